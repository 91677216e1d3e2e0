// A span per Postgres statement and per transaction for postgres.js, which has no OpenTelemetry
// instrumentation (the contrib one is for `pg`). drizzle sends every statement through `unsafe()` and every
// transaction through `begin()`/`savepoint()`, so wrapping those three covers the whole pool. The statement
// text is drizzle's, with `$n` placeholders: parameters are never put on a span.
import { context, trace, type Context } from '@opentelemetry/api';
import type postgres from 'postgres';
import { inSpan, SpanKind, startSpan } from './tracing';

const MAX_TEXT = 2000;

type PendingQuery = { then: (onFulfilled?: unknown, onRejected?: unknown) => unknown };

function statementAttributes(text: string, database: string) {
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
  return {
    operation,
    attributes: {
      'db.system.name': 'postgresql',
      'db.namespace': database,
      'db.operation.name': operation,
      'db.query.text': text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text,
    },
  };
}

/** Ends a span when the lazy postgres.js query settles (it runs on its first `then`), keeping the query's own API. */
function observe<Q extends PendingQuery>(query: Q, text: string, database: string, parent: Context): Q {
  // Only statements of a traced request or job: the heartbeat's every 5 s and the scrapes' would be noise.
  if (!trace.getSpan(parent)) return query;
  const { operation, attributes } = statementAttributes(text, database);
  const started = startSpan(operation, { kind: SpanKind.CLIENT, attributes, parent });
  if (!started) return query;
  const { span } = started;
  let ended = false;
  const end = (error?: unknown) => {
    if (ended) return;
    ended = true;
    if (error !== undefined) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: 2 });
    }
    span.end();
  };
  const then = query.then.bind(query);
  query.then = (onFulfilled?: unknown, onRejected?: unknown) =>
    then(
      (value: unknown) => {
        end();
        return typeof onFulfilled === 'function' ? (onFulfilled as (v: unknown) => unknown)(value) : value;
      },
      (error: unknown) => {
        end(error);
        if (typeof onRejected === 'function') return (onRejected as (e: unknown) => unknown)(error);
        throw error;
      },
    );
  return query;
}

function wrap(sql: postgres.Sql, database: string): postgres.Sql {
  return new Proxy(sql, {
    // Tagged templates (the health probe, the heartbeat) are statements too.
    apply(target, thisArg, args: unknown[]) {
      const result = Reflect.apply(target, thisArg, args) as unknown;
      const strings = args[0];
      if (!Array.isArray(strings) || !('raw' in strings)) return result;
      return observe(result as PendingQuery, (strings as string[]).join('$?'), database, context.active());
    },
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'unsafe')
        return (text: string, ...rest: unknown[]) =>
          observe((value as (...a: unknown[]) => PendingQuery)(text, ...rest), text, database, context.active());
      if (property === 'begin' || property === 'savepoint')
        return (...args: unknown[]) => {
          const fn = args.pop() as (tx: postgres.Sql) => unknown;
          const name = property === 'begin' ? 'transaction' : 'savepoint';
          const attributes = { 'db.system.name': 'postgresql', 'db.namespace': database };
          return inSpan(name, { kind: SpanKind.CLIENT, attributes }, (span) => {
            const within = span ? trace.setSpan(context.active(), span) : context.active();
            return (value as (...a: unknown[]) => Promise<unknown>)(...args, (tx: postgres.Sql) =>
              context.with(within, () => fn(wrap(tx, database))),
            );
          });
        };
      return value;
    },
  });
}

/** The pool `sql` with a span for each statement and transaction (only while tracing is on). */
export function tracedSql(sql: postgres.Sql, url: string): postgres.Sql {
  return wrap(sql, new URL(url).pathname.slice(1) || 'postgres');
}
