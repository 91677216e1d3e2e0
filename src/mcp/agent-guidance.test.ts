// What an agent reads before and while using the tools: the initialize result's instructions, every tool's
// description and input schema, as the SDK's own client receives them.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiRequest, RestApi } from './api-client';
import { createToolServer } from './server';

const calls: ApiRequest[] = [];
const api: RestApi = async (_authorization, request) => {
  calls.push(request);
  return { status: 200, text: '{}' };
};

async function connect(authorization = 'Bearer svc_live_abc.def') {
  const server = createToolServer({ api, authorization });
  const client = new Client({ name: 'guidance-test', version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return client;
}

let open: Client | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
  calls.length = 0;
});

// Internal wording an agent must never be shown: code, tables, our process.
const INTERNAL = /\b(?:drizzle|trpc|postgres|api_key|organization_id|TODO|FIXME|domain|handler|src\/|zod)\b/i;

describe('agent guidance', () => {
  it('the initialize result carries instructions with what to do and what never to do', async () => {
    open = await connect();
    const instructions = open.getInstructions() ?? '';
    const points: [string, RegExp][] = [
      ['read the catalog first', /catalog first \(daftar_layanan, then detail_layanan/],
      ['fill all required intake fields', /fill every required intake field/],
      ['always max_budget and idempotency_key', /Always pass max_budget and idempotency_key to buat_order/],
      [
        'menunggu_bayar: an admin must approve',
        /menunggu_bayar, tell the user that an organization admin must approve/,
      ],
      ['butuh_input_klien: ask, kirim_pesan', /butuh_input_klien, read .* ask the user, and reply with kirim_pesan/],
      ['never invent data', /Never invent intake data or answers for butuh_input_klien/],
      ['accept only after the user saw it', /Never call terima_hasil before the user has seen the result/],
      ['no fit: a case, no promise', /no catalog service fits[\s\S]*ajukan_kasus[\s\S]*Never promise an outcome/],
    ];
    for (const [point, pattern] of points) expect(instructions, point).toMatch(pattern);
    expect(instructions).not.toMatch(INTERNAL);
  });

  it('every tool says when to use it and what its result means, in the spec’s names', async () => {
    open = await connect();
    const { tools } = await open.listTools();
    expect(tools).toHaveLength(10);
    const says: Record<string, RegExp[]> = {
      daftar_layanan: [/first, before ordering/, /ajukan_kasus/],
      detail_layanan: [/intake fields/, /buat_order\.intake/],
      buat_order: [/max_budget/, /idempotency_key/, /menunggu_bayar.*admin must approve/, /never invent/, /402/],
      status_order: [/butuh_input_klien.*ask the user.*kirim_pesan/, /diserahkan.*before terima_hasil/],
      kirim_pesan: [/butuh_input_klien/, /never invent data/],
      terima_hasil: [/Only after the user has seen the result/, /cannot be undone/],
      ajukan_kasus: [/no catalog service fits/, /Promise the user no outcome/],
      status_kasus: [/bids/, /ajukan_kasus/],
      pilih_penawaran: [/Only with the user’s decision/],
      saldo: [/per-order and monthly limits/],
    };
    for (const tool of tools) {
      const description = tool.description ?? '';
      expect(description, tool.name).toMatch(
        /the result is|Lists|One catalog service|The full order|The organization|A case/i,
      );
      for (const pattern of says[tool.name] ?? [/never matches/]) expect(description, tool.name).toMatch(pattern);
      expect(description, tool.name).not.toMatch(INTERNAL);
    }
  });

  it('the input schemas carry every rule of the spec’s tool table', async () => {
    open = await connect();
    const { tools } = await open.listTools();
    const props = (name: string) =>
      tools.find((t) => t.name === name)!.inputSchema.properties as Record<string, Record<string, unknown>>;
    expect(props('ajukan_kasus').cerita).toMatchObject({ type: 'string', minLength: 30 });
    expect(props('ajukan_kasus').email_kontak).toMatchObject({ type: 'string', format: 'email' });
    // Optional and nullable in the REST body: the integer > 0 is one branch of its anyOf.
    expect(props('buat_order').max_budget!.anyOf).toContainEqual(
      expect.objectContaining({ type: 'integer', exclusiveMinimum: 0 }),
    );
    // A web address: the REST body's own http(s) pattern, published as such.
    expect(props('buat_order').callback_url!.anyOf).toContainEqual(
      expect.objectContaining({ type: 'string', pattern: expect.stringContaining('https?:') }),
    );
    expect(props('kirim_pesan').pesan).toMatchObject({ type: 'string', minLength: 1 });
  });

  it('a placeholder sent instead of a key is named in both languages, and nothing is called', async () => {
    for (const header of ['Bearer ${SERVICE_API_KEY}', 'Bearer $SERVICE_API_KEY', 'Bearer {{ secrets.KEY }}']) {
      open = await connect(header);
      const result = await open.callTool({ name: 'saldo', arguments: {} });
      await open.close();
      expect(result.isError, header).toBe(true);
      const text = (result.content as { text: string }[])[0]!.text;
      expect(text).toMatch(/^HTTP 401 /);
      const { error } = JSON.parse(text.slice('HTTP 401 '.length)) as { error: { code: string; message: string } };
      expect(error.code).toBe('UNAUTHORIZED');
      expect(error.message).toMatch(/was sent instead of an API key: the MCP client did not substitute it/);
      expect(error.message).toMatch(/terkirim sebagai ganti API key: klien MCP tidak menggantinya/);
    }
    open = undefined;
    expect(calls).toEqual([]);
  });
});
