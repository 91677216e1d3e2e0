// bench/pgbench/*.sql must hold exactly the statements the server sends: one GET /v1/orders/{id} and one
// POST /v1/orders are captured in process (postgres.js `debug`) and compared, statement by statement, with the
// scripts (parameters as placeholders). Needs no pgbench. After a change of queries:
// `node --conditions=react-server --import tsx bench/print-statements.ts --write`.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { capture, installCapture, type Captured } from './capture';
import { capturedShape, readScript, scriptShape, scriptStatements, type ScriptName } from './pgbench';
import { arrangeAgent, orderRequests } from './statements';

type ServeV1 = (req: Request) => Promise<Response>;

describe('pgbench scripts match the server statements', () => {
  let serveV1: ServeV1;
  let requests: ReturnType<typeof orderRequests>;
  let orderId: string;

  beforeAll(async () => {
    const url = inject('appDatabaseUrl');
    process.env.DATABASE_URL = url;
    installCapture();
    ({ serveV1 } = await import('~/server/front-door/v1-pipeline'));
    requests = orderRequests(await arrangeAgent(url));
    const res = await serveV1(requests.create());
    orderId = ((await res.json()) as { id: string }).id;
    await serveV1(requests.get(orderId));
  });

  async function check(script: ScriptName, make: () => Request) {
    const seen: Captured[] = await capture(async () => {
      const res = await serveV1(make());
      expect(res.status, await res.clone().text()).toBeLessThan(300);
    });
    expect(scriptStatements(readScript(script)).map(scriptShape)).toEqual(seen.map(capturedShape));
  }

  it('GET /v1/orders/{id} = bench/pgbench/get-order.sql', () => check('get-order', () => requests.get(orderId)));
  it('POST /v1/orders = bench/pgbench/create-order.sql', () => check('create-order', () => requests.create()));
});
