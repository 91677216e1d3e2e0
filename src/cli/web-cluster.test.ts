// WEB_CONCURRENCY=2: two web processes answer on one port, and /metrics, whichever of them a scrape reaches,
// shows the figures of both (requests summed over the processes, each process counted once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '~/test/file-database';
import { startIsolatedApp, type IsolatedApp } from '~/test/isolated-app';

let env: IsolatedApp;

beforeAll(async () => {
  env = await startIsolatedApp('aos_web_cluster', { WEB_CONCURRENCY: '2' });
}, 240_000);
afterAll(async () => env?.stop());

const scrape = async () => (await fetch(`${env.baseUrl}/metrics`)).text();
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('several web processes', () => {
  it('serve one port, and every scrape shows the requests of all of them', { timeout: 180_000 }, async () => {
    await waitFor(async () => valueOf(await scrape(), 'aos_web_processes{process="web"}') === 2, {
      what: 'two web processes listening',
      timeoutMs: 150_000,
    });
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${env.baseUrl}/v1/orders`, { headers: { Authorization: 'Bearer svc_live_x.y' } });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
    const series = 'aos_http_requests_total{surface="v1",route="/v1/orders",method="GET",status="401",process="web"}';
    // Round robin spreads the six over both processes: one process alone would count about half of them.
    for (let scrapeNo = 0; scrapeNo < 3; scrapeNo++) expect(valueOf(await scrape(), series)).toBe(6);
    const health = await fetch(`${env.baseUrl}/health`);
    expect(health.status).toBe(200);
  });
});
