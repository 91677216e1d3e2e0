// `npm run test:reliability [-- vitest args]`: runs the scenarios (vitest, reliability config) with all their
// output — vitest's, and the app servers' and workers' logs, which the test helpers inherit on stderr —
// copied to test-results/reliability/run.log; then scans that log, the test cluster's server.log (the part
// written during the run), every other *.log written under test-results/ and every Postgres server.log
// written under the OS temp directory during the run, for secrets; records the 'secrets' row, prints the summary table, and exits non-zero if vitest
// failed, a leak was found, or the summary could not be printed.
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  closeSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordResult } from './record-result';
import { logFilesSince, readRegisteredSecrets, scanText, type Finding } from './scan-logs';
import { SECRETS_FILE, registerSecret } from './secrets-registry';

const OUT_DIR = path.join('test-results', 'reliability');
const RUN_LOG = path.join(OUT_DIR, 'run.log');

/** The embedded test cluster the run uses (src/test/test-database.ts), unless DATABASE_URL names a server. */
const clusterDir = process.env.DATABASE_URL
  ? null
  : path.join(os.tmpdir(), 'agent-order-service-test', `pg-${process.env.TEST_PG_PORT ?? 54339}`);
const serverLog = clusterDir ? path.join(clusterDir, 'server.log') : null;

mkdirSync(OUT_DIR, { recursive: true });
rmSync(SECRETS_FILE, { force: true });
rmSync(RUN_LOG, { force: true });
const startedAt = Date.now() - 1000;
const serverLogOffset = serverLog && existsSync(serverLog) ? statSync(serverLog).size : 0;

// The test cluster's superuser password is a secret of this run too.
if (process.env.DATABASE_URL) {
  try {
    registerSecret('database_password', decodeURIComponent(new URL(process.env.DATABASE_URL).password), 'DATABASE_URL');
  } catch {
    // not a URL with a password
  }
} else if (clusterDir && existsSync(`${clusterDir}.password`)) {
  registerSecret('database_password', readFileSync(`${clusterDir}.password`, 'utf8').trim(), 'test cluster');
}

const log = createWriteStream(RUN_LOG);
const vitest = spawn(
  process.execPath,
  [
    path.join('node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '-c',
    'vitest.reliability.config.ts',
    ...process.argv.slice(2),
  ],
  {
    stdio: ['inherit', 'pipe', 'pipe'],
    env: process.env,
  },
);
vitest.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  log.write(chunk);
});
vitest.stderr.on('data', (chunk: Buffer) => {
  process.stderr.write(chunk);
  log.write(chunk);
});
const forward = (signal: NodeJS.Signals) => vitest.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);

const vitestStatus: number = await new Promise((resolve) =>
  vitest.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
);
await new Promise<void>((resolve) => log.end(resolve));

// ---- The scan ----
const secrets = readRegisteredSecrets();
const sources: { file: string; text: string }[] = [{ file: RUN_LOG, text: readFileSync(RUN_LOG, 'utf8') }];
if (serverLog && existsSync(serverLog)) {
  const size = statSync(serverLog).size;
  const from = size >= serverLogOffset ? serverLogOffset : 0; // rotated or recreated: all of it
  const buffer = Buffer.alloc(size - from);
  const fd = openSync(serverLog, 'r');
  readSync(fd, buffer, 0, buffer.length, from);
  closeSync(fd);
  sources.push({ file: `${serverLog} (from byte ${from})`, text: buffer.toString('utf8') });
}
const others = [
  ...logFilesSince('test-results', startedAt, (name) => name.endsWith('.log')),
  // Postgres logs of clusters the scenarios started under the temp directory (those still there at the end).
  ...logFilesSince(os.tmpdir(), startedAt, (name) => name === 'server.log', 4),
]
  .filter(
    (file) =>
      path.resolve(file) !== path.resolve(RUN_LOG) && (!serverLog || path.resolve(file) !== path.resolve(serverLog)),
  )
  // Shared test clusters on other TEST_PG_PORTs belong to other runs, not to this one.
  .filter((file) => !/agent-order-service-test[\\/]pg-\d+[\\/]server\.log$/.test(file));
for (const file of [...new Set(others)]) {
  try {
    sources.push({ file, text: readFileSync(file, 'utf8') });
  } catch {
    // removed meanwhile (clusters of scenarios are deleted when they end)
  }
}

let lines = 0;
const findings: Finding[] = [];
for (const source of sources) {
  const result = scanText(source.text, source.file, secrets);
  lines += result.lines;
  findings.push(...result.findings);
}
const byKind = [...new Set(secrets.map((s) => s.kind))]
  .map((kind) => `${secrets.filter((s) => s.kind === kind).length} ${kind}`)
  .join(', ');
process.stdout.write(
  `\nSecrets scan: ${lines.toLocaleString('en-US')} lines in ${sources.length} log files; ${secrets.length} registered secrets (${byKind || 'none'}) and key/webhook-secret/cookie shapes; ${findings.length} leaks\n`,
);
for (const source of sources) process.stdout.write(`  scanned ${source.file}\n`);
for (const f of findings.slice(0, 50)) process.stdout.write(`  LEAK ${f.kind} ${f.hint} at ${f.file}:${f.line}\n`);
recordResult({
  area: 'secrets',
  scenario:
    'run output, app/worker logs and Postgres server.log scanned for keys, webhook secrets, passwords, session tokens, SQL parameters',
  tries: lines,
  unit: 'log lines',
  held: `${sources.length} log files; ${secrets.length} registered secrets (${byKind || 'none'}) + shapes; leaks found: ${findings.length}`,
  losses: findings.length,
});

const summary = spawnSync(process.execPath, ['--import', 'tsx', path.join('src', 'reliability', 'print-summary.ts')], {
  stdio: 'inherit',
});
const status = vitestStatus !== 0 ? vitestStatus : findings.length > 0 || summary.status !== 0 ? 1 : 0;
process.exit(status);
