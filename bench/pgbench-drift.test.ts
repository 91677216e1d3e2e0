// bench/pgbench/*.sql must hold exactly the statements the server sends: one GET /v1/orders/{id} and one
// POST /v1/orders are captured in process (postgres.js `debug`) and compared, statement by statement, with the
// scripts (parameters as placeholders). Needs no pgbench. After a change of queries:
// `node --conditions=react-server --import tsx bench/print-statements.ts --write`.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { capture, installCapture, type Captured } from './capture';
import { connect } from '~/server/db/client';
import {
  capturedShape,
  constantsOf,
  readScript,
  scriptShape,
  scriptStatements,
  type FixtureValues,
  type ScriptName,
} from './pgbench';
import { arrangeAgent, arrangePractitioners, fixtureValues, orderRequests } from './statements';

type ServeV1 = (req: Request) => Promise<Response>;

describe('pgbench scripts match the server statements', () => {
  let serveV1: ServeV1;
  let requests: ReturnType<typeof orderRequests>;
  let orderId: string;
  let fixture: FixtureValues;
  const url = inject('appDatabaseUrl');

  beforeAll(async () => {
    process.env.DATABASE_URL = url;
    installCapture();
    ({ serveV1 } = await import('~/server/front-door/v1-pipeline'));
    const agent = await arrangeAgent(url);
    await arrangePractitioners(url, 1); // as print-statements.ts: the POST's order is offered
    requests = orderRequests(agent);
    const res = await serveV1(requests.create());
    orderId = ((await res.json()) as { id: string }).id;
    await serveV1(requests.get(orderId));
    fixture = { ...(await fixtureValues(url, agent)), order_id: orderId };
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

  // The floor must do the server's work: a script whose key check carried the captured request's key matched no key
  // on the bench's cluster, so it counted nothing and read nothing (docs/performance.md, finding 100).
  it("get-order.sql's statement, run with the bench's variables, matches the key, counts the request and reads the order", async () => {
    const script = readScript('get-order');
    const variables: Record<string, unknown> = { ...Object.fromEntries(constantsOf(script)), ...fixture };
    const parameters: unknown[] = [];
    const text = scriptStatements(script)[0]!
      .replace(/;\s*$/, '')
      .replace(/(?<!:):([a-z_][a-z0-9_]*)/g, (_, name: string) => {
        expect(variables, name).toHaveProperty(name);
        // pgbench binds every variable as text; postgres.js wants a boolean as one.
        const value = variables[name];
        parameters.push(value === 't' || value === 'f' ? value === 't' : value);
        return `$${parameters.length}`;
      });
    const { sql } = connect(url, { max: 1 });
    try {
      const countOf = async () =>
        Number(
          (await sql<{ count: number }[]>`select count from rate_limit_window where api_key_id = ${fixture.key_id}`)[0]
            ?.count,
        );
      const before = await countOf();
      const rows = await sql.unsafe<{ id: string; count: number; read: { order: { id: string } } | null }[]>(
        text,
        parameters as never[],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).toBe(fixture.key_id);
      expect(rows[0]!.read?.order.id).toBe(orderId);
      expect(await countOf()).toBe(before + 1);
    } finally {
      await sql.end();
    }
  });
});
