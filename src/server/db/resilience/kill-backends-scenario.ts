// Child process of postgres-resilience.test.ts: a postgres.js pool under load (transactions, large
// parameters) while its backends die; afterwards every query must settle and the pool answer again.
// Mode `terminate`: kills its pool's backends itself. Mode `external`: prints READY, and stops the load
// at the first line on stdin (the test restarts the server in between).
// Exit 0 and RECOVERED when fine; 2 on an uncaught exception, 3 on a query that never settles.
import postgres from 'postgres';

const [url = '', mode = 'terminate'] = process.argv.slice(2);
const say = (line: string) => process.stdout.write(`${line}\n`);
process.on('uncaughtException', (e) => {
  say(`UNCAUGHT ${(e as Error).stack ?? String(e)}`);
  process.exit(2);
});

// A reconnect backoff capped well under a second and a 3 s connect timeout, as the app's pool has (client.ts):
// postgres.js' own backoff grows to 20 s after a burst of failed connections, and its 30 s connect timeout
// outlasts the 15 s this scenario allows a query to settle, so a connection opened while a loaded machine is still
// restarting the server would read as a hang here.
const backoff = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5);
const sql = postgres(url, {
  max: 8,
  backoff,
  connect_timeout: 3,
  onnotice: () => {},
  connection: { application_name: 'victim' },
});
const admin = postgres(url, { max: 1, onnotice: () => {} });
// Larger than postgres.js's 1 KiB write buffer, so writes go out both directly and deferred.
const big = 'x'.repeat(64 * 1024);
let running = true;
const settlesWithin = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(Object.assign(new Error(`${what}: no answer within ${ms} ms`), { hang: true })), ms),
    ),
  ]);

async function load() {
  while (running) {
    await Promise.allSettled([
      sql.begin(async (tx) => {
        await tx`select ${big}::text as v`;
        await tx`select pg_sleep(0.005)`;
        await tx`select 1 as one`;
      }),
      sql`select length(${big}::text) as n`,
      sql`select 1 as one`,
    ]);
  }
}

const loops = Array.from({ length: 8 }, load);
if (mode === 'terminate') {
  for (let i = 0; i < 15; i++) {
    await new Promise((r) => setTimeout(r, 40));
    await admin`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'victim'`.catch(
      () => {},
    );
  }
} else {
  say('READY');
  await new Promise((resolve) => process.stdin.once('data', resolve));
}
running = false;
try {
  await settlesWithin(Promise.all(loops), 15_000, 'load');
  // Answers again: every round of queries settles within seconds, and ten rounds succeed.
  let ok = 0;
  const deadline = Date.now() + 30_000;
  while (ok < 10 && Date.now() < deadline) {
    try {
      await settlesWithin(Promise.all(Array.from({ length: 8 }, () => sql`select ${big}::text as v`)), 5000, 'query');
      ok++;
    } catch (e) {
      if ((e as { hang?: boolean }).hang) throw e;
      await new Promise((r) => setTimeout(r, 100)); // the server may still be starting
    }
  }
  say(ok === 10 ? 'RECOVERED' : `FAILED after ${ok} good rounds`);
  await admin.end({ timeout: 1 });
  await settlesWithin(sql.end({ timeout: 1 }), 5000, 'end').catch(() => {});
  process.exit(ok === 10 ? 0 : 4);
} catch (e) {
  say(`HANG ${String(e)}`);
  process.exit(3);
}
