// The mapping of database failures to 503 TEMPORARILY_UNAVAILABLE (connection-errors.ts, used by
// error-envelope.ts for /v1, the dashboard's tRPC and, through /v1, MCP): each kind, as the driver really
// throws it where that is cheap to cause, else in the driver's exact shape; and what must stay a 500.
import { createServer, type Server } from 'node:net';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { DrizzleQueryError, sql as dsql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { toApiError, toTrpcError } from '~/server/api/error-envelope';
import { AppError } from '~/server/domain/errors';
import { freePort } from '~/test/app-server';
import { connect, WEB_POOL } from './client';
import { databaseUnavailability } from './connection-errors';

const pools: postgres.Sql[] = [];
const servers: Server[] = [];
afterAll(async () => {
  for (const p of pools) await p.end({ timeout: 0 });
  for (const s of servers) s.close();
});

function pool(url: string, options: Parameters<typeof connect>[1] = {}) {
  const handle = connect(url, options);
  pools.push(handle.sql);
  return handle;
}

async function caught(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
}

/** As postgres.js' Errors.connection builds them (postgres/src/errors.js), with the `query` mark of a rejected query. */
function driverError(code: string): Error {
  const e = Object.assign(new Error(`write ${code} 127.0.0.1:5432`), {
    code,
    errno: code,
    address: '127.0.0.1',
    port: 5432,
  });
  return Object.defineProperty(e, 'query', { value: 'select 1', enumerable: false });
}

/** A server ErrorResponse as postgres.js reports it. */
function serverError(code: string, severity = 'FATAL'): Error {
  return new postgres.PostgresError({
    code,
    severity,
    severity_local: severity,
    message: `server said ${code}`,
  } as never);
}

/** A socket error as Node reports it, rejected to a query by postgres.js. */
function socketError(code: string): Error {
  return driverError(code);
}

function expect503(error: unknown, kind: 'unreachable' | 'timeout' = 'unreachable') {
  expect(databaseUnavailability(error)).toBe(kind);
  const api = toApiError(error);
  expect(api.status).toBe(503);
  expect(api.body.error.code).toBe('TEMPORARILY_UNAVAILABLE');
  expect(api.body.error.message).toMatch(/Retry-After/);
  expect(api.headers['Retry-After']).toBe('2');
  expect(api.internal).toBe(false);
  // The dashboard's tRPC transport: the same answer, as a tRPC error that becomes HTTP 503.
  const trpc = toTrpcError(error);
  expect(trpc.code).toBe('SERVICE_UNAVAILABLE');
  expect(getHTTPStatusCodeFromError(trpc)).toBe(503);
  // Wherever it is wrapped: tRPC wraps a procedure's throw, drizzle wraps the driver's.
  expect(toApiError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error })).status).toBe(503);
  expect(toTrpcError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error })).code).toBe('SERVICE_UNAVAILABLE');
  expect(toApiError(new DrizzleQueryError('select 1', [], error as Error)).status).toBe(503);
}

function expect500(error: unknown) {
  expect(databaseUnavailability(error)).toBeNull();
  const api = toApiError(error);
  expect(api.status).toBe(500);
  expect(api.body.error.code).toBe('INTERNAL');
  expect(api.headers).toEqual({});
}

describe('database failures that are 503 TEMPORARILY_UNAVAILABLE', () => {
  it('ECONNREFUSED: nothing listens on the port (a real postgres.js error, through drizzle)', async () => {
    const port = await freePort();
    const { db } = pool(`postgres://u:p@127.0.0.1:${port}/none`);
    const error = await caught(() => db.execute(dsql`select 1`));
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    expect503(error);
  });

  it('CONNECT_TIMEOUT: a server that accepts and never answers (a real postgres.js error), within connect_timeout', async () => {
    const silent = createServer(() => {});
    servers.push(silent);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as { port: number };
    const { sql } = pool(`postgres://u:p@127.0.0.1:${port}/none`, { connectTimeoutSeconds: 1 });
    const t0 = performance.now();
    const error = await caught(() => sql`select 1`);
    expect(performance.now() - t0).toBeLessThan(3_000);
    expect((error as { code?: string }).code).toBe('CONNECT_TIMEOUT');
    expect503(error);
  });

  it('CONNECTION_ENDED: a query on a pool that is ending (a real postgres.js error)', async () => {
    const { sql } = pool(inject('appDatabaseUrl'), { max: 1 });
    await sql.end();
    const error = await caught(() => sql`select 1`);
    expect((error as { code?: string }).code).toBe('CONNECTION_ENDED');
    expect503(error);
  });

  it('pg_terminate_backend under a running statement: 57P01 admin_shutdown, or CONNECTION_CLOSED when the socket closes first (real errors)', async () => {
    const name = `victim_${Date.now()}`;
    const { sql } = pool(inject('appDatabaseUrl'), { max: 1, applicationName: name });
    const { sql: admin } = pool(inject('appDatabaseUrl'), { max: 1 });
    const running = caught(() => sql`select pg_sleep(10)`);
    for (let i = 0; i < 50; i++) {
      const [row] =
        await admin`select count(*)::int as n from pg_stat_activity where application_name = ${name} and state = 'active'`;
      if (row!.n > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await admin`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`;
    const error = await running;
    // postgres.js holds the server's FATAL until ReadyForQuery, which never comes: the close wins.
    expect(['57P01', 'CONNECTION_CLOSED']).toContain((error as { code?: string }).code);
    expect503(error);
  });

  it('57014: the pool statement_timeout cancels a slow statement (a real server error)', async () => {
    const { db } = pool(inject('appDatabaseUrl'), { max: 1, statementTimeoutMs: 200 });
    const error = await caught(() => db.execute(dsql`select pg_sleep(2)`));
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('57014');
    expect503(error, 'timeout');
  });

  it('idle_in_transaction_session_timeout: a transaction left idle loses its session (25P03 or the closed connection)', async () => {
    const { db } = pool(inject('appDatabaseUrl'), { max: 1, idleInTransactionTimeoutMs: 200 });
    const error = await caught(() =>
      db.transaction(async (tx) => {
        await tx.execute(dsql`select 1`);
        await new Promise((r) => setTimeout(r, 600));
        await tx.execute(dsql`select 2`);
      }),
    );
    expect(toApiError(error).status).toBe(503);
    expect(toApiError(error).body.error.code).toBe('TEMPORARILY_UNAVAILABLE');
  });

  it.each(['CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT', 'CONNECTION_ENDED'])(
    'postgres.js %s',
    (code) => {
      expect503(driverError(code));
    },
  );

  it.each([
    'ECONNREFUSED',
    'ECONNRESET',
    'EPIPE',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'ENOTFOUND',
    'EAI_AGAIN',
  ])('socket %s of a database call', (code) => {
    expect503(socketError(code));
  });

  it('an AggregateError of every address of the host (Node connect with several addresses)', () => {
    const aggregate = Object.assign(
      new AggregateError(
        [Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })],
        'connect failed',
      ),
      {
        code: 'ECONNREFUSED',
      },
    );
    Object.defineProperty(aggregate, 'query', { value: 'select 1' });
    expect503(aggregate);
  });

  it.each([
    ['08000', 'connection_exception'],
    ['08003', 'connection_does_not_exist'],
    ['08006', 'connection_failure'],
    ['08001', 'sqlclient_unable_to_establish_sqlconnection'],
    ['08004', 'sqlserver_rejected_establishment_of_sqlconnection'],
    ['57P01', 'admin_shutdown'],
    ['57P02', 'crash_shutdown'],
    ['57P03', 'cannot_connect_now'],
    ['57P05', 'idle_session_timeout'],
    ['53300', 'too_many_connections'],
  ])('SQLSTATE %s (%s)', (code) => {
    expect503(serverError(code));
  });

  it.each([
    ['57014', 'query_canceled (statement_timeout)'],
    ['25P03', 'idle_in_transaction_session_timeout'],
  ])('SQLSTATE %s (%s) is a timeout', (code) => {
    expect503(serverError(code, 'ERROR'), 'timeout');
  });

  it('a PostgresError told by its fields when its class name is minified away', () => {
    const e = Object.assign(new Error('terminating connection due to administrator command'), {
      name: 'e',
      code: '57P01',
      severity: 'FATAL',
    });
    expect503(e);
  });

  it('an AppError TEMPORARILY_UNAVAILABLE (the /v1 request deadline) carries Retry-After', () => {
    const api = toApiError(new AppError('TEMPORARILY_UNAVAILABLE', 'too slow'));
    expect(api).toMatchObject({
      status: 503,
      headers: { 'Retry-After': '2' },
      internal: false,
      body: { error: { code: 'TEMPORARILY_UNAVAILABLE' } },
    });
  });
});

describe('failures that stay what they were', () => {
  it.each([
    ['23505', 'unique_violation'],
    ['40001', 'serialization_failure'],
    ['40P01', 'deadlock_detected'],
    ['42P01', 'undefined_table'],
    ['23514', 'check_violation'],
  ])('SQLSTATE %s (%s) is 500 INTERNAL', (code) => {
    expect500(serverError(code, 'ERROR'));
  });

  it('a socket error that did not come from a database call (e.g. a webhook fetch) is 500', () => {
    expect500(
      new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), { code: 'ECONNREFUSED' }),
      }),
    );
  });

  it('an unknown fault is 500 and a domain error keeps its status', () => {
    expect500(new Error('boom'));
    expect(toApiError(new AppError('NOT_FOUND', 'no such order')).status).toBe(404);
    expect(toTrpcError(new TRPCError({ code: 'UNAUTHORIZED' })).code).toBe('UNAUTHORIZED');
    expect(toTrpcError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new Error('boom') })).code).toBe(
      'INTERNAL_SERVER_ERROR',
    );
  });
});

describe('connect(): session settings', () => {
  it('the web pool sets statement and idle-in-transaction timeouts; other pools set none unless asked', async () => {
    const web = pool(inject('appDatabaseUrl'), WEB_POOL);
    const [w] =
      await web.sql`select current_setting('statement_timeout') as st, current_setting('idle_in_transaction_session_timeout') as it, current_setting('TimeZone') as tz`;
    expect(w).toEqual({ st: '10s', it: '15s', tz: 'UTC' });
    const plain = pool(inject('appDatabaseUrl'), { max: 1 });
    const [p] =
      await plain.sql`select current_setting('statement_timeout') as st, current_setting('idle_in_transaction_session_timeout') as it`;
    expect(p).toEqual({ st: '0', it: '0' });
  });
});
