// The typed client (packages/client): its types match the served document, its README example compiles under
// --strict and runs against the app, and it speaks the API's idempotency and error envelope as the REST tests do.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { createClient } from '@agent-order-service/client';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { orders } from '~/server/db/schema';
import { appDb, createAgent } from '~/test/fixtures';
import { CLIENT_SCHEMA_PATH, clientSchemaSource } from './client-schema';

const run = promisify(execFile);
const EXAMPLE = 'packages/client/example.ts';
const REVIEW_INTAKE = {
  dokumen_kontrak_url: 'https://files.example.com/kontrak.pdf',
  jenis_kontrak: 'perjanjian sewa',
};

const tsBlocks = (file: string) => [...readFileSync(file, 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);

describe('typed client', () => {
  it('passes its own retry and Idempotency-Key tests with plain node', async () => {
    const { stdout } = await run(process.execPath, ['--test', 'test/'], { cwd: 'packages/client' });
    expect(stdout).toMatch(/# fail 0/);
    expect(stdout).toMatch(/# pass [1-9]/);
  });

  it('schema.d.ts is what `npm run client:generate` makes from the served document', async () => {
    expect(readFileSync(CLIENT_SCHEMA_PATH, 'utf8')).toBe(await clientSchemaSource());
  });

  it('the README example is example.ts, which compiles under tsc --strict as a consumer would', async () => {
    const example = readFileSync(EXAMPLE, 'utf8');
    expect(example.trim().split('\n').length).toBeLessThanOrEqual(10);
    expect(tsBlocks('packages/client/README.md')).toContain(example);
    expect(tsBlocks('README.md')).toContain(example);
    const args = [
      '--strict',
      '--noEmit',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
    ];
    await expect(run('node_modules/.bin/tsc', [...args, '--types', 'node', EXAMPLE])).resolves.toBeTruthy();
  }, 60_000);

  it('the example orders against the app: one order, paid from the deposit', async () => {
    const agent = await createAgent({ depositIdr: 5_000_000 });
    const { stdout } = await run(process.execPath, ['--import', 'tsx', EXAMPLE], {
      env: { ...process.env, SERVICE_API_URL: inject('baseUrl'), SERVICE_API_KEY: agent.apiKey },
    });
    const [id, status] = stdout.trim().split(' ');
    expect(status).toMatch(/^(dibayar|ditawarkan)$/);
    const rows = await appDb().select().from(orders).where(eq(orders.organizationId, agent.organizationId));
    expect(rows.map((o) => o.id)).toEqual([id]);
  }, 60_000);

  it('createOrder with a given key replays (200, Idempotent-Replayed) and errors come as the typed envelope', async () => {
    const agent = await createAgent({ depositIdr: 5_000_000 });
    const api = createClient({ baseUrl: inject('baseUrl'), apiKey: agent.apiKey });
    const body = { service: 'review-kontrak', intake: REVIEW_INTAKE, max_budget: 2_000_000 };
    const first = await api.createOrder(body, { idempotencyKey: 'typed-client-1' });
    const again = await api.createOrder(body, { idempotencyKey: 'typed-client-1' });
    expect([first.response.status, again.response.status]).toEqual([201, 200]);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data?.id).toBe(first.data?.id);

    const tooDear = await api.createOrder({ ...body, max_budget: 1 });
    expect(tooDear.response.status).toBe(402);
    expect(tooDear.error?.error.code).toBe('BUDGET_EXCEEDED');
    const rows = await appDb().select().from(orders).where(eq(orders.organizationId, agent.organizationId));
    expect(rows).toHaveLength(1);
  });
});
