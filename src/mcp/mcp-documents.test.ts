// Documents through the tools: buat_order with an inline (base64) document fills a `file` intake field,
// status_order returns the file with its signed link, and the bytes come back from that link without a key.
import { createHash } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '~/mcp/api-client';
import { getDb, type Db } from '~/server/db/client';
import { files, orders, serviceIntakeFields, services } from '~/server/db/schema';
import { startAppServer, type AppServer } from '~/test/app-server';
import { useFileDatabase } from '~/test/file-database';
import { createAgent, type Agent } from '~/test/fixtures';

const databaseUrl = await useFileDatabase('aos_mcp_documents');
const SERVICE = 'uji-dokumen-mcp';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let db: Db;
let app: AppServer;
let agent: Agent;
let client: Client;

beforeAll(async () => {
  db = await getDb();
  await db.insert(services).values({
    code: SERVICE,
    name: 'Uji dokumen MCP',
    description: 'Layanan uji dengan intake berkas',
    category: 'uji',
    priceIdr: 500_000,
    slaHours: 48,
  });
  await db.insert(serviceIntakeFields).values([
    { serviceCode: SERVICE, key: 'nama', label: 'Nama', required: true, description: '', position: 0 },
    { serviceCode: SERVICE, key: 'ktp', label: 'KTP', required: true, description: '', type: 'file', position: 1 },
  ]);
  app = await startAppServer({ DATABASE_URL: databaseUrl, SERVICE_EMBEDDED_DB: '0' });
  agent = await createAgent({ db, depositIdr: 10_000_000 });
  client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${app.baseUrl}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${agent.apiKey}` } },
    }),
  );
}, 120_000);

afterAll(async () => {
  await client?.close().catch(() => {});
  await app?.stop();
});

type ToolResult = { isError?: boolean; content: { text: string }[]; structuredContent?: any };
const call = async (name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as ToolResult;

describe('documents through the MCP tools', () => {
  it('buat_order with a base64 document; status_order returns its link; the bytes come back from it', async () => {
    const created = await call('buat_order', {
      layanan: SERVICE,
      intake: { nama: 'Budi' },
      dokumen: [{ intake_key: 'ktp', nama: 'ktp.pdf', isi_base64: PDF.toString('base64') }],
      max_budget: 1_000_000,
      idempotency_key: 'mcp-dokumen-1',
    });
    expect(created.isError, created.content[0]!.text).toBeFalsy();
    const order = created.structuredContent;
    expect(order.intake.ktp).toMatch(/^file_/);

    const status = await call('status_order', { order_id: order.id });
    expect(status.isError).toBeFalsy();
    const [file] = status.structuredContent.files;
    expect(file).toMatchObject({ id: order.intake.ktp, filename: 'ktp.pdf', attached_to: 'intake', intake_key: 'ktp' });
    const { pathname, search } = new URL(file.download_url);
    const res = await fetch(`${app.baseUrl}${pathname}${search}`);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(sha256(bytes)).toBe(sha256(PDF));
    expect(file.sha256).toBe(sha256(PDF));
  });

  it('a refused document is the API answer as a tool error, and no order is made', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const refused = await call('buat_order', {
      layanan: SERVICE,
      intake: { nama: 'Budi' },
      dokumen: [{ intake_key: 'ktp', nama: 'ktp.pdf', isi_base64: exe.toString('base64') }],
    });
    expect(refused.isError).toBe(true);
    expect(refused.content[0]!.text).toMatch(/^HTTP 422 \{"error":\{"code":"VALIDATION","message":"file: /);
    const made = await db.select({ id: orders.id }).from(orders).where(eq(orders.organizationId, agent.organizationId));
    expect(made).toHaveLength(1); // the previous test's
    const stored = await db.select().from(files).where(eq(files.organizationId, agent.organizationId));
    expect(stored.map((f) => f.name)).toEqual(['ktp.pdf']);
  });

  it('the HTTP client sends a multipart form as POST /v1/files reads it (the standalone and stdio servers use it)', async () => {
    const res = await callApi(app.baseUrl, `Bearer ${agent.apiKey}`, {
      method: 'POST',
      path: '/files',
      form: { fields: { purpose: 'message' }, file: { name: 'surat "kuasa".pdf', bytes: PDF } },
    });
    expect(res.status, res.text).toBe(201);
    const body = JSON.parse(res.text);
    expect(body).toMatchObject({ purpose: 'message', filename: 'surat _kuasa_.pdf', size: PDF.length });
    const [row] = await db.select().from(files).where(eq(files.id, body.id));
    expect(row!.sha256).toBe(sha256(PDF));
  });
});
