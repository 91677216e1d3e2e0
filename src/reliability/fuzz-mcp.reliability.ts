// Fuzzing the MCP tool server from its own contract: the tools' inputSchema as `tools/list` reports it
// through the SDK's client, walked into fast-check arbitraries, then mutated as in fuzz-rest (wrong types,
// missing fields, over-long and huge strings, NUL, lone surrogates, RTL marks, emoji, deep nesting, odd ids,
// bad keys and Idempotency-Keys). Every call must end as a result, or `isError` whose text is `HTTP <status>`
// with the REST envelope (a status the operation documents), or the SDK's own argument validation, or a
// refusal of the HTTP transport with the envelope (413/400/422) — never a crash, a hang or a 500; and a
// batch of calls the contract refuses must change nothing in the database.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIsolatedApp, type IsolatedApp } from '~/test/isolated-app';
import {
  Deep,
  Huge,
  LONE_SURROGATES,
  NUL,
  friendlyText,
  materialize,
  operationsOf,
  rejectingBodyMutations,
  toJsonText,
  validValue,
  type JsonSchema,
  type Operation,
} from './contract-fuzz';
import { buildWorld, databaseSnapshot, redact, snapshotDiff, type World } from './fuzz-world';
import { recordResult } from './record-result';
import { atScale } from './scale';

const TOTAL_CALLS = atScale(1_000, 40);
const ROUNDS = atScale(4, 1);
const REJECTED_SHARE = 0.6;
const CONCURRENCY = 8;
const TIMEOUT_MS = 10_000;
const SEED = Number(process.env.RELIABILITY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const DEFECTS_FILE = path.join('test-results', 'reliability', 'fuzz-mcp-defects.json');

/** The spec's tool table: the REST operation each tool calls. */
const TOOL_OPERATION: Record<string, string> = {
  daftar_layanan: 'GET /services',
  detail_layanan: 'GET /services/{code}',
  buat_order: 'POST /orders',
  status_order: 'GET /orders/{id}',
  kirim_pesan: 'POST /orders/{id}/messages',
  terima_hasil: 'POST /orders/{id}/accept',
  ajukan_kasus: 'POST /cases',
  status_kasus: 'GET /cases/{id}',
  pilih_penawaran: 'POST /cases/{id}/select',
  saldo: 'GET /balance',
};
const ID_ARGUMENTS = ['order_id', 'case_id', 'bid_id', 'code'];
const SPEC_EXTRA_STATUSES = [401, 404, 405, 413, 429];
/** What the /mcp HTTP transport may refuse before the tool runs (request guard), with the envelope. */
const TRANSPORT_REFUSALS = [400, 413, 422];

type Tool = { name: string; inputSchema: JsonSchema };
type ClientKind = 'main' | 'narrow' | 'pending' | 'rejected' | 'bad';
type CallPlan = { labels: string[]; client: ClientKind; tool: string; args: unknown; rejected: boolean };
type CallOutcome = { plan: CallPlan; kind: 'result' | 'tool-error' | 'thrown'; text: string; ms: number };

let env: IsolatedApp;
let world: World;
let tools: Tool[];
let operations: Map<string, Operation>;
let catalog: {
  code: string;
  pricing: string;
  orderable: boolean;
  price_idr: number;
  intake: { key: string; required: boolean }[];
}[];
const clients = new Map<ClientKind, Client[]>();

async function connect(authorization: string): Promise<Client> {
  const client = new Client({ name: 'fuzz-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${env.baseUrl}/mcp`), {
      requestInit: { headers: { Authorization: authorization } },
    }),
  );
  return client;
}

describe('fuzzing: MCP tools from their inputSchema', () => {
  beforeAll(async () => {
    env = await startIsolatedApp('aos_rel_fuzz_mcp', { RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'debug' });
    world = await buildWorld(env.db);
    operations = new Map(
      operationsOf(await (await fetch(`${env.baseUrl}/v1/openapi.json`)).json()).map((o) => [o.key, o]),
    );
    catalog = (
      await (
        await fetch(`${env.baseUrl}/v1/services`, { headers: { Authorization: `Bearer ${world.main.apiKey}` } })
      ).json()
    ).data;
    for (const [kind, key] of [
      ['main', world.main.apiKey],
      ['narrow', world.narrow.apiKey],
      ['pending', world.pending.apiKey],
      ['rejected', world.rejected.apiKey],
      ['bad', world.revokedKey],
    ] as const) {
      clients.set(
        kind,
        await Promise.all(Array.from({ length: kind === 'main' ? 4 : 1 }, () => connect(`Bearer ${key}`))),
      );
    }
    tools = (await clients.get('main')![0]!.listTools()).tools as Tool[];
  }, 180_000);

  afterAll(async () => {
    for (const list of clients.values()) for (const c of list) await c.close().catch(() => undefined);
    await env?.stop();
  });

  it(
    `${TOTAL_CALLS} generated tool calls: a result, HTTP <status> with the envelope, or the SDK's validation; rejected batches change nothing`,
    async () => {
      expect(tools.map((t) => t.name).sort()).toEqual(Object.keys(TOOL_OPERATION).sort());
      rmSync(DEFECTS_FILE, { force: true });
      const started = Date.now();
      const perRound = TOTAL_CALLS / ROUNDS;
      const rejectedPerRound = Math.round(perRound * REJECTED_SHARE);
      const defects: { problem: string; call: Record<string, unknown>; answer: string }[] = [];
      const dbChanges: string[] = [];
      const tally = new Map<string, number>();
      let calls = 0;
      const note = (o: CallOutcome) => {
        calls += 1;
        const problem = judgeCall(o);
        const bucket =
          o.kind === 'tool-error'
            ? (o.text.match(/^HTTP \d{3}/)?.[0] ??
              (o.text.startsWith('MCP error -32602') ? 'sdk-validation' : 'tool-error'))
            : o.kind === 'thrown'
              ? (o.text.match(/HTTP \d{3}|\(\d{3}\)/)?.[0] ?? 'thrown')
              : 'result';
        tally.set(bucket, (tally.get(bucket) ?? 0) + 1);
        if (problem) defects.push({ problem, call: describeCall(o.plan), answer: redact(o.text.slice(0, 300), world) });
      };

      for (let round = 0; round < ROUNDS; round++) {
        const rejected = fc.sample(callPlan(true), { numRuns: rejectedPerRound, seed: SEED + round * 2 });
        const validish = fc.sample(callPlan(false), {
          numRuns: perRound - rejectedPerRound,
          seed: SEED + round * 2 + 1,
        });
        const before = await databaseSnapshot(env.db);
        for (const o of await runPool(rejected)) note(o);
        const diff = snapshotDiff(before, await databaseSnapshot(env.db));
        if (diff.length) dbChanges.push(`round ${round}: ${diff.join('; ')}`);
        for (const o of await runPool(validish)) note(o);
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stderr.write(
        `[fuzz-mcp] seed ${SEED}: ${calls} tool calls in ${seconds}s; outcomes ${[...tally].map(([k, n]) => `${k}:${n}`).join(' ')}\n`,
      );
      if (defects.length || dbChanges.length) {
        mkdirSync(path.dirname(DEFECTS_FILE), { recursive: true });
        writeFileSync(DEFECTS_FILE, JSON.stringify({ seed: SEED, defects, dbChanges }, null, 2));
      }
      recordResult({
        area: 'fuzzing',
        scenario: 'MCP tool calls generated from tools/list inputSchema (rejected batches compared before/after)',
        tries: calls,
        unit: 'tool calls',
        held: `10 tools; rejected-only batches left the database unchanged: ${dbChanges.length === 0}; every call a result, HTTP <status> + envelope, SDK validation or transport refusal: ${defects.length === 0} (${defects.length} found); ${seconds}s`,
        losses: defects.length + dbChanges.length,
      });
      expect(
        defects.slice(0, 15).map((d) => `${d.problem} <- ${JSON.stringify(d.call).slice(0, 400)}`),
        `seed ${SEED}; all in ${DEFECTS_FILE}`,
      ).toEqual([]);
      expect(dbChanges).toEqual([]);
      expect(calls).toBe(TOTAL_CALLS);
    },
    atScale(600_000, 90_000),
  );

  /** The smallest calls that reproduce what the generated runs found; they fail until the product is fixed. */
  describe('MCP defects found, as exact reproductions', () => {
    it.each([
      // segment() is encodeURIComponent: a lone surrogate in an id throws URIError inside the tool, and the
      // SDK turns it into isError "URI malformed" instead of an API answer (GET /v1/orders/{id} would be 404).
      ['status_order', { order_id: 'ord_\uDC00' }],
      ['terima_hasil', { order_id: '\uD800' }],
      ['status_kasus', { case_id: 'case_\uDBFF' }],
      ['pilih_penawaran', { case_id: '\uDFFF', bid_id: 'bid_x' }],
      // A non-ASCII idempotency_key goes into the Idempotency-Key header as it is: node:http throws "Invalid
      // character in header content" inside the tool (REST would answer 400 VALIDATION for that key).
      [
        'buat_order',
        {
          layanan: 'review-kontrak',
          intake: { dokumen_kontrak_url: 'https://a.example/k.pdf', jenis_kontrak: 'sewa' },
          idempotency_key: 'ключ-1',
        },
      ],
      // `..` as an id is not encoded by encodeURIComponent: the tool calls GET /v1/orders/.. = /v1/, and
      // relays Next.js's 308 (no envelope, not a documented status) as "HTTP 308 /v1".
      ['status_order', { order_id: '..' }],
      ['status_kasus', { case_id: '..' }],
    ])('%s %j: isError with HTTP <status>, not a crash of the tool', async (tool, args) => {
      const outcome = await callOnce({ labels: ['repro'], client: 'main', tool, args, rejected: true }, 0);
      expect(judgeCall(outcome), outcome.text).toBeNull();
    });
  });
});

// ---------------------------------------------------------------------------------------------------------

async function runPool(plans: CallPlan[]): Promise<CallOutcome[]> {
  const out: CallOutcome[] = new Array(plans.length);
  let next = 0;
  const worker = async (w: number) => {
    while (next < plans.length) {
      const i = next++;
      out[i] = await callOnce(plans[i]!, w);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
  return out;
}

/** Whether arguments hold a Deep placeholder (the SDK client cannot serialise 10,000 levels itself). */
function hasDeep(value: unknown): boolean {
  if (value instanceof Deep) return true;
  return (
    !!value &&
    typeof value === 'object' &&
    !(value instanceof Huge) &&
    Object.keys(value).some((k) => hasDeep((value as Record<string, unknown>)[k]))
  );
}

const KEY_OF: Record<ClientKind, () => string> = {
  main: () => world.main.apiKey,
  narrow: () => world.narrow.apiKey,
  pending: () => world.pending.apiKey,
  rejected: () => world.rejected.apiKey,
  bad: () => world.revokedKey,
};

/**
 * The same tools/call as JSON-RPC over plain HTTP (stateless, JSON responses), for arguments the SDK client
 * cannot serialise (its own recursion limit), so the server still sees them; answered like the client would.
 */
async function rawCall(plan: CallPlan): Promise<{ kind: CallOutcome['kind']; text: string }> {
  const body = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":${JSON.stringify(plan.tool)},"arguments":${toJsonText(plan.args)}}}`;
  const res = await fetch(`${env.baseUrl}/mcp`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${KEY_OF[plan.client]()}`,
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
    },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) return { kind: 'thrown', text: `StreamableHTTPError ${res.status}: Error POSTing to endpoint: ${text}` };
  const reply = JSON.parse(text) as {
    result?: { isError?: boolean; content?: { text?: string }[] };
    error?: { code: number; message: string };
  };
  if (reply.error) return { kind: 'thrown', text: `McpError ${reply.error.code}: ${reply.error.message}` };
  return { kind: reply.result?.isError ? 'tool-error' : 'result', text: reply.result?.content?.[0]?.text ?? '' };
}

async function callOnce(plan: CallPlan, worker: number): Promise<CallOutcome> {
  const pool = clients.get(plan.client)!;
  const client = pool[worker % pool.length]!;
  const t0 = Date.now();
  try {
    if (hasDeep(plan.args)) return { plan, ...(await rawCall(plan)), ms: Date.now() - t0 };
    const result = (await client.callTool(
      { name: plan.tool, arguments: materialize(plan.args) as Record<string, unknown> },
      undefined,
      { timeout: TIMEOUT_MS },
    )) as { isError?: boolean; content?: { type: string; text?: string }[] };
    const text = result.content?.[0]?.text ?? '';
    return { plan, kind: result.isError ? 'tool-error' : 'result', text, ms: Date.now() - t0 };
  } catch (e) {
    const err = e as Error & { code?: number };
    return {
      plan,
      kind: 'thrown',
      text: `${err.constructor?.name ?? 'Error'}${err.code !== undefined ? ` ${err.code}` : ''}: ${err.message}`,
      ms: Date.now() - t0,
    };
  }
}

/** What is wrong with a call's outcome, or null. */
function judgeCall(o: CallOutcome): string | null {
  const op = operations.get(TOOL_OPERATION[o.plan.tool]!)!;
  if (o.kind === 'result') {
    if (o.plan.rejected) return 'a result for a call the contract refuses';
    try {
      JSON.parse(o.text);
      return null;
    } catch {
      return 'result text is not JSON';
    }
  }
  if (o.kind === 'tool-error') {
    if (o.text.startsWith('MCP error -32602: ')) return null; // the SDK's argument validation
    const m = /^HTTP (\d{3}) ([\s\S]*)$/.exec(o.text);
    if (!m) return `tool error that is neither HTTP <status> nor the SDK's validation: ${o.text.slice(0, 120)}`;
    const status = Number(m[1]);
    if (status >= 500) return `HTTP ${status} from the API`;
    if (!op.responses.has(status) && !SPEC_EXTRA_STATUSES.includes(status))
      return `undocumented HTTP ${status} for ${op.key}`;
    return envelopeProblem(m[2]!, status);
  }
  // Thrown by the client: the SDK's validation, or the transport refusing the HTTP request with the envelope.
  if (/McpError -32602/.test(o.text)) return null;
  // The SDK's request schema (arguments must be an object) answers -32603 with its zod issues on `params`.
  if (/^McpError -32603: MCP error -32603: \[\s*\{[\s\S]*"path": \[\s*"params"/.test(o.text)) return null;
  if (/Timeout|timed out/i.test(o.text)) return `hang: ${o.text.slice(0, 120)}`;
  const http = /Error POSTing to endpoint: ([\s\S]*)$/.exec(o.text);
  const status = Number(/StreamableHTTPError (\d{3})/.exec(o.text)?.[1] ?? NaN);
  if (http && TRANSPORT_REFUSALS.includes(status)) return envelopeProblem(http[1]!, status);
  return `client error: ${o.text.slice(0, 160)}`;
}

function envelopeProblem(text: string, status: number): string | null {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    const ok =
      Object.keys(body).join() === 'error' &&
      body.error &&
      Object.keys(body.error).sort().join() === 'code,message' &&
      typeof body.error.code === 'string' &&
      typeof body.error.message === 'string';
    return ok ? null : `HTTP ${status} without the error envelope`;
  } catch {
    return `HTTP ${status} body is not JSON`;
  }
}

function describeCall(plan: CallPlan): Record<string, unknown> {
  const args = toJsonText(plan.args);
  return {
    labels: plan.labels,
    client: plan.client,
    tool: plan.tool,
    arguments: redact(args.length > 600 ? `${args.slice(0, 600)}… (${args.length} chars)` : args, world),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Plans: arguments derived from each tool's inputSchema, with real ids and catalog-coherent orders mixed in.

function keyRefuses(kind: ClientKind, op: Operation): boolean {
  if (kind === 'bad' || kind === 'rejected') return true;
  if (kind === 'pending') return op.method !== 'GET';
  if (kind === 'narrow') return !(op.template.startsWith('/services') || op.template === '/balance');
  return false;
}

const oddIdText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    'ord_',
    'case_x',
    'bid_0000000000000000000000',
    '..',
    '../balance',
    '%2F',
    '%ZZ',
    'ord_\u202Eabc',
    '😀',
    'a/b',
    '?x=1',
    '#frag',
    `ord_${'a'.repeat(3000)}`,
  ),
  fc
    .tuple(friendlyText(10), fc.constantFrom(...LONE_SURROGATES, NUL, '\u202E'), friendlyText(10))
    .map(([a, b, c]) => `${a}${b}${c}`),
);

/** A valid-ish value for one argument: the schema's own, or a hint from the live data. */
function argument(tool: string, name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  const fromSchema =
    schema.format === 'uri'
      ? fc.constantFrom('https://example.invalid/hook', 'http://localhost:9/cb', 'https://例え.テスト/p')
      : validValue(schema);
  const hint: Record<string, () => fc.Arbitrary<unknown>> = {
    order_id: () => fc.constantFrom(...world.orders.all),
    case_id: () => fc.constantFrom(...world.cases.all),
    bid_id: () => fc.constantFrom(...world.cases.openBids, world.cases.selectedBid),
    code: () => fc.constantFrom(...catalog.map((s) => s.code)),
    layanan: () => fc.constantFrom(...catalog.map((s) => s.code)),
    email_kontak: () => fc.constantFrom('budi@contoh.id', 'a.b+c@example.com'),
    cerita: () => friendlyText(200).map((t) => `Sengketa tanah warisan keluarga di Bandung ${world.marker} ${t}`),
    pesan: () => friendlyText(200).map((t) => `Data tambahan ${t}`),
  };
  return hint[name]
    ? fc.oneof({ weight: 3, arbitrary: hint[name]() }, { weight: 1, arbitrary: fromSchema })
    : fromSchema;
}

function validArgs(tool: Tool): fc.Arbitrary<Record<string, unknown>> {
  const props = tool.inputSchema.properties ?? {};
  const required = tool.inputSchema.required ?? [];
  const base = fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, argument(tool.name, k, s)])), {
    requiredKeys: required,
  });
  if (tool.name !== 'buat_order') return base as fc.Arbitrary<Record<string, unknown>>;
  const coherent = fc.constantFrom(...catalog).chain((s) =>
    fc.record(
      {
        layanan: fc.constant(s.code),
        intake: fc.constant(
          Object.fromEntries(s.intake.filter((f) => f.required).map((f) => [f.key, `isi ${f.key} ${world.marker}`])),
        ),
        max_budget: fc.integer({ min: 1, max: 20_000_000 }),
        idempotency_key: fc
          .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 })
          .map((k) => `mcp-${k.replace(/[\s"\\]/g, '_')}`),
      },
      { requiredKeys: ['layanan', 'intake'] },
    ),
  );
  return fc.oneof(
    { weight: 3, arbitrary: coherent },
    { weight: 1, arbitrary: base as fc.Arbitrary<Record<string, unknown>> },
  );
}

type McpFault = 'key' | 'args' | 'id' | 'state' | 'idempotency' | 'service' | 'domain';

function faultsFor(tool: Tool): McpFault[] {
  const props = Object.keys(tool.inputSchema.properties ?? {});
  const faults: McpFault[] = ['key'];
  if (props.length) faults.push('args');
  if (props.some((p) => ID_ARGUMENTS.includes(p))) faults.push('id');
  if (['terima_hasil', 'kirim_pesan', 'pilih_penawaran'].includes(tool.name)) faults.push('state');
  if (tool.name === 'buat_order') faults.push('idempotency', 'service');
  if (tool.name === 'ajukan_kasus') faults.push('domain');
  return faults;
}

function callPlan(rejected: boolean): fc.Arbitrary<CallPlan> {
  return fc
    .constantFrom(...tools)
    .chain((tool) =>
      fc.tuple(
        fc.constant(tool),
        rejected
          ? fc.subarray(faultsFor(tool), { minLength: 1, maxLength: Math.min(2, faultsFor(tool).length) })
          : fc.oneof(
              { weight: 4, arbitrary: fc.constant([] as McpFault[]) },
              { weight: 1, arbitrary: fc.subarray(faultsFor(tool), { minLength: 1, maxLength: 1 }) },
            ),
      ),
    )
    .chain(([tool, faults]) => planFor(tool, new Set(faults), rejected));
}

function planFor(tool: Tool, faults: Set<McpFault>, rejected: boolean): fc.Arbitrary<CallPlan> {
  const op = operations.get(TOOL_OPERATION[tool.name]!)!;
  const client: fc.Arbitrary<ClientKind> = faults.has('key')
    ? fc.constantFrom<ClientKind>('bad', 'narrow', 'pending', 'rejected').filter((k) => keyRefuses(k, op))
    : fc.constant('main');
  const idArgs = Object.keys(tool.inputSchema.properties ?? {}).filter((p) => ID_ARGUMENTS.includes(p));
  let args: fc.Arbitrary<{ value: unknown; label: string | null }> = validArgs(tool).map((value) => ({
    value,
    label: null,
  }));
  if (faults.has('args')) {
    args = fc
      .tuple(
        validArgs(tool),
        rejectingBodyMutations({
          ...tool.inputSchema,
          additionalProperties: tool.inputSchema.additionalProperties ?? true,
        }),
      )
      .map(([v, m]) => ({ value: m.apply(v), label: m.name }));
  } else if (faults.has('id')) {
    args = fc
      .tuple(
        validArgs(tool),
        fc.constantFrom(...idArgs),
        fc.oneof(oddIdText, fc.constantFrom(...world.foreign.orders, ...world.foreign.cases, ...world.foreign.bids)),
      )
      .map(([v, name, id]) => ({ value: { ...v, [name]: id }, label: `id:${name}` }));
  } else if (faults.has('state')) {
    const state =
      tool.name === 'pilih_penawaran'
        ? { case_id: world.cases.selected, bid_id: world.cases.selectedBid }
        : { order_id: world.orders.paid };
    args = validArgs(tool).map((v) => ({ value: { ...v, ...state }, label: 'state' }));
  } else if (faults.has('idempotency')) {
    args = fc
      .tuple(
        validArgs(tool),
        fc.constantFrom(
          'a b',
          'a"b',
          'a\\b',
          '"a b"',
          'kunci-é',
          'ключ',
          '😀',
          '\u202Ekey',
          `k${'x'.repeat(300)}`,
          ' ',
          'k\u0000',
        ),
      )
      .map(([v, key]) => ({
        value: { ...v, idempotency_key: key },
        label: `idem:${JSON.stringify(key).slice(0, 12)}`,
      }));
  } else if (faults.has('service')) {
    const unavailable = catalog.filter((s) => s.pricing === 'bid' || !s.orderable).map((s) => s.code);
    args = fc
      .tuple(validArgs(tool), fc.constantFrom(...unavailable, 'pendirian-yayasan', 'audit-internal', 'tidak-ada'))
      .map(([v, layanan]) => ({ value: { ...v, layanan }, label: `service:${layanan}` }));
  } else if (faults.has('domain')) {
    args = fc
      .tuple(
        validArgs(tool),
        fc.constantFrom<[string, string]>(
          ['cerita', `${' '.repeat(40)}pendek${' '.repeat(40)}`],
          ['email_kontak', 'bukan-email'],
          ['email_kontak', 'budi@'],
        ),
      )
      .map(([v, [field, value]]) => ({ value: { ...v, [field]: value }, label: `domain:${field}` }));
  }
  return fc.record({ client, args, huge: fc.integer({ min: 0, max: 39 }) }).map(({ client: c, args: a, huge }) => {
    // Now and then, a huge string (over the 1 MiB body cap) in a string argument: the transport refuses it.
    let value = a.value;
    const labels = [tool.name, ...[...faults].map((f) => `fault:${f}`), ...(a.label ? [a.label] : [])];
    const stringArg = Object.entries(tool.inputSchema.properties ?? {}).find(([, s]) => s.type === 'string')?.[0];
    if (huge === 0 && stringArg && value && typeof value === 'object' && !Array.isArray(value)) {
      value = { ...(value as Record<string, unknown>), [stringArg]: new Huge(1.2 * 1024 * 1024, '😀') };
      labels.push('huge-argument');
    }
    return { labels, client: c, tool: tool.name, args: value, rejected };
  });
}
