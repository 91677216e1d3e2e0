// The typed client (packages/client): its types match the served document, its README example compiles under
// --strict and runs against the app, and it speaks the API's idempotency and error envelope as the REST tests do.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

describe('the packages as a consumer installs them', () => {
  it('the client ships the verifier as packages/verify-webhook has it, byte for byte', () => {
    for (const [shipped, source] of [
      ['verify-webhook.mjs', 'index.mjs'],
      ['verify-webhook.d.mts', 'index.d.ts'],
    ]) {
      expect(readFileSync(`packages/client/${shipped}`, 'utf8'), shipped).toBe(
        readFileSync(`packages/verify-webhook/${source}`, 'utf8'),
      );
    }
  });

  it('each tarball of `npm pack` installs alone in an empty folder and serves a --strict consumer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aos-pack-'));
    const tsc = resolve('node_modules/.bin/tsc');
    try {
      await run('npm', ['pack', '-w', 'packages/client', '-w', 'packages/verify-webhook', '--pack-destination', dir]);
      for (const [name, tarball, source] of [
        [
          '@agent-order-service/client',
          'agent-order-service-client-1.0.0.tgz',
          "import { createClient, computeSignature, verifyWebhook } from '@agent-order-service/client';\n" +
            "const api = createClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'svc_live_a.b' });\n" +
            "const body = '{}';\n" +
            'const t: number = Math.floor(Date.now() / 1000);\n' +
            "const ok: boolean = verifyWebhook(body, `t=${t},v1=${computeSignature(body, t, 's')}`, 's');\n" +
            'console.log(typeof api.createOrder, ok);\n',
        ],
        [
          '@agent-order-service/verify-webhook',
          'agent-order-service-verify-webhook-1.0.0.tgz',
          "import { computeSignature, verifyWebhook } from '@agent-order-service/verify-webhook';\n" +
            "const body = '{}';\n" +
            'const t: number = Math.floor(Date.now() / 1000);\n' +
            "const ok: boolean = verifyWebhook(body, `t=${t},v1=${computeSignature(body, t, 's')}`, 's');\n" +
            'console.log(ok);\n',
        ],
      ] as const) {
        const consumer = join(dir, name.replace('/', '_'));
        await run('mkdir', ['-p', consumer]);
        writeFileSync(
          join(consumer, 'package.json'),
          JSON.stringify({ name: 'consumer', type: 'module', private: true }),
        );
        // Only the tarball: its dependencies come from the registry, nothing from the clone.
        await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', join(dir, tarball)], {
          cwd: consumer,
        });
        writeFileSync(join(consumer, 'consumer.ts'), source);
        await run(
          tsc,
          [
            '--strict',
            '--module',
            'nodenext',
            '--moduleResolution',
            'nodenext',
            '--target',
            'es2022',
            '--types',
            'node',
            '--typeRoots',
            resolve('node_modules/@types'),
            'consumer.ts',
          ],
          { cwd: consumer },
        );
        const { stdout } = await run(process.execPath, ['consumer.js'], { cwd: consumer });
        expect(stdout.trim(), name).toBe(name.endsWith('client') ? 'function true' : 'true');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
