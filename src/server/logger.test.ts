// Failed SQL reaches the log without the values it carried: real statements fail on a real Postgres and
// are logged through the real logger, the way the REST wrapper, the dashboard route and the worker do.
import { eq } from 'drizzle-orm';
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, getHandle, type Db } from '~/server/db/client';
import { apiKeys, cases } from '~/server/db/schema';
import { createAgent, type Agent } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { safeErrorMessage } from './log-sanitizer';
import { createLogger } from './logger';

await useFileDatabase('aos_logger');

const CONTACT = { name: 'Siti Rahayu Bocor', email: 'siti.bocor@example.com', phone: '+62 812 5550 1234' };
const SECRET = 'whsec_TESTSECRET0123456789';
const KEY_HASH = 'feedfacecafe0123456789abcdef0123456789abcdef0123456789abcdef4321';
const NEVER = [
  CONTACT.name,
  CONTACT.email,
  CONTACT.phone,
  SECRET,
  'TESTSECRET',
  KEY_HASH,
  'Failing row contains',
  'Key (',
  'already exists',
  '"detail"',
  '"parameters"',
  '"params"',
  '"args"',
  '"query"',
];

let db: Db;
let sql: postgres.Sql;
let agent: Agent;

beforeAll(async () => {
  db = await getDb();
  sql = (await getHandle()).sql;
  agent = await createAgent({ db });
});

/** One logger writing into an array: what would have reached stderr, one parsed JSON object per line. */
function capture() {
  const lines: string[] = [];
  const logger = createLogger({ write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join(''), records: () => lines.map((l) => JSON.parse(l) as Record<string, any>) };
}

async function failure(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (e) {
    return e as Error;
  }
  throw new Error('the statement did not fail');
}

function expectNoValues(text: string) {
  for (const value of NEVER) expect(text).not.toContain(value);
}

describe('database errors in the log', () => {
  it('a unique violation from postgres.js keeps code and constraint, drops detail and parameters', async () => {
    await sql`create table log_probe (email text primary key, secret text not null)`;
    await sql`insert into log_probe values (${CONTACT.email}, ${SECRET})`;
    const error = await failure(() => sql`insert into log_probe values (${CONTACT.email}, ${SECRET})`);
    // The leak is real: the driver error carries the values.
    expect(JSON.stringify({ ...error })).toContain(CONTACT.email);

    const { logger, text, records } = capture();
    logger.error({ requestId: 'req_test_1', err: error }, 'internal error on /v1');
    expectNoValues(text());
    const [record] = records();
    expect(record).toMatchObject({ requestId: 'req_test_1', msg: 'internal error on /v1' });
    expect(record!.err).toMatchObject({
      type: 'PostgresError',
      message: 'duplicate key value violates unique constraint "log_probe_pkey"',
      code: '23505',
      constraint_name: 'log_probe_pkey',
      table_name: 'log_probe',
      severity: 'ERROR',
    });
  });

  it("drizzle's query error (statement and params in its message) on a case row: only the cause's code and constraint remain", async () => {
    const error = await failure(() =>
      db.insert(cases).values({
        id: 'case_logprobe',
        organizationId: agent.organizationId,
        status: 'bogus' as 'terbuka',
        contactName: CONTACT.name,
        contactEmail: CONTACT.email,
        contactPhone: CONTACT.phone,
        story: 'cerita',
        createdAt: new Date(),
        updatedAt: new Date(),
      }),
    );
    expect(error.message).toContain(CONTACT.email);

    const { logger, text, records } = capture();
    // As the dashboard route logs it (the cause), as a wrapper that copied the message (tRPC does), and bare.
    logger.error({ err: error, path: 'org.cases' }, 'dashboard error');
    logger.error({ err: new Error(error.message, { cause: error }) }, 'wrapped');
    logger.error(error);
    expectNoValues(text());
    const [direct, wrapped, bare] = records();
    expect(direct!.err).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query' });
    expect(direct!.err.cause).toMatchObject({
      type: 'PostgresError',
      code: '23514',
      constraint_name: 'case_status_check',
      table_name: 'case',
    });
    expect(wrapped!.err.message).toBe('Failed query');
    expect(wrapped!.err.cause.cause).toMatchObject({ code: '23514', constraint_name: 'case_status_check' });
    expect(bare!.msg).toBe('Failed query');
    // What the ops CLI can print instead of the raw message.
    expect(safeErrorMessage(error)).toBe(
      'Failed query: new row for relation "case" violates check constraint "case_status_check"',
    );
  });

  it("an API key row's hash and webhook secret stay out, also from a worker's failure line that quotes message and stack", async () => {
    const [key] = await db.select().from(apiKeys).where(eq(apiKeys.organizationId, agent.organizationId));
    const error = await failure(() =>
      db.insert(apiKeys).values({ ...key!, id: 'key_logprobe', secretHash: KEY_HASH, webhookSecret: SECRET }),
    );
    expect(error.message).toContain(KEY_HASH);

    const { logger, text, records } = capture();
    // graphile-worker's own words on a failed job: `with error '<message>':\n  <stack>`, the error under `error`.
    const quoted = `Failed task 7 (deliver_webhook, 3.00ms, attempt 1 of 3) with error '${error.message}':\n  ${String(error.stack).replace(/\n/g, '\n  ')}`;
    logger
      .child({ task: 'deliver_webhook' })
      .error({ failure: true, job: { id: '7', last_error: error.message }, error }, quoted);
    expectNoValues(text());
    const [record] = records();
    expect(record!.msg).toMatch(/^Failed task 7 .* with error 'Failed query':/);
    expect(record!.job.last_error).toBe('Failed query');
    expect(record!.error.cause).toMatchObject({ code: '23505', constraint_name: 'api_key_prefix_unique' });
  });

  it('a data exception quoting the input keeps the message without the value', async () => {
    const error = await failure(() => sql`select ${CONTACT.phone}::int`);
    const { logger, text, records } = capture();
    logger.error({ err: error }, 'bad cast');
    expectNoValues(text());
    expect(records()[0]!.err).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "[redacted]"',
    });
  });
});

describe('secrets in the log', () => {
  it('redacts secret-named keys at any depth and secret-shaped values in strings', () => {
    const { logger, text, records } = capture();
    logger.info(
      {
        headers: { cookie: 'better-auth.session_token=abc', 'set-cookie': ['s=1'] },
        session: { id: 's1' },
        user: { password: 'hunter2', profile: { accessToken: 'tok_1' } },
      },
      `key svc_live_abcd1234.${'Z'.repeat(40)} secret ${SECRET} header Bearer abc.def db postgres://postgres:pw0rd@127.0.0.1:5432/x`,
    );
    for (const value of [
      'session_token=abc',
      's=1',
      'hunter2',
      'tok_1',
      'Z'.repeat(40),
      'TESTSECRET',
      'abc.def',
      '"s1"',
      'pw0rd',
    ])
      expect(text()).not.toContain(value);
    const [record] = records();
    expect(record).toMatchObject({
      headers: { cookie: '[redacted]', 'set-cookie': '[redacted]' },
      session: '[redacted]',
      user: { password: '[redacted]', profile: { accessToken: '[redacted]' } },
      msg: 'key svc_live_abcd1234.[redacted] secret whsec_[redacted] header Bearer [redacted] db postgres://postgres:[redacted]@127.0.0.1:5432/x',
    });
  });
});
