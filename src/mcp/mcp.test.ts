// The tool server through the SDK's own clients: the app's /mcp route, the standalone server and stdio,
// against a real app instance, database and worker of this file's own.
import { testDomain } from '~/test/domain-context';
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Ajv, type ValidateFunction } from 'ajv';
import type { Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { placeBid } from '~/server/domain/cases/place-bid';
import { getOrderDetails } from '~/server/domain/orders/order-details';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { askClient, deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { createClaimedPractitioner } from '~/test/practitioners';
import { startWorker } from '~/server/worker/runner';
import { freePort, startAppServer, type AppServer } from '~/test/app-server';
import { createAgent, type Agent } from '~/test/fixtures';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { ORDER_FIELDS, validIntake } from '~/test/orders';

const databaseUrl = await useFileDatabase('aos_mcp');

let db: Db;
let app: AppServer;
let runner: Runner;
let agent: Agent;
let standalone: ChildProcess;
let standaloneUrl: string;
const clients: Client[] = [];

async function connect(url: string, key: string | null): Promise<Client> {
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(url), {
      requestInit: { headers: key ? { Authorization: `Bearer ${key}` } : {} },
    }),
  );
  clients.push(client);
  return client;
}

type ToolResult = {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
};
const ajv = new Ajv({ strict: false });
/** Each tool's listed outputSchema, compiled once: every successful call's structuredContent must satisfy it. */
const outputValidators = new Map<string, ValidateFunction>();

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  if (outputValidators.size === 0) {
    for (const tool of (await client.listTools()).tools)
      outputValidators.set(tool.name, ajv.compile(tool.outputSchema!));
  }
  const result = (await client.callTool({ name, arguments: args })) as ToolResult;
  const textOut = result.content[0]!.text;
  if (!result.isError) {
    // The text stays the API's JSON; structuredContent is that same JSON and matches the declared schema.
    expect(result.structuredContent, name).toEqual(JSON.parse(textOut));
    const validate = outputValidators.get(name)!;
    expect(validate(result.structuredContent), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  } else {
    expect(result.structuredContent, name).toBeUndefined();
  }
  return { isError: result.isError === true, text: textOut, json: result.isError ? null : JSON.parse(textOut) };
}

beforeAll(async () => {
  db = await getDb();
  app = await startAppServer({ DATABASE_URL: databaseUrl, SERVICE_EMBEDDED_DB: '0' });
  runner = await startWorker({ domain: testDomain });
  agent = await createAgent({
    db,
    depositIdr: 30_000_000,
    approvalThresholdIdr: 5_000_000,
    perOrderLimitIdr: 10_000_000,
  });
  const port = await freePort();
  standaloneUrl = `http://127.0.0.1:${port}`;
  standalone = spawn(process.execPath, ['--import', 'tsx', 'src/mcp/transports/standalone-http.ts'], {
    env: { ...process.env, MCP_PORT: String(port), MCP_PUBLIC_URL: standaloneUrl, SERVICE_API_URL: app.baseUrl },
    stdio: 'ignore',
  });
  await waitFor(
    async () =>
      fetch(`${standaloneUrl}/health`).then(
        (r) => r.ok,
        () => false,
      ),
    { what: 'standalone MCP server' },
  );
}, 120_000);

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => {});
  standalone?.kill('SIGTERM');
  await runner?.stop();
  await app?.stop();
});

const TOOL_ARGS: Record<string, { properties: string[]; required: string[] }> = {
  daftar_layanan: { properties: [], required: [] },
  detail_layanan: { properties: ['code'], required: ['code'] },
  buat_order: {
    properties: ['callback_url', 'dokumen', 'idempotency_key', 'intake', 'layanan', 'max_budget'],
    required: ['intake', 'layanan'],
  },
  status_order: { properties: ['order_id'], required: ['order_id'] },
  kirim_pesan: { properties: ['berkas', 'dokumen', 'order_id', 'pesan'], required: ['order_id', 'pesan'] },
  terima_hasil: { properties: ['order_id'], required: ['order_id'] },
  ajukan_kasus: {
    properties: ['bidang', 'budget', 'cerita', 'email_kontak', 'nama_kontak', 'telepon_kontak', 'urgensi'],
    required: ['cerita', 'email_kontak', 'nama_kontak'],
  },
  status_kasus: { properties: ['case_id'], required: ['case_id'] },
  pilih_penawaran: { properties: ['bid_id', 'case_id'], required: ['bid_id', 'case_id'] },
  saldo: { properties: [], required: [] },
};

describe('tools over the app route /mcp', () => {
  it('lists exactly the 10 tools with the spec argument names, read-only ones annotated', async () => {
    const client = await connect(`${app.baseUrl}/mcp`, agent.apiKey);
    expect(client.getServerVersion()).toMatchObject({ version: '0.1.0' });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(Object.keys(TOOL_ARGS).sort());
    for (const tool of tools) {
      const expected = TOOL_ARGS[tool.name]!;
      expect(Object.keys(tool.inputSchema.properties ?? {}).sort(), tool.name).toEqual(expected.properties);
      expect([...(tool.inputSchema.required ?? [])].sort(), tool.name).toEqual(expected.required);
      expect(tool.description!.length).toBeGreaterThan(40);
      const readOnly = ['daftar_layanan', 'detail_layanan', 'status_order', 'status_kasus', 'saldo'].includes(
        tool.name,
      );
      expect(tool.annotations?.readOnlyHint ?? false, tool.name).toBe(readOnly);
      // The REST response's schema; lists come wrapped in an object (daftar_layanan: { data: [...] }).
      expect(tool.outputSchema, tool.name).toMatchObject({ type: 'object', properties: expect.any(Object) });
      expect(() => ajv.compile(tool.outputSchema!), tool.name).not.toThrow();
    }
    const shapes = Object.fromEntries(tools.map((t) => [t.name, Object.keys(t.outputSchema!.properties!).sort()]));
    expect(shapes.daftar_layanan).toEqual(['data']);
    for (const name of ['buat_order', 'status_order', 'kirim_pesan', 'terima_hasil'])
      expect(shapes[name], name).toEqual([...ORDER_FIELDS].sort());
  });

  it('every tool works against real data', async () => {
    const client = await connect(`${app.baseUrl}/mcp`, agent.apiKey);
    const prac = (
      await createClaimedPractitioner({
        db,
        name: 'Dewi SH',
        email: 'dewi@example.com',
        serviceCodes: ['review-kontrak'],
      })
    ).id;

    const catalog = await call(client, 'daftar_layanan');
    expect(catalog.json.data.map((s: { code: string }) => s.code)).toContain('review-kontrak');
    const detail = await call(client, 'detail_layanan', { code: 'review-kontrak' });
    expect(detail.json.intake.length).toBeGreaterThan(0);

    const args = {
      layanan: 'review-kontrak',
      intake: validIntake('review-kontrak'),
      max_budget: 2_000_000,
      idempotency_key: 'mcp-order-1',
    };
    const first = await call(client, 'buat_order', args);
    const again = await call(client, 'buat_order', args);
    expect(first.json.status).toBe('dibayar');
    expect(again.json.id).toBe(first.json.id);
    const id: string = first.json.id;

    await waitFor(async () => (await getOrderDetails({ db, orderId: id })).current_offer?.practitioner_id === prac, {
      what: 'offer',
    });
    await acceptOffer({ db, domain: testDomain, orderId: id, practitionerId: prac });
    await startWork({ db, domain: testDomain, orderId: id, practitionerId: prac });
    await askClient({ db, domain: testDomain, orderId: id, practitionerId: prac, text: 'Jenis kontraknya apa?' });
    const status = await call(client, 'status_order', { order_id: id });
    expect(status.json.status).toBe('butuh_input_klien');
    const replied = await call(client, 'kirim_pesan', { order_id: id, pesan: 'Kontrak sewa gedung' });
    expect(replied.json).toMatchObject({
      status: 'dikerjakan',
      messages: [{ sender: 'praktisi' }, { sender: 'klien', text: 'Kontrak sewa gedung' }],
    });
    await deliverOrder({ db, domain: testDomain, orderId: id, practitionerId: prac, text: 'Memo review' });
    expect((await call(client, 'terima_hasil', { order_id: id })).json.status).toBe('selesai');

    const kasus = await call(client, 'ajukan_kasus', {
      nama_kontak: 'Budi',
      email_kontak: 'budi@contoh.id',
      cerita: 'Sengketa tanah warisan dengan saudara di Bandung sejak 2019.',
      bidang: 'perdata',
    });
    expect(kasus.json).toMatchObject({ status: 'terbuka', contact_name: 'Budi', area: 'perdata', urgency: null });
    const { bid_id } = await placeBid({
      domain: testDomain,
      db,
      caseId: kasus.json.id,
      practitionerId: prac,
      amountIdr: 15_000_000,
      message: 'Saya bisa bantu',
    });
    expect((await call(client, 'status_kasus', { case_id: kasus.json.id })).json.bids).toHaveLength(1);
    const chosen = await call(client, 'pilih_penawaran', { case_id: kasus.json.id, bid_id });
    expect(chosen.json).toMatchObject({
      status: 'dipilih',
      selected_bid_id: bid_id,
      invoice: { amount_idr: 15_000_000 },
    });

    expect((await call(client, 'saldo')).json).toMatchObject({
      organization_id: agent.organizationId,
      deposit_idr: 30_000_000 - 1_500_000,
    });
  });

  it('API errors come back as isError with HTTP <status> and the error JSON', async () => {
    const client = await connect(`${app.baseUrl}/mcp`, agent.apiKey);
    const accept = await call(client, 'terima_hasil', { order_id: 'ord_doesnotexist000000000000' });
    expect(accept.isError).toBe(true);
    expect(accept.text).toMatch(/^HTTP 404 /);
    expect(JSON.parse(accept.text.slice('HTTP 404 '.length))).toEqual({
      error: { code: 'NOT_FOUND', message: expect.any(String) },
    });
    const bid = await call(client, 'buat_order', { layanan: 'litigasi-perdata', intake: {} });
    expect(bid.text).toMatch(/^HTTP 422 \{"error":\{"code":"SERVICE_IS_BID"/);
  });

  it("the tool's own schema refuses bad arguments before any call", async () => {
    const client = await connect(`${app.baseUrl}/mcp`, agent.apiKey);
    const short = (await client.callTool({
      name: 'ajukan_kasus',
      arguments: { nama_kontak: 'A', email_kontak: 'a@b.id', cerita: 'pendek' },
    })) as ToolResult;
    expect(short.isError).toBe(true);
    expect(short.content[0]!.text).not.toMatch(/^HTTP/);
  });

  it('a wrong key is a tool error HTTP 401', async () => {
    const client = await connect(`${app.baseUrl}/mcp`, 'svc_live_zzzzzzzz.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    const res = await call(client, 'saldo');
    expect(res.isError).toBe(true);
    expect(res.text).toMatch(/^HTTP 401 \{"error":\{"code":"UNAUTHORIZED"/);
  });

  it('scopes, budgets, approval and the rate limit apply to tool calls unchanged', async () => {
    const narrow = await createAgent({ db, scopes: ['saldo:baca'], depositIdr: 10_000_000 });
    const c1 = await connect(`${app.baseUrl}/mcp`, narrow.apiKey);
    expect((await call(c1, 'buat_order', { layanan: 'nib-oss', intake: validIntake('nib-oss') })).text).toMatch(
      /^HTTP 403 \{"error":\{"code":"FORBIDDEN_SCOPE"/,
    );

    const c2 = await connect(`${app.baseUrl}/mcp`, agent.apiKey);
    const over = await call(c2, 'buat_order', {
      layanan: 'pendirian-pt',
      intake: validIntake('pendirian-pt'),
      max_budget: 1_000_000,
    });
    expect(over.text).toMatch(/^HTTP 402 \{"error":\{"code":"BUDGET_EXCEEDED"/);
    const big = await call(c2, 'buat_order', {
      layanan: 'izin-usaha-pma',
      intake: validIntake('izin-usaha-pma'),
      max_budget: 8_000_000,
    });
    expect(big.json).toMatchObject({ status: 'menunggu_bayar', approval_required: true });

    const limited = await createAgent({ db });
    const c3 = await connect(`${app.baseUrl}/mcp`, limited.apiKey);
    const results = [];
    for (let i = 0; i < 61; i++) results.push(await call(c3, 'daftar_layanan'));
    expect(results.slice(0, 60).every((r) => !r.isError)).toBe(true);
    expect(results[60]!.text).toMatch(/^HTTP 429 \{"error":\{"code":"RATE_LIMITED"/);
  });
});

describe('HTTP surface', () => {
  it('every method but POST is 405 even without a key; POST without Authorization is 401 with the OAuth metadata pointer', async () => {
    for (const base of [app.baseUrl, standaloneUrl]) {
      for (const method of ['GET', 'OPTIONS', 'DELETE', 'PUT', 'PATCH']) {
        const res = await fetch(`${base}/mcp`, { method, headers: { Accept: 'text/event-stream' } });
        expect(res.status, `${method} ${base}`).toBe(405);
        expect(res.headers.get('allow')).toBe('POST');
      }
      const post = await fetch(`${base}/mcp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: '{}',
      });
      expect(post.status).toBe(401);
      expect(post.headers.get('www-authenticate')).toBe(
        `Bearer resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`,
      );
      expect((await post.json()).error.message).toMatch(
        /^Sign in with OAuth .* or send Authorization: Bearer svc_live_/,
      );
    }
  });

  it('an OAuth-capable client (as MCP Inspector connects): both servers send it to the app to authorize, each for its own /mcp', async () => {
    // The Inspector's provider, reduced: no stored client or tokens, so a 401 starts discovery and registration.
    let authorizationUrl: URL | null = null;
    const inspectorLike = {
      redirectUrl: 'http://localhost:6274/oauth/callback',
      clientMetadata: {
        redirect_uris: ['http://localhost:6274/oauth/callback'],
        client_name: 'MCP Inspector',
        token_endpoint_auth_method: 'none',
      },
      clientInformation: () => undefined,
      saveClientInformation: () => {},
      tokens: () => undefined,
      saveTokens: () => {},
      redirectToAuthorization: (url: URL) => {
        authorizationUrl = url;
      },
      saveCodeVerifier: () => {},
      codeVerifier: () => '',
    };
    const viaApp = await new Client({ name: 'inspector-like', version: '1.0.0' })
      .connect(new StreamableHTTPClientTransport(new URL('/mcp', app.baseUrl), { authProvider: inspectorLike }))
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(viaApp).toBeInstanceOf(UnauthorizedError);
    expect(authorizationUrl!.href.startsWith(`${app.baseUrl}/authorize?`)).toBe(true);
    expect(authorizationUrl!.searchParams.get('resource')).toBe(`${app.baseUrl}/mcp`);

    const viaStandalone = await new Client({ name: 'inspector-like', version: '1.0.0' })
      .connect(new StreamableHTTPClientTransport(new URL('/mcp', standaloneUrl), { authProvider: inspectorLike }))
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(viaStandalone).toBeInstanceOf(UnauthorizedError);
    expect(authorizationUrl!.href.startsWith(`${app.baseUrl}/authorize?`)).toBe(true);
    expect(authorizationUrl!.searchParams.get('resource')).toBe(`${standaloneUrl}/mcp`);
    // The standalone server is no authorization server: only its resource metadata is here.
    expect((await fetch(`${standaloneUrl}/.well-known/oauth-authorization-server`)).status).toBe(404);
    expect((await fetch(`${standaloneUrl}/register`, { method: 'POST' })).status).toBe(404);
  });

  it("the README's HTTP client configuration works as pasted (SERVICE_API_KEY substituted)", async () => {
    const readme = (await import('node:fs')).readFileSync('README.md', 'utf8');
    const block = [...readme.matchAll(/```json\n([\s\S]*?)```/g)]
      .map((m) => m[1]!)
      .find((b) => b.includes('"type": "http"'));
    const config = JSON.parse(block!).mcpServers['agent-order-service'] as {
      type: string;
      url: string;
      headers: Record<string, string>;
    };
    expect(config.type).toBe('http');
    const headers = Object.fromEntries(
      Object.entries(config.headers).map(([k, v]) => [k, v.replace('${SERVICE_API_KEY}', agent.apiKey)]),
    );
    const client = new Client({ name: 'readme-config', version: '1.0.0' });
    clients.push(client);
    await client.connect(
      new StreamableHTTPClientTransport(new URL(new URL(config.url).pathname, app.baseUrl), {
        requestInit: { headers },
      }),
    );
    expect((await client.listTools()).tools).toHaveLength(10);
    await expect(
      new Client({ name: 'no-key', version: '1.0.0' }).connect(
        new StreamableHTTPClientTransport(new URL('/mcp', app.baseUrl)),
      ),
    ).rejects.toThrow(/Sign in with OAuth .* or send Authorization: Bearer svc_live_/);
  });

  it("the README's stdio client configuration works as pasted (path, key and API address filled in)", async () => {
    const readme = (await import('node:fs')).readFileSync('README.md', 'utf8');
    const block = [...readme.matchAll(/```json\n([\s\S]*?)```/g)]
      .map((m) => m[1]!)
      .find((b) => b.includes('"command"'));
    const config = JSON.parse(block!).mcpServers['agent-order-service'] as {
      command: string;
      args: string[];
      env: Record<string, string>;
    };
    const client = new Client({ name: 'readme-stdio', version: '1.0.0' });
    clients.push(client);
    await client.connect(
      new StdioClientTransport({
        command: config.command,
        args: config.args.map((a) => a.replace('/path/to/agent-order-service', process.cwd())),
        env: {
          ...config.env,
          SERVICE_API_KEY: agent.apiKey,
          SERVICE_API_URL: app.baseUrl.replace('127.0.0.1', 'api.localhost'),
          PATH: process.env.PATH ?? '',
          // From outside the project npx takes tsx from its own cache, fetched once from the registry.
          npm_config_prefer_offline: 'true',
        },
        // As an MCP client starts it: in a directory of its own, outside the project.
        cwd: tmpdir(),
        stderr: 'ignore',
      }),
    );
    expect(config.command).toBe('npx');
    expect((await call(client, 'saldo')).json.organization_id).toBe(agent.organizationId);
  });

  it('the standalone server: /health ok, other paths 404, and the same tools', async () => {
    expect(await (await fetch(`${standaloneUrl}/health`)).json()).toEqual({ ok: true });
    expect((await fetch(`${standaloneUrl}/other`)).status).toBe(404);
    const client = await connect(`${standaloneUrl}/mcp`, agent.apiKey);
    expect((await client.listTools()).tools).toHaveLength(10);
    expect((await call(client, 'saldo')).json.organization_id).toBe(agent.organizationId);
  });

  it('API_UNREACHABLE when the API is down', async () => {
    const port = await freePort();
    const down = spawn(process.execPath, ['--import', 'tsx', 'src/mcp/transports/standalone-http.ts'], {
      env: { ...process.env, MCP_PORT: String(port), SERVICE_API_URL: `http://127.0.0.1:${await freePort()}` },
      stdio: 'ignore',
    });
    try {
      await waitFor(
        async () =>
          fetch(`http://127.0.0.1:${port}/health`).then(
            (r) => r.ok,
            () => false,
          ),
        { what: 'server' },
      );
      const client = await connect(`http://127.0.0.1:${port}/mcp`, agent.apiKey);
      const res = await call(client, 'saldo');
      expect(res.isError).toBe(true);
      expect(res.text).toMatch(/^API_UNREACHABLE /);
    } finally {
      down.kill('SIGTERM');
    }
  });
});

describe('stdio', () => {
  it('serves the tools over stdio, resolving *.localhost to loopback', async () => {
    const client = new Client({ name: 'stdio-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', 'src/mcp/transports/stdio.ts'],
        env: {
          SERVICE_API_KEY: agent.apiKey,
          SERVICE_API_URL: app.baseUrl.replace('127.0.0.1', 'api.localhost'),
          PATH: process.env.PATH ?? '',
        },
        cwd: process.cwd(),
        stderr: 'ignore',
      }),
    );
    clients.push(client);
    expect((await client.listTools()).tools).toHaveLength(10);
    expect((await call(client, 'saldo')).json.organization_id).toBe(agent.organizationId);
  });

  it('exits non-zero with a clear message when SERVICE_API_KEY is empty', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/mcp/transports/stdio.ts'], {
      env: { ...process.env, SERVICE_API_KEY: '' },
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/SERVICE_API_KEY/);
  });
});
