// Isolation between organizations, roles and people, on an app instance of this file's own:
// - REST: every id of organization A (orders in five states, cases, bids, the invoice, keys, events,
//   messages, members) on every /v1 path that takes an id — the list comes from /v1/openapi.json, so a new
//   path cannot be missed — with B's key: 404 NOT_FOUND and nothing changes;
// - MCP: B's session calling the id tools on A's ids: isError `HTTP 404`;
// - dashboard: every procedure of the dashboard router (enumerated from the router itself, so a new one
//   cannot be missed) called across organizations and roles: NOT_FOUND/FORBIDDEN, never A's data;
// - stored XSS: script, onerror and javascript: payloads in every field a person or agent can fill, shown in
//   the dashboard pages in Chromium: no script runs, and the payload reads as text.
import { testDomain } from '~/test/domain-context';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { chromium, type Browser, type Page } from '@playwright/test';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '~/server/api/context';
import { dashboardRouter } from '~/server/api/routers/dashboard/router';
import { orgWithPeople, type OrgSetup } from '~/server/api/routers/dashboard/org/org-test-setup';
import { invitation, member, notifications, session, user, webhookEvents } from '~/server/db/schema';
import { placeBid } from '~/server/domain/cases/place-bid';
import { newId, randomBase62 } from '~/server/domain/ids';
import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { askClient, deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { runOffering } from '~/server/domain/offers/offering';
import { setOrganizationStatus } from '~/server/domain/organizations/set-organization-status';
import { createPractitioner } from '~/server/domain/practitioners/create-practitioner';
import { confirmMailedAddress, sessionCookie } from '~/test/accounts';
import { createUser, dashboardAs } from '~/test/dashboard';
import { TEST_ACTOR } from '~/test/fixtures';
import { startIsolatedApp, type IsolatedApp } from '~/test/isolated-app';
import { createClaimedPractitioner } from '~/test/practitioners';
import { operationsOf, type JsonSchema, type Operation } from './contract-fuzz';
import { databaseSnapshot, snapshotDiff } from './fuzz-world';
import { recordResult } from './record-result';
import { atScale } from './scale';
import { registerSecret } from './secrets-registry';

type Person = SessionUser & { cookie?: string };
type Caller = ReturnType<typeof dashboardAs>;

let env: IsolatedApp;
let operations: Operation[];
/** Organization A: the one whose data must stay out of reach, full of XSS payloads. */
const A = {} as {
  organizationId: string;
  apiKey: string;
  keyId: string;
  prefix: string;
  owner: Person;
  admin: SessionUser;
  member: SessionUser;
  orders: { waiting: string; paid: string; asking: string; delivered: string; done: string };
  cases: { open: string; selected: string };
  bids: string[];
  invoiceId: string;
  eventIds: string[];
  messageIds: string[];
  memberIds: string[];
  /** A's owner's signed-in sessions (the account page ends them by id). */
  sessionIds: string[];
  invitationId: string;
};
let B: OrgSetup & { caseId: string };
let practitioner: Person & { practitionerId: string };
let otherPractitioner: SessionUser & { practitionerId: string };
let operator: Person;
let unclaimedClaimId: string;
let idsOfA: string[];

/** Every field a person or agent can fill, with a payload that would run if rendered as HTML. */
const xss = (field: string) => `XSS-${field}<script>__x('${field}')</script><img src=x onerror="__x('${field}')">`;
const xssUrl = (field: string) => `javascript:__x('${field}')//XSS-${field}`;
/** Fields whose payload must be seen as text on some page. */
const XSS_FIELDS = [
  'org-name',
  'company',
  'website',
  'use-case',
  'volume',
  'user-name',
  'key-name',
  'intake',
  'intake-url',
  'question',
  'reply',
  'deliverable',
  'story',
  'contact',
  'area',
  'bid',
];

let ipCounter = 0;
async function signUp(name: string, role: 'operator' | null = null): Promise<Person> {
  const email = `iso-${randomBase62(8).toLowerCase()}@example.com`;
  const password = `sandi-${randomBase62(20)}`;
  registerSecret('password', password, 'isolation sign-up');
  const headers = {
    'content-type': 'application/json',
    origin: env.baseUrl,
    'x-forwarded-for': `10.77.0.${++ipCounter}`,
  };
  const res = await fetch(`${env.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
  // The role before the first session, so no cached session data predates it. Staff act only with a second
  // factor; the flag stands for an enrolment here (this suite tests isolation, not the sign-in's code step).
  if (role) await env.db.update(user).set({ platformRole: role, twoFactorEnabled: true }).where(eq(user.email, email));
  const verified = await confirmMailedAddress(env.baseUrl, env.db, { email, password }, headers);
  const cookie = sessionCookie(verified);
  if (!cookie) throw new Error('verification gave no session');
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  registerSecret('session_token', value, 'isolation session cookie');
  registerSecret('session_token', value.split('.')[0], 'isolation session token');
  const [row] = await env.db.select().from(user).where(eq(user.email, email));
  return {
    id: row!.id,
    name: row!.name,
    email,
    platformRole: row!.platformRole ?? null,
    locale: 'id',
    twoFactorEnabled: row!.twoFactorEnabled,
    cookie,
  };
}

async function v1(path: string, key: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${env.baseUrl}/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      Authorization: `Bearer ${key}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    json: (() => {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    })() as any,
  };
}

async function arrange(): Promise<void> {
  const db = env.db;
  // A's owner signs up with a payload as their name; A is created and applied for through the dashboard.
  A.owner = await signUp(xss('user-name'));
  A.sessionIds = (await db.select({ id: session.id }).from(session).where(eq(session.userId, A.owner.id))).map(
    (s) => s.id,
  );
  const created = await dashboardAs(db, A.owner).account.createOrganization({
    name: xss('org-name'),
    companyName: xss('company'),
    // javascript: addresses are refused at the application (http(s) only); markup inside an https one is not.
    website: `https://example.test/?x="><img src=x onerror=__x('website')//XSS-website>`,
    useCase: xss('use-case'),
    expectedVolume: xss('volume'),
  });
  A.organizationId = created.id;
  await setOrganizationStatus({
    domain: testDomain,
    db,
    organizationId: A.organizationId,
    status: 'approved',
    actor: TEST_ACTOR,
  });
  const owner = dashboardAs(db, A.owner);
  await owner.org.setThreshold({ organizationId: A.organizationId, thresholdIdr: 2_000_000 });
  const key = await owner.org.keys.create({
    organizationId: A.organizationId,
    name: xss('key-name').slice(0, 100),
    perOrderLimitIdr: 50_000_000,
    monthlyLimitIdr: 500_000_000,
    webhookUrl: `https://hooks.example/?a="><img/src=x/onerror=__x('hook')>`,
    scopes: [
      'order:buat',
      'order:baca',
      'order:pesan',
      'order:terima',
      'kasus:buat',
      'kasus:baca',
      'kasus:pilih',
      'saldo:baca',
    ],
  });
  registerSecret('api_key', key.api_key, 'organization A');
  Object.assign(A, { apiKey: key.api_key, keyId: key.id, prefix: key.prefix });
  await recordDeposit({
    domain: testDomain,
    db,
    organizationId: A.organizationId,
    amountIdr: 100_000_000,
    reference: `ISO-${randomBase62(10)}`,
    actor: TEST_ACTOR,
  });
  A.admin = await createUser(db, { name: 'Adi Admin A' });
  A.member = await createUser(db, { name: 'Mira Member A' });
  for (const [person, role] of [
    [A.admin, 'admin'],
    [A.member, 'member'],
  ] as const) {
    await db.insert(member).values({ id: newId('member'), organizationId: A.organizationId, userId: person.id, role });
  }
  await owner.org.members.invite({
    organizationId: A.organizationId,
    email: `tamu-${randomBase62(6).toLowerCase()}@example.com`,
    role: 'member',
  });

  practitioner = { ...(await signUp('Praktisi Rina')), practitionerId: '' };
  practitioner.practitionerId = (
    await createClaimedPractitioner({
      db,
      name: 'Praktisi Rina',
      email: practitioner.email,
      serviceCodes: ['review-kontrak', 'pendirian-pt', 'litigasi-perdata'],
    })
  ).id;
  const other = await createUser(db, { name: 'Praktisi Lain' });
  otherPractitioner = {
    ...other,
    practitionerId: (
      await createClaimedPractitioner({
        db,
        name: 'Praktisi Lain',
        email: other.email,
        serviceCodes: ['litigasi-perdata'],
      })
    ).id,
  };
  unclaimedClaimId = (
    await createPractitioner({
      db,
      domain: testDomain,
      name: 'Belum Klaim',
      email: `klaim-${randomBase62(6).toLowerCase()}@example.com`,
      serviceCodes: ['somasi'],
      actor: TEST_ACTOR,
    })
  ).claim_id;
  operator = await signUp('Oki Operator', 'operator');

  // A's orders through /v1 with payloads in the intake and callback_url, driven to five states.
  const intake = {
    dokumen_kontrak_url: xssUrl('intake-url'),
    jenis_kontrak: xss('intake'),
    catatan: xss('intake-note'),
  };
  const order = async () => {
    const res = await v1('/orders', A.apiKey, {
      body: {
        service: 'review-kontrak',
        intake,
        callback_url: `https://cb.example/?a="><img/src=x/onerror=__x('callback')>`,
      },
    });
    if (res.status !== 201) throw new Error(`order answered ${res.status}: ${res.text}`);
    return res.json.id as string;
  };
  const waiting = await v1('/orders', A.apiKey, {
    body: {
      service: 'pendirian-pt',
      intake: Object.fromEntries(
        (await v1('/services/pendirian-pt', A.apiKey)).json.intake
          .filter((f: { required: boolean }) => f.required)
          .map((f: { key: string }) => [f.key, xss('intake-pt')]),
      ),
    },
  });
  if (waiting.json?.status !== 'menunggu_bayar') throw new Error(`expected menunggu_bayar: ${waiting.text}`);
  const paid = await order();
  const drive = async (id: string, until: 'asking' | 'delivered' | 'done') => {
    await runOffering({ db, domain: testDomain, orderId: id });
    await acceptOffer({ db, domain: testDomain, orderId: id, practitionerId: practitioner.practitionerId });
    await startWork({ db, domain: testDomain, orderId: id, practitionerId: practitioner.practitionerId });
    await askClient({
      db,
      domain: testDomain,
      orderId: id,
      practitionerId: practitioner.practitionerId,
      text: xss('question'),
    });
    if (until === 'asking') return;
    const reply = await v1(`/orders/${id}/messages`, A.apiKey, { body: { message: xss('reply') } });
    if (reply.status !== 200) throw new Error(`reply answered ${reply.status}`);
    await deliverOrder({
      db,
      domain: testDomain,
      orderId: id,
      practitionerId: practitioner.practitionerId,
      text: xss('deliverable'),
    });
    if (until === 'done' && (await v1(`/orders/${id}/accept`, A.apiKey, { method: 'POST' })).status !== 200)
      throw new Error('accept failed');
  };
  const asking = await order();
  await drive(asking, 'asking');
  const delivered = await order();
  await drive(delivered, 'delivered');
  const done = await order();
  await drive(done, 'done');
  A.orders = { waiting: waiting.json.id, paid, asking, delivered, done };

  // A's cases through /v1, with bids (payload messages); one selected (invoice).
  const newCase = async () => {
    const res = await v1('/cases', A.apiKey, {
      body: {
        contact_name: xss('contact'),
        contact_email: 'budi@contoh.id',
        story: `Sengketa tanah warisan keluarga di Bandung. ${xss('story')}`,
        contact_phone: xss('phone'),
        area: xss('area'),
        urgency: xss('urgency'),
        budget_range: xss('budget'),
      },
    });
    if (res.status !== 201) throw new Error(`case answered ${res.status}: ${res.text}`);
    const caseId = res.json.id as string;
    const bids = [];
    for (const p of [practitioner.practitionerId, otherPractitioner.practitionerId])
      bids.push(
        (
          await placeBid({
            domain: testDomain,
            db,
            caseId,
            practitionerId: p,
            amountIdr: 12_000_000,
            message: xss('bid'),
          })
        ).bid_id,
      );
    return { caseId, bids };
  };
  const open = await newCase();
  const selected = await newCase();
  const chosen = await v1(`/cases/${selected.caseId}/select`, A.apiKey, { body: { bid_id: selected.bids[0] } });
  if (chosen.status !== 200) throw new Error(`select answered ${chosen.status}`);
  A.cases = { open: open.caseId, selected: selected.caseId };
  A.bids = [...open.bids, ...selected.bids];
  A.invoiceId = chosen.json.invoice.id;

  const details = await Promise.all(
    Object.values(A.orders).map((orderId) => owner.org.orders.detail({ organizationId: A.organizationId, orderId })),
  );
  A.messageIds = details.flatMap((d: any) => (d.messages ?? d.order?.messages ?? []).map((m: { id: string }) => m.id));
  A.eventIds = (await env.db.select({ id: webhookEvents.id }).from(webhookEvents)).map((e) => e.id);
  A.memberIds = (
    await env.db.select({ id: member.id }).from(member).where(eq(member.organizationId, A.organizationId))
  ).map((m) => m.id);
  A.invitationId = (
    await env.db.select({ id: invitation.id }).from(invitation).where(eq(invitation.organizationId, A.organizationId))
  )[0]!.id;

  B = { ...(await orgWithPeople(db, { depositIdr: 50_000_000 })), caseId: '' };
  registerSecret('api_key', B.agent.apiKey, 'organization B');
  registerSecret('webhook_secret', B.agent.webhookSecret, 'organization B');
  B.caseId = (
    await v1('/cases', B.agent.apiKey, {
      body: {
        contact_name: 'Budi B',
        contact_email: 'b@contoh.id',
        story: 'Perkara organisasi B yang cukup panjang ceritanya.',
      },
    })
  ).json.id;

  idsOfA = [
    A.organizationId,
    ...Object.values(A.orders),
    ...Object.values(A.cases),
    ...A.bids,
    A.invoiceId,
    A.keyId,
    A.prefix,
    ...A.eventIds,
    ...A.messageIds,
    ...A.memberIds,
    A.invitationId,
  ];
}

/** Any of A's identifiers in a value answered to someone outside A (those the caller sent do not count). */
function leakedIds(value: unknown, sent: unknown = ''): string[] {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  const own = typeof sent === 'string' ? sent : (JSON.stringify(sent) ?? '');
  return idsOfA.filter((id) => text.includes(id) && !own.includes(id));
}

describe('isolation between organizations, roles and people', () => {
  beforeAll(async () => {
    env = await startIsolatedApp('aos_rel_isolation', {
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'debug',
    });
    operations = operationsOf(await (await fetch(`${env.baseUrl}/v1/openapi.json`)).json());
    await arrange();
  }, 240_000);

  afterAll(async () => {
    await env?.stop();
  });

  it("REST: every id of A on every /v1 path that takes one, with B's key: 404 NOT_FOUND, nothing changes", async () => {
    // A statement's path takes a month, not an id: it is always the caller's own organization's statement.
    const withIds = operations.filter((op) => op.pathParams.length > 0 && !op.template.includes('{month}'));
    const idQueries = operations.flatMap((op) =>
      op.queryParams
        .filter((p) => /(_id|_after|_before)$/.test(p.name) || /\bid\b/i.test(p.schema.description ?? ''))
        .map((p) => ({ op, param: p.name })),
    );
    expect(withIds.map((o) => o.key).sort()).toEqual(
      expect.arrayContaining([
        'GET /orders/{id}',
        'POST /orders/{id}/messages',
        'POST /orders/{id}/accept',
        'GET /cases/{id}',
        'POST /cases/{id}/select',
      ]),
    );
    // Fast subset: one id of each kind; full: every id of A.
    const ids = atScale(1, 0)
      ? idsOfA
      : [A.organizationId, A.orders.asking, A.cases.open, A.bids[0]!, A.invoiceId, A.keyId, A.eventIds[0]!];
    const before = await databaseSnapshot(env.db);
    const failures: string[] = [];
    let tries = 0;
    for (const op of withIds) {
      for (const id of ids) {
        const bodies = op.body ? bodiesFor(op.body, id) : [undefined];
        for (const body of bodies) {
          const path = op.template.replace(/\{[^}]+\}/g, encodeURIComponent(id));
          const res = await v1(path, B.agent.apiKey, { method: op.method, body });
          tries += 1;
          const expected = op.template.startsWith('/services') ? 'SERVICE_NOT_FOUND' : 'NOT_FOUND';
          if (res.status !== 404 || res.json?.error?.code !== expected)
            failures.push(`${op.method} ${path} ${JSON.stringify(body)}: ${res.status} ${res.text.slice(0, 120)}`);
          if (leakedIds(res.text, path + JSON.stringify(body ?? '')).length)
            failures.push(
              `${op.method} ${path}: answer names ${leakedIds(res.text, path + JSON.stringify(body ?? '')).join(', ')}`,
            );
        }
      }
    }
    // B's own open case with each of A's bids: the bid is not in B's organization.
    for (const bid of A.bids) {
      const res = await v1(`/cases/${B.caseId}/select`, B.agent.apiKey, { body: { bid_id: bid } });
      tries += 1;
      if (res.status !== 404 || res.json?.error?.code !== 'NOT_FOUND')
        failures.push(`select B's case with A's bid ${bid}: ${res.status} ${res.text.slice(0, 120)}`);
    }
    // Query parameters that take an id (e.g. the list cursor): any documented answer, never A's data.
    for (const { op, param } of idQueries) {
      for (const id of ids) {
        const res = await v1(`${op.template}?${param}=${encodeURIComponent(id)}`, B.agent.apiKey, {
          method: op.method,
        });
        tries += 1;
        if (!op.responses.has(res.status) || res.status >= 500)
          failures.push(`${op.method} ${op.template}?${param}=${id}: ${res.status}`);
        if (leakedIds(res.text, id).length)
          failures.push(
            `${op.method} ${op.template}?${param}=${id}: answer names ${leakedIds(res.text, id).join(', ')}`,
          );
      }
    }
    const diff = snapshotDiff(before, await databaseSnapshot(env.db));
    recordResult({
      area: 'isolation',
      scenario: "REST: A's ids with B's key on every /v1 path taking an id (from openapi.json)",
      tries,
      unit: 'requests',
      held: `${withIds.length} paths x ${ids.length} ids of A + cursors: all 404 NOT_FOUND, no id of A in any answer, database unchanged: ${diff.length === 0}`,
      losses: failures.length + diff.length,
    });
    expect(failures).toEqual([]);
    expect(diff).toEqual([]);
  }, 120_000);

  it("MCP: B's session on A's ids (status_order, status_kasus, kirim_pesan, terima_hasil, pilih_penawaran): isError HTTP 404", async () => {
    const client = new Client({ name: 'isolation-agent', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${env.baseUrl}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${B.agent.apiKey}` } },
      }),
    );
    const before = await databaseSnapshot(env.db);
    const calls: [string, Record<string, unknown>][] = [];
    for (const orderId of Object.values(A.orders)) {
      calls.push(
        ['status_order', { order_id: orderId }],
        ['kirim_pesan', { order_id: orderId, pesan: 'Data dari organisasi lain' }],
        ['terima_hasil', { order_id: orderId }],
      );
    }
    for (const caseId of Object.values(A.cases)) {
      calls.push(['status_kasus', { case_id: caseId }]);
      for (const bid of A.bids) calls.push(['pilih_penawaran', { case_id: caseId, bid_id: bid }]);
    }
    for (const bid of A.bids) calls.push(['pilih_penawaran', { case_id: B.caseId, bid_id: bid }]);
    const failures: string[] = [];
    try {
      for (const [name, args] of calls) {
        const result = (await client.callTool({ name, arguments: args })) as {
          isError?: boolean;
          content: { text: string }[];
        };
        const text = result.content[0]?.text ?? '';
        if (!result.isError || !/^HTTP 404 \{"error":\{"code":"NOT_FOUND"/.test(text))
          failures.push(`${name} ${JSON.stringify(args)}: ${text.slice(0, 120)}`);
        if (leakedIds(text, args).length) failures.push(`${name}: answer names ${leakedIds(text, args).join(', ')}`);
      }
    } finally {
      await client.close();
    }
    const diff = snapshotDiff(before, await databaseSnapshot(env.db));
    recordResult({
      area: 'isolation',
      scenario: "MCP: B's session on A's order, case and bid ids",
      tries: calls.length,
      unit: 'tool calls',
      held: `every call isError HTTP 404 NOT_FOUND; database unchanged: ${diff.length === 0}`,
      losses: failures.length + diff.length,
    });
    expect(failures).toEqual([]);
    expect(diff).toEqual([]);
  }, 120_000);

  it('dashboard: every procedure of the router, across organizations and roles: NOT_FOUND/FORBIDDEN, never data of A', async () => {
    const procedures = dashboardRouter._def.procedures as unknown as Record<
      string,
      { _def: { type: string; inputs: z.ZodType[] } }
    >;
    const names = Object.keys(procedures).sort();
    expect(names.length).toBeGreaterThan(40);
    // A notification of A's owner, which B's people must neither see nor mark read.
    const aNotification = newId('notification');
    await env.db.insert(notifications).values({
      id: aNotification,
      userId: A.owner.id,
      kind: 'order_awaiting_approval',
      params: {},
      linkPath: `/org/${A.organizationId}/orders`,
      sourceKey: `isolation:${aNotification}`,
      createdAt: new Date(),
    });
    const before = await databaseSnapshot(env.db);
    const failures: string[] = [];
    const classes = { org: 0, staff: 0, practitioner: 0, accountWithIds: 0, accountSelf: 0, personal: 0, oauth: 0 };
    let tries = 0;

    /** Calls one procedure with one input as one person; returns the refusal code, or the data. */
    const call = async (
      person: SessionUser | null,
      name: string,
      input: unknown,
    ): Promise<{ code: string } | { data: unknown }> => {
      const fn = name.split('.').reduce<any>((node, part) => node[part], dashboardAs(env.db, person) as Caller);
      tries += 1;
      try {
        return { data: await fn(input) };
      } catch (e) {
        if (e instanceof TRPCError) return { code: e.code };
        throw e;
      }
    };
    const expectRefused = async (person: SessionUser, who: string, name: string, input: unknown, codes: string[]) => {
      const outcome = await call(person, name, input);
      if ('data' in outcome)
        failures.push(
          `${name} as ${who} ${JSON.stringify(input)}: answered with data${leakedIds(outcome.data, input).length ? ` naming ${leakedIds(outcome.data, input).join(', ')}` : ''}`,
        );
      else if (!codes.includes(outcome.code))
        failures.push(`${name} as ${who}: ${outcome.code}, expected ${codes.join('/')}`);
    };

    for (const name of names) {
      const procedure = procedures[name]!;
      const schema = inputSchemaOf(procedure._def.inputs);
      const idFields = Object.keys(schema.properties ?? {}).filter((f) => f in ID_FIELDS);
      const area = name.split('.')[0];
      if (area === 'org') {
        classes.org += 1;
        // As a member of B in every role (and as someone in no organization), with A's organization id.
        for (const input of inputsFor(procedure._def.inputs, schema, A.organizationId)) {
          for (const [who, person] of [
            ['B owner', B.owner],
            ['B admin', B.admin],
            ['B member', B.member],
            ['outsider', B.outsider],
          ] as const) {
            await expectRefused(person, who, name, input, ['NOT_FOUND', 'FORBIDDEN']);
          }
          if (procedure._def.type === 'mutation') await expectRefused(A.member, 'A member', name, input, ['FORBIDDEN']);
        }
        // As B's owner in B's own organization, with A's resource ids: refused, or (a query) no data of A.
        if (idFields.some((f) => f !== 'organizationId')) {
          for (const input of inputsFor(procedure._def.inputs, schema, B.organizationId)) {
            const outcome = await call(B.owner, name, input);
            if ('data' in outcome) {
              if (procedure._def.type === 'mutation' || leakedIds(outcome.data, input).length)
                failures.push(
                  `${name} as B owner in B with ${JSON.stringify(input)}: answered ${JSON.stringify(outcome.data).slice(0, 160)}`,
                );
            } else if (!['NOT_FOUND', 'FORBIDDEN'].includes(outcome.code))
              failures.push(`${name} as B owner in B: ${outcome.code}`);
          }
        }
      } else if (area === 'staff' || area === 'practitioner') {
        classes[area] += 1;
        for (const input of inputsFor(procedure._def.inputs, schema, A.organizationId)) {
          for (const [who, person] of [
            ['A owner', A.owner],
            ['B owner', B.owner],
            ['A member', A.member],
          ] as const) {
            await expectRefused(person, who, name, input, ['FORBIDDEN']);
          }
          // Another practitioner on orders this practitioner holds: refused, or no data of A.
          if (area === 'practitioner') {
            const outcome = await call(otherPractitioner, name, input);
            if (
              'data' in outcome &&
              (procedure._def.type === 'mutation' ||
                leakedIds(outcome.data, input).some((id) => Object.values(A.orders).includes(id)))
            ) {
              failures.push(`${name} as another practitioner: answered ${JSON.stringify(outcome.data).slice(0, 160)}`);
            } else if ('code' in outcome && !['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'].includes(outcome.code))
              failures.push(`${name} as another practitioner: ${outcome.code}`);
          }
        }
      } else if (area === 'account' && idFields.length) {
        classes.accountWithIds += 1;
        for (const input of inputsFor(procedure._def.inputs, schema, A.organizationId))
          await expectRefused(B.owner, 'B owner', name, input, ['NOT_FOUND', 'FORBIDDEN']);
      } else if (area === 'account') {
        classes.accountSelf += 1;
        // About the caller only: a query must hold nothing of A; mutations act on the caller's own account.
        if (procedure._def.type === 'query') {
          const outcome = await call(B.owner, name, undefined);
          if ('data' in outcome && leakedIds(outcome.data).length)
            failures.push(`${name} as B owner names ${leakedIds(outcome.data).join(', ')}`);
        } else if (!SELF_SCOPED_MUTATIONS.includes(name))
          failures.push(`${name}: a new account mutation without an id; classify it here`);
      } else if (area === 'notifications') {
        classes.personal += 1;
        // A person's own notifications: B's owner sees none of A's, and B's mutations (marking A's owner's
        // notification read among them) change nothing of A (the snapshot diff below).
        if (procedure._def.type === 'query') {
          const outcome = await call(B.owner, name, undefined);
          if ('data' in outcome && JSON.stringify(outcome.data).includes(aNotification))
            failures.push(`${name} as B owner shows A's notification`);
        } else {
          const input = name.endsWith('.markRead')
            ? { notificationId: aNotification }
            : name.endsWith('.setSettings')
              ? { email: {} }
              : undefined;
          const outcome = await call(B.owner, name, input);
          if ('code' in outcome && !['NOT_FOUND', 'FORBIDDEN'].includes(outcome.code))
            failures.push(`${name} as B owner: ${outcome.code}`);
        }
      } else if (area === 'oauth') {
        classes.oauth += 1;
        const inputs = inputsFor(procedure._def.inputs, schema, A.organizationId);
        if (name === 'oauth.approveConsent') {
          // A grant to an organization: only its owners and admins give it.
          for (const input of inputs)
            for (const [who, person] of [
              ['B owner', B.owner],
              ['outsider', B.outsider],
              ['A member', A.member],
            ] as const)
              await expectRefused(person, who, name, input, ['NOT_FOUND', 'FORBIDDEN']);
        } else {
          // About an OAuth client and the caller (the consent page): no organization's data in any answer.
          for (const input of inputs) {
            const outcome = await call(B.owner, name, input);
            if ('data' in outcome && leakedIds(outcome.data, input).length)
              failures.push(`${name} as B owner names ${leakedIds(outcome.data, input).join(', ')}`);
          }
        }
      } else {
        failures.push(
          `${name}: a procedure outside account/org/staff/practitioner/notifications/oauth; classify it here`,
        );
      }
    }
    const diff = snapshotDiff(before, await databaseSnapshot(env.db));
    recordResult({
      area: 'isolation',
      scenario: 'dashboard: every router procedure across organizations and roles',
      tries,
      unit: 'calls',
      held: `${names.length} procedures (org ${classes.org}, staff ${classes.staff}, practitioner ${classes.practitioner}, account ${classes.accountWithIds}+${classes.accountSelf}, personal ${classes.personal}): refused or no data of A; database unchanged: ${diff.length === 0}`,
      losses: failures.length + diff.length,
    });
    expect(failures).toEqual([]);
    expect(diff).toEqual([]);
  }, 180_000);

  it(
    'stored XSS: payloads in every field, rendered in Chromium: no script runs and the payload reads as text',
    async () => {
      const browser: Browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      });
      const failures: string[] = [];
      const seen = new Set<string>();
      let pages = 0;
      const o = A.organizationId;
      const visits: [Person, string][] = [
        [A.owner, `/org/${o}/orders/${A.orders.delivered}`],
        [A.owner, `/org/${o}/cases/${A.cases.open}`],
        ...(atScale(1, 0)
          ? ([
              [practitioner, '/praktisi/kasus'],
              [operator, '/staf/operator/permohonan'],
              [A.owner, '/dashboard'],
              [A.owner, `/org/${o}`],
              [A.owner, `/org/${o}/orders`],
              [A.owner, `/org/${o}/orders/${A.orders.waiting}`],
              [A.owner, `/org/${o}/orders/${A.orders.done}`],
              [A.owner, `/org/${o}/cases`],
              [A.owner, `/org/${o}/cases/${A.cases.selected}`],
              [A.owner, `/org/${o}/keys`],
              [A.owner, `/org/${o}/members`],
              [A.owner, `/org/${o}/settings`],
              [A.owner, `/org/${o}/deposit`],
              [practitioner, '/praktisi'],
              [practitioner, '/praktisi/order'],
              [operator, '/staf/operator/webhook-secret'],
              [operator, '/staf/operator/pembatalan'],
            ] as [Person, string][])
          : []),
      ];
      try {
        // Control: the same payloads written into a page as HTML do run, so the detection below can see them.
        const control = await browser.newPage();
        await control.setContent('<!doctype html><html><body></body></html>');
        await control.evaluate((html) => {
          const w = window as unknown as { __xssHits: string[]; __x: (f: string) => void };
          w.__xssHits = [];
          w.__x = (f: string) => w.__xssHits.push(f);
          const div = document.createElement('div');
          div.innerHTML = html; // <img onerror> runs; a <script> inserted this way does not (HTML spec)
          document.body.append(div);
          const s = document.createElement('script');
          s.textContent = "__x('control-script')";
          document.body.append(s);
        }, xss('control'));
        await control.waitForTimeout(300);
        const controlHits = await control.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits);
        await control.close();
        expect(controlHits, 'the detector sees a payload that runs').toEqual(
          expect.arrayContaining(['control', 'control-script']),
        );

        for (const [person, path] of visits) {
          const cookie = person.cookie!;
          const context = await browser.newContext({ locale: 'id-ID' });
          await context.addCookies([
            {
              name: cookie.slice(0, cookie.indexOf('=')),
              value: cookie.slice(cookie.indexOf('=') + 1),
              url: env.baseUrl,
            },
          ]);
          const page: Page = await context.newPage();
          await page.addInitScript(() => {
            const w = window as unknown as { __xssHits: string[]; __x: (f: string) => void };
            w.__xssHits = [];
            w.__x = (f: string) => w.__xssHits.push(f);
          });
          const dialogs: string[] = [];
          page.on('dialog', (d) => {
            dialogs.push(d.message());
            void d.dismiss();
          });
          const response = await page.goto(`${env.baseUrl}${path}`, { waitUntil: 'networkidle' });
          pages += 1;
          if (!response || response.status() !== 200 || new URL(page.url()).pathname !== path)
            failures.push(`${path}: ${response?.status()} at ${page.url()} (not the page itself)`);
          if (path === '/staf/operator/permohonan') {
            // The filter starts at "in review"; picking the selected option again clears it (Mantine's
            // allowDeselect), so every application is listed, the rejected ones with payloads included.
            const current = await page.inputValue('#application-status');
            await page.click('#application-status');
            await page.getByRole('option', { name: current, exact: true }).click();
            await page.waitForLoadState('networkidle');
            if ((await page.inputValue('#application-status')) !== '')
              failures.push(`${path}: the status filter did not clear`);
          }
          await page.waitForTimeout(300);
          const found = await page.evaluate(() => {
            const w = window as unknown as { __xssHits: string[] };
            const executable = [...document.querySelectorAll('*')].flatMap((el) =>
              [...el.attributes]
                .filter(
                  (a) =>
                    (/^on/i.test(a.name) ||
                      ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(a.name.toLowerCase())) &&
                    a.value.includes('__x(') &&
                    (/^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)),
                )
                .map((a) => `<${el.tagName.toLowerCase()} ${a.name}="${a.value.slice(0, 60)}">`),
            );
            // Next.js embeds page data in inline scripts as JSON strings (`<` escaped): only a script element made
            // of the payload itself, or the payload's markup unescaped inside a script, counts.
            const scripts = [...document.querySelectorAll('script')].filter(
              (s) =>
                /^\s*__x\(/.test(s.textContent ?? '') ||
                (s.textContent ?? '').includes('<script>__x(') ||
                (s.textContent ?? '').includes('</script><img'),
            ).length;
            return { hits: w.__xssHits, text: document.body.innerText, executable, scripts };
          });
          if (found.hits.length) failures.push(`${path}: payload ran (${found.hits.join(', ')})`);
          if (dialogs.length) failures.push(`${path}: dialog opened (${dialogs.join(', ')})`);
          if (found.executable.length)
            failures.push(`${path}: payload in an executable attribute: ${found.executable.join(' ')}`);
          if (found.scripts) failures.push(`${path}: payload became a <script> element`);
          for (const field of XSS_FIELDS) {
            if (found.text.includes(`XSS-${field}<script>`) || found.text.includes(`__x('${field}')//XSS-${field}`))
              seen.add(field);
          }
          await context.close();
        }
      } finally {
        await browser.close();
      }
      const required = atScale(1, 0) ? XSS_FIELDS : ['intake', 'question', 'reply', 'deliverable', 'story', 'org-name'];
      const unseen = required.filter((f) => !seen.has(f));
      recordResult({
        area: 'isolation',
        scenario: 'stored XSS: payloads in every field, dashboard pages in Chromium',
        tries: pages,
        unit: 'pages',
        held: `${seen.size} payload fields shown as text, none ran (script, onerror, javascript: links), no dialog`,
        losses: failures.length + unseen.length,
      });
      expect(failures).toEqual([]);
      expect(unseen, 'payload fields never seen as text on the visited pages').toEqual([]);
    },
    atScale(240_000, 90_000),
  );
});

// ---------------------------------------------------------------------------------------------------------
// Inputs for dashboard procedures, generated from their zod schemas (JSON Schema), with A's ids put in.

/** Field names that carry an id, and A's values for them. */
const ID_FIELDS: Record<string, () => string[]> = {
  organizationId: () => [A.organizationId],
  orderId: () => Object.values(A.orders),
  cursor: () => [A.orders.paid],
  caseId: () => Object.values(A.cases),
  bidId: () => A.bids,
  eventId: () => A.eventIds.slice(0, 2),
  prefix: () => [A.prefix],
  memberId: () => A.memberIds,
  invitationId: () => [A.invitationId],
  invoiceId: () => [A.invoiceId],
  practitionerId: () => [practitioner.practitionerId],
  claimId: () => [unclaimedClaimId],
  sessionId: () => A.sessionIds,
};
/** Account mutations that only ever act on the caller's own account (no id of anyone else). */
const SELF_SCOPED_MUTATIONS = ['account.setLocale', 'account.createOrganization', 'account.endOtherSessions'];

function inputSchemaOf(inputs: z.ZodType[]): JsonSchema {
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const input of inputs) {
    const s = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    Object.assign(merged.properties!, s.properties ?? {});
    merged.required!.push(...(s.required ?? []));
  }
  return merged;
}

/** A value the schema admits, for fields that are not ids. */
function plainValue(name: string, schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return plainValue(name, schema.anyOf.find((s) => s.type !== 'null') ?? {});
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.min(
        schema.maximum ?? 1_000_000,
        Math.max(
          schema.minimum ?? 1,
          schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1,
          name.endsWith('Idr') ? 1_000_000 : 1,
        ),
      );
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => plainValue(name, schema.items ?? {}));
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((k) => [k, plainValue(k, schema.properties?.[k] ?? {})]));
    default: {
      if (schema.format === 'email') return 'isolasi@example.com';
      if (schema.format === 'uri') return 'https://isolasi.example';
      if (schema.pattern === '^[a-z][a-z0-9_]{0,63}$') return 'isolasi';
      if (schema.pattern?.startsWith('^org_')) return A.organizationId;
      // A field with a checksum-like rule the JSON schema cannot say (billing details: 15 or 16 digits).
      if (name === 'taxNumber') return '01.234.567.8-901.234';
      const text = 'Uji isolasi antar organisasi dan peran.';
      return text.slice(0, Math.max(schema.minLength ?? 1, Math.min(text.length, schema.maxLength ?? text.length)));
    }
  }
}

/**
 * Inputs for one procedure: every combination of A's ids for its id fields (organizationId as given), the
 * other required fields filled; each input is checked against the procedure's own parsers, so a refusal can
 * only come from the guards, not from a malformed input.
 */
function inputsFor(parsers: z.ZodType[], schema: JsonSchema, organizationId: string): unknown[] {
  const props = schema.properties ?? {};
  if (!Object.keys(props).length) return [undefined];
  let combos: Record<string, unknown>[] = [{}];
  for (const [name, s] of Object.entries(props)) {
    const required = schema.required?.includes(name);
    const values =
      name === 'organizationId'
        ? [organizationId]
        : name in ID_FIELDS
          ? ID_FIELDS[name]!()
          : required
            ? [plainValue(name, s)]
            : [];
    if (!values.length) continue;
    combos = combos.flatMap((c) => values.map((v) => ({ ...c, [name]: v })));
  }
  for (const input of combos) {
    for (const parser of parsers) {
      const parsed = parser.safeParse(input);
      if (!parsed.success)
        throw new Error(`generated input does not parse: ${JSON.stringify(input)}: ${parsed.error.message}`);
    }
  }
  return combos;
}

/** Bodies for a /v1 operation that takes one, with A's ids in the id fields. */
function bodiesFor(schema: JsonSchema, pathId: string): Record<string, unknown>[] {
  const props = schema.properties ?? {};
  const body: Record<string, unknown> = {};
  for (const name of schema.required ?? [])
    body[name] = name.endsWith('_id') ? A.bids[0] : plainValue(name, props[name] ?? {});
  const idField = Object.keys(props).find((n) => n.endsWith('_id'));
  return idField && A.bids.includes(pathId)
    ? [{ ...body, [idField]: pathId }]
    : idField
      ? A.bids.map((bid) => ({ ...body, [idField]: bid }))
      : [body];
}
