// `node --conditions=react-server --import tsx bench/print-statements.ts [--write]`: on a scratch cluster, prints the statements the server sends for
// one GET /v1/orders/{id} and one POST /v1/orders; --write turns them into bench/pgbench/*.sql.
import { capture, installCapture, normalize } from './capture';
import { toPgbenchScript, writeScript } from './pgbench';
import { withScratchCluster } from './scratch-cluster';
import { arrangeAgent, arrangePractitioners, fixtureValues, orderRequests } from './statements';

await withScratchCluster(
  { prefix: 'aos-stmts-', port: Number(process.env.STATEMENTS_PG_PORT ?? 55874) },
  async ({ url }) => {
    process.env.DATABASE_URL = url;
    installCapture();
    const { serveV1 } = await import('~/server/front-door/v1-pipeline');
    const agent = await arrangeAgent(url);
    // Someone to offer the orders to, so that the POST's statements are those of an order offered (finding 105).
    await arrangePractitioners(url, 1);
    const requests = orderRequests(agent);
    const created = await (await serveV1(requests.create())).json();
    await serveV1(requests.get(created.id)); // warm
    const fixture = await fixtureValues(url, agent);
    for (const [name, make, script] of [
      ['POST /v1/orders', () => requests.create(), 'create-order'],
      ['GET /v1/orders/{id}', () => requests.get(created.id), 'get-order'],
    ] as const) {
      const seen = await capture(async () => {
        const res = await serveV1(make());
        if (res.status >= 300) throw new Error(`${name}: ${res.status} ${await res.text()}`);
      });
      console.log(`-- ${name}: ${seen.length} statements`);
      for (const s of seen) console.log(`${normalize(s.statement)}\n   -- ${JSON.stringify(s.parameters)}`);
      if (process.argv.includes('--write'))
        writeScript(
          script,
          toPgbenchScript(name, seen, { ...fixture, order_id: script === 'get-order' ? created.id : undefined }),
        );
    }
  },
);
process.exit(0);
