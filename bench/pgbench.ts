// The database floor: pgbench runs exactly the statements the server sends for GET /v1/orders/{id} and
// POST /v1/orders (bench/pgbench/*.sql, written from a captured request by `node --conditions=react-server --import tsx bench/print-statements.ts
// --write`, checked against a fresh capture by bench/pgbench-drift.test.ts). `-M prepared` binds the variables
// as parameters, as postgres.js does.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KEY_CHECK_POOL } from '~/server/db/client';
import type { Captured } from './capture';

const PGBENCH_DIR = path.join('bench', 'pgbench');
const SCRIPTS = { 'get-order': 'get-order.sql', 'create-order': 'create-order.sql' } as const;
export type ScriptName = keyof typeof SCRIPTS;

/**
 * Session settings a script's statements have in the server. GET /v1/orders/{id} is one statement, the key check,
 * which the server sends on its key check's pool (KEY_CHECK_POOL: commits that do not wait for their WAL flush), so
 * pgbench runs it in such sessions too. The POST's statements have the default but for the first (the key check);
 * pgbench runs that one with the flush as well, the faster of the two ways to run it without a pool of its own
 * (a SET before and after it took pgbench from 616 / 685 to 549 / 642 transactions/s; finding 99).
 */
const SESSIONS: Partial<Record<string, string>> = {
  [SCRIPTS['get-order']]: KEY_CHECK_POOL.synchronousCommit === false ? '-c synchronous_commit=off' : '',
};

/** Values that belong to the arranged data: the runner passes the bench's own with -D. */
export type FixtureValues = {
  org_id: string;
  key_id: string;
  key_prefix: string;
  /**
   * The key's secret hash, which the key check matches: without it a script's key check would carry the captured
   * request's key, which no bench cluster holds, and match nothing (no count, no read: finding 100).
   */
  key_hash: string;
  deposit_account_id: string;
  order_id?: string;
};

const FRESH = /^(ord|ltx|lac|evt|msg|ofr|ntf|mail)_|^cap-|^offer:|:cap-/;

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A captured statement with its placeholders as `?` (or `null` where the parameter was null). */
export function capturedShape(c: Captured): string {
  return collapse(c.statement).replace(/\$(\d+)/g, (_, n: string) =>
    c.parameters[Number(n) - 1] === null ? 'null' : '?',
  );
}

/** A script statement with its variables as `?` (a value rebuilt with a new id, `replace(?, ?, ?::text)`, is one). */
export function scriptShape(line: string): string {
  let shape = collapse(line.replace(/;\s*$/, '')).replace(/(?<!:):[a-z_][a-z0-9_]*/g, '?');
  while (shape.includes('replace(?, ?, ?::text)')) shape = shape.replaceAll('replace(?, ?, ?::text)', '?');
  return shape;
}

/** The SQL statements of a script, in order (meta-commands and comments left out). */
export function scriptStatements(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('--') && !l.startsWith('\\'))
    .map((l) => l.trim());
}

/** A pgbench script from one captured request: arranged data by name, new ids random per transaction. */
export function toPgbenchScript(title: string, captured: Captured[], fixture: FixtureValues): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(fixture)) if (value) names.set(value, name);
  const fresh: string[] = [];
  const constants: [string, string][] = [];
  const originals = new Map<string, string>();
  const lines: string[] = [];
  for (const c of captured) {
    // One line per statement: a line comment would swallow the rest of it (and pgbench would join it to the next).
    if (/--/.test(c.statement))
      throw new Error(`a statement with a SQL line comment cannot go on one line:\n${c.statement}`);
    // The id as the captured request had it, a constant to replace in the values that carry it.
    const originalOf = (id: string) => {
      let name = originals.get(id);
      if (!name) {
        name = `v_${constants.length + 1}`;
        constants.push([name, id]);
        originals.set(id, name);
      }
      return name;
    };
    const nameOf = (key: string) => {
      let name = names.get(key);
      if (!name) {
        name = FRESH.test(key) ? `new_${fresh.length + 1}` : `v_${constants.length + 1}`;
        if (name.startsWith('new_')) fresh.push(name);
        else constants.push([name, key]);
        names.set(key, name);
      }
      return name;
    };
    const text = collapse(c.statement).replace(/\$(\d+)(::[a-z]+)?/g, (_, n: string, cast: string | undefined) => {
      const value = c.parameters[Number(n) - 1];
      if (value === null) return `null${cast ?? ''}`;
      const key = typeof value === 'string' ? value : JSON.stringify(value);
      // A value cast in the statement that carries a new id of this transaction (the jobs' keys and payloads, the
      // offer's event snapshot) gets each transaction's own, as the server's does: one job key for every transaction
      // would make them queue on it. (Uncast, the column types the parameter, and `replace` would give it text.)
      let expression = `:${nameOf(key)}`;
      if (cast)
        for (const [id, name] of names)
          if (name.startsWith('new_') && id !== key && key.includes(id))
            expression = `replace(${expression}, :${originalOf(id)}, :${name}::text)`;
      return `${expression}${cast ?? ''}`;
    });
    lines.push(`${text};`);
  }
  return [
    `-- ${title}: the statements the server sends, in order (${captured.length}). Written by bench/print-statements.ts --write.`,
    `-- Fixture variables (-D from the bench): ${Object.keys(fixture).join(', ')}.`,
    ...constants.map(([name, value]) => `--var ${name} ${JSON.stringify(value)}`),
    ...fresh.map((name) => `\\set ${name} random(1, 1000000000000000)`),
    ...lines,
    '',
  ].join('\n');
}

export function readScript(name: ScriptName): string {
  return readFileSync(path.join(PGBENCH_DIR, SCRIPTS[name]), 'utf8');
}

export function writeScript(name: ScriptName, text: string): void {
  writeFileSync(path.join(PGBENCH_DIR, SCRIPTS[name]), text);
}

/** A script's `--var` constants: the captured request's values that are not the bench's own. */
export function constantsOf(text: string): [string, string][] {
  return text
    .split('\n')
    .filter((l) => l.startsWith('--var '))
    .map((l) => {
      const [, name, json] = l.match(/^--var (\S+) (.*)$/)!;
      return [name!, JSON.parse(json!) as string];
    });
}

/** Transactions per second of the 16 clients, and the CPU time Postgres spent per transaction. */
export type PgbenchResult = { tps: number; postgresMsPerTransaction: number };

/**
 * Transactions per second of each script: one pgbench process per fixture (each with its own organization, key and
 * order, as the app's bench rotates keys over organizations), one client each, all at once for `duration` seconds;
 * their rates are summed. A single fixture shared by all clients would serialise on one deposit and one key row.
 */
export async function runPgbench(
  url: string,
  fixtures: FixtureValues[],
  options: { duration: number; postgresCpuMs: () => number },
): Promise<Record<ScriptName, PgbenchResult>> {
  const out = {} as Record<ScriptName, PgbenchResult>;
  for (const name of Object.keys(SCRIPTS) as ScriptName[]) {
    const cpuBefore = options.postgresCpuMs();
    const tps = await runPgbenchScript(url, fixtures, path.join(PGBENCH_DIR, SCRIPTS[name]), options.duration);
    const postgresMsPerTransaction = (options.postgresCpuMs() - cpuBefore) / Math.max(1, tps * options.duration);
    out[name] = { tps, postgresMsPerTransaction };
  }
  return out;
}

/**
 * One script file run by one pgbench client per fixture for `duration` seconds: the summed transactions/s.
 * `options`: more pgbench options (`-R <tps>` to throttle each client).
 */
export async function runPgbenchScript(
  url: string,
  fixtures: FixtureValues[],
  file: string,
  duration: number,
  options: string[] = [],
): Promise<number> {
  const u = new URL(url);
  const session = SESSIONS[path.basename(file)];
  const env = {
    ...process.env,
    PGPASSWORD: decodeURIComponent(u.password),
    ...(session ? { PGOPTIONS: session } : {}),
  };
  const text = readFileSync(file, 'utf8');
  const runs = fixtures.map((fixture) => {
    const defines = [...Object.entries(fixture), ...constantsOf(text)].flatMap(([k, v]) =>
      v ? ['-D', `${k}=${v}`] : [],
    );
    const args = [
      ...['-h', u.hostname, '-p', u.port, '-U', decodeURIComponent(u.username)],
      ...['-n', '-M', 'prepared', '-c', '1', '-j', '1', '-T', String(duration)],
      ...options,
      ...defines,
      '-f',
      file,
      u.pathname.slice(1),
    ];
    return new Promise<number>((resolve, reject) => {
      const child = spawn('pgbench', args, { env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      // 'close', not 'exit': stdout may still hold the summary when the process has exited.
      child.on('close', (code, signal) => {
        const tps = stdout.match(/tps = ([\d.]+)/);
        const failed = stdout.match(/number of failed transactions: (\d+)/);
        if (code !== 0 || !tps)
          return reject(new Error(`pgbench ${file} failed (${signal ?? `exit ${code}`}): ${stderr}\n${stdout}`));
        if (failed && Number(failed[1]) > 0) return reject(new Error(`pgbench ${file}: ${failed[1]} failed`));
        resolve(Number(tps[1]));
      });
    });
  });
  return (await Promise.all(runs)).reduce((a, b) => a + b, 0);
}

/** pgbench is on PATH, else installed from Debian (postgresql-client ships it). */
export function ensurePgbench(): void {
  if (spawnSync('pgbench', ['--version']).status === 0) return;
  process.stderr.write('pgbench missing: apt-get install -y postgresql-client\n');
  const res = spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq postgresql-client'], {
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error('could not install pgbench (apt-get install postgresql-client)');
}
