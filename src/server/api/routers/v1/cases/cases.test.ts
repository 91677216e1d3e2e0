import { testDomain } from '~/test/domain-context';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cases, invoices } from '~/server/db/schema';
import { placeBid } from '~/server/domain/cases/place-bid';
import { randomBase62 } from '~/server/domain/ids';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { setOrganizationStatus } from '~/server/domain/organizations/set-organization-status';
import { createClaimedPractitioner } from '~/test/practitioners';
import { api, appDb, createAgent, TEST_ACTOR, type Agent } from '~/test/fixtures';

const CASE_KEYS = [
  'area',
  'bids',
  'budget_range',
  'contact_email',
  'contact_name',
  'contact_phone',
  'created_at',
  'id',
  'invoice',
  'selected_bid_id',
  'status',
  'story',
  'updated_at',
  'urgency',
];
const BID_KEYS = ['amount_idr', 'bid_id', 'created_at', 'estimated_days', 'message', 'practitioner_name', 'status'];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const STORY = 'Kontraktor kami berhenti bekerja di tengah proyek dan menolak mengembalikan uang muka.';
const valid = { contact_name: 'Budi Santoso', contact_email: 'budi@example.co.id', story: STORY };

function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ error: { code, message: expect.any(String) } });
}

const submit = (agent: Agent, body: unknown) => api('/v1/cases', { key: agent.apiKey, body });

async function casesOf(organizationId: string): Promise<number> {
  const [row] = await appDb().select({ n: count() }).from(cases).where(eq(cases.organizationId, organizationId));
  return row!.n;
}

// Practitioners for the bid-based service only, so no order offering elsewhere ever picks them.
async function practitioner(name: string): Promise<string> {
  const email = `kasus-${randomBase62(10).toLowerCase()}@example.com`;
  return (await createClaimedPractitioner({ db: appDb(), name, email, serviceCodes: ['litigasi-perdata'] })).id;
}

describe('POST /v1/cases', () => {
  it('201 with the decided case shape; absent optional fields are null', async () => {
    const agent = await createAgent();
    const res = await submit(agent, valid);
    expect(res.status).toBe(201);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('59');
    expect(Object.keys(res.body).sort()).toEqual(CASE_KEYS);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^case_[A-Za-z0-9]{20,}$/),
      status: 'terbuka',
      contact_name: 'Budi Santoso',
      contact_email: 'budi@example.co.id',
      contact_phone: null,
      area: null,
      urgency: null,
      budget_range: null,
      story: STORY,
      bids: [],
      selected_bid_id: null,
      invoice: null,
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
    });
    // It is readable afterwards exactly as returned.
    expect((await api(`/v1/cases/${res.body.id}`, { key: agent.apiKey })).body).toEqual(res.body);
  });

  it('keeps the optional fields when given, and treats null as absent', async () => {
    const agent = await createAgent();
    const full = await submit(agent, {
      ...valid,
      contact_phone: '+62 812 0000 0000',
      area: 'perdata',
      urgency: 'minggu ini',
      budget_range: '10-20 juta',
    });
    expect(full.status).toBe(201);
    expect(full.body).toMatchObject({
      contact_phone: '+62 812 0000 0000',
      area: 'perdata',
      urgency: 'minggu ini',
      budget_range: '10-20 juta',
    });
    const nulls = await submit(agent, { ...valid, contact_phone: null, area: null, urgency: null, budget_range: null });
    expect(nulls.status).toBe(201);
    expect(nulls.body).toMatchObject({ contact_phone: null, area: null, urgency: null, budget_range: null });
  });

  it.each(['', 'bukan-email', 'budi@', '@example.com', 'budi@@example.com', 'budi santoso@example.com'])(
    '422 EMAIL_INVALID for %j',
    async (email) => {
      const agent = await createAgent();
      expectError(await submit(agent, { ...valid, contact_email: email }), 422, 'EMAIL_INVALID');
      expect(await casesOf(agent.organizationId)).toBe(0);
    },
  );

  it('422 STORY_TOO_SHORT for 29 characters after trimming; 30 passes', async () => {
    const agent = await createAgent();
    const res = await submit(agent, { ...valid, story: `   ${'a'.repeat(29)}\n\t ` });
    expectError(res, 422, 'STORY_TOO_SHORT');
    expect(await casesOf(agent.organizationId)).toBe(0);
    expect((await submit(agent, { ...valid, story: ` ${'a'.repeat(30)} ` })).status).toBe(201);
  });

  it('counts Unicode code points: 30 emoji pass, 29 emoji are too short', async () => {
    const agent = await createAgent();
    // 29 emoji are 58 UTF-16 units: still too short.
    expectError(await submit(agent, { ...valid, story: '😀'.repeat(29) }), 422, 'STORY_TOO_SHORT');
    const ok = await submit(agent, { ...valid, story: `Rumah saya ${'🏠'.repeat(19)}` }); // 11 + 19 = 30 code points
    expect(ok.status).toBe(201);
    expect(ok.body.story).toBe(`Rumah saya ${'🏠'.repeat(19)}`);
  });

  it('422 VALIDATION for a missing contact_name, naming it', async () => {
    const agent = await createAgent();
    const { contact_name: _omit, ...rest } = valid;
    const res = await submit(agent, rest);
    expectError(res, 422, 'VALIDATION');
    expect(res.body.error.message).toContain('contact_name');
    expect(await casesOf(agent.organizationId)).toBe(0);
  });

  it.each([
    ['contact_name', 123],
    ['contact_email', true],
    ['story', ['a'.repeat(40)]],
    ['contact_phone', 812345678],
    ['area', { bidang: 'perdata' }],
  ])('422 VALIDATION for a non-string %s', async (field, value) => {
    const agent = await createAgent();
    const res = await submit(agent, { ...valid, [field]: value });
    expectError(res, 422, 'VALIDATION');
    expect(res.body.error.message).toContain(field);
    expect(await casesOf(agent.organizationId)).toBe(0);
  });

  it('checks in order: VALIDATION, then EMAIL_INVALID, then STORY_TOO_SHORT', async () => {
    const agent = await createAgent();
    expectError(await submit(agent, { contact_email: 'bukan-email', story: 'pendek' }), 422, 'VALIDATION');
    expectError(
      await submit(agent, { ...valid, contact_email: 'bukan-email', story: 'pendek', area: 7 }),
      422,
      'VALIDATION',
    );
    expectError(await submit(agent, { ...valid, contact_email: 'bukan-email', story: 'pendek' }), 422, 'EMAIL_INVALID');
    expectError(await submit(agent, { ...valid, story: 'pendek' }), 422, 'STORY_TOO_SHORT');
    expect(await casesOf(agent.organizationId)).toBe(0);
  });

  it('string fields take up to 20,000 characters (decisions, Sizes); longer is 422 VALIDATION naming the field', async () => {
    const agent = await createAgent();
    const long = {
      ...valid,
      contact_name: 'Budi Santoso, S.H., M.Kn., selaku kuasa direksi '.repeat(5).trim(), // 239 characters
      contact_phone: '0812-3456-7890 / 021-555-1234 (kantor, jam kerja 09.00-17.00 WIB)',
      urgency: 'Sidang pertama dijadwalkan dua minggu lagi. '.repeat(6).trim(),
    };
    const res = await submit(agent, long);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      contact_name: long.contact_name,
      contact_phone: long.contact_phone,
      urgency: long.urgency,
    });

    const tooLong = await submit(agent, { ...valid, story: 'a'.repeat(20_001) });
    expectError(tooLong, 422, 'VALIDATION');
    expect(tooLong.body.error.message).toContain('story');
    expect((await submit(agent, { ...valid, story: 'a'.repeat(20_000) })).status).toBe(201);
  });

  it('ignores an Idempotency-Key header (only POST /v1/orders supports it)', async () => {
    const agent = await createAgent();
    expect(
      (await api('/v1/cases', { key: agent.apiKey, body: valid, headers: { 'Idempotency-Key': 'not a valid key' } }))
        .status,
    ).toBe(201);
    expect(
      (await api('/v1/cases', { key: agent.apiKey, body: valid, headers: { 'Idempotency-Key': 'same' } })).status,
    ).toBe(201);
    expect(
      (await api('/v1/cases', { key: agent.apiKey, body: valid, headers: { 'Idempotency-Key': 'same' } })).status,
    ).toBe(201);
    expect(await casesOf(agent.organizationId)).toBe(3);
  });

  it('400 VALIDATION for a body that is not a JSON object', async () => {
    const agent = await createAgent();
    expectError(await submit(agent, 'contact_name=Budi'), 400, 'VALIDATION');
    expectError(await submit(agent, JSON.stringify([valid])), 400, 'VALIDATION');
    expect(await casesOf(agent.organizationId)).toBe(0);
  });

  it('403 FORBIDDEN_SCOPE for a key without kasus:buat, and nothing is created', async () => {
    const agent = await createAgent({ scopes: ['kasus:baca', 'kasus:pilih', 'order:buat', 'order:baca'] });
    expectError(await submit(agent, valid), 403, 'FORBIDDEN_SCOPE');
    expect(await casesOf(agent.organizationId)).toBe(0);
  });

  it('403 ACCOUNT_PENDING for an organization under review', async () => {
    const agent = await createAgent({ status: 'pending' });
    expectError(await submit(agent, valid), 403, 'ACCOUNT_PENDING');
    expect(await casesOf(agent.organizationId)).toBe(0);
  });
});

describe('GET /v1/cases/{id}', () => {
  it('shows the bids in the order they came, with the decided bid shape', async () => {
    const agent = await createAgent();
    const created = (await submit(agent, valid)).body;
    const p1 = await practitioner('Advokat Satu');
    const p2 = await practitioner('Advokat Dua');
    const b1 = await placeBid({
      domain: testDomain,
      db: appDb(),
      caseId: created.id,
      practitionerId: p1,
      amountIdr: 15_000_000,
      message: 'Kami bisa mulai minggu ini.',
      estimatedDays: 14,
    });
    const b2 = await placeBid({
      domain: testDomain,
      db: appDb(),
      caseId: created.id,
      practitionerId: p2,
      amountIdr: 12_500_000,
      message: 'Termasuk somasi awal.',
      estimatedDays: 21,
    });

    const res = await api(`/v1/cases/${created.id}`, { key: agent.apiKey });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(CASE_KEYS);
    expect(res.body).toMatchObject({
      id: created.id,
      status: 'terbuka',
      selected_bid_id: null,
      invoice: null,
      contact_email: valid.contact_email,
    });
    for (const bid of res.body.bids) expect(Object.keys(bid).sort()).toEqual(BID_KEYS);
    expect(res.body.bids).toEqual([
      {
        bid_id: b1.bid_id,
        practitioner_name: 'Advokat Satu',
        amount_idr: 15_000_000,
        message: 'Kami bisa mulai minggu ini.',
        estimated_days: 14,
        status: 'aktif',
        created_at: expect.stringMatching(ISO),
      },
      {
        bid_id: b2.bid_id,
        practitioner_name: 'Advokat Dua',
        amount_idr: 12_500_000,
        message: 'Termasuk somasi awal.',
        estimated_days: 21,
        status: 'aktif',
        created_at: expect.stringMatching(ISO),
      },
    ]);
    expect(b1.bid_id).toMatch(/^bid_[A-Za-z0-9]{20,}$/);
  });

  it("404 NOT_FOUND for another organization's case and for an unknown id", async () => {
    const owner = await createAgent();
    const other = await createAgent();
    const created = (await submit(owner, valid)).body;
    expectError(await api(`/v1/cases/${created.id}`, { key: other.apiKey }), 404, 'NOT_FOUND');
    expectError(await api('/v1/cases/case_doesnotexist000000000000', { key: owner.apiKey }), 404, 'NOT_FOUND');
  });

  it('403 FORBIDDEN_SCOPE without kasus:baca; an organization under review can read', async () => {
    const owner = await createAgent();
    const created = (await submit(owner, valid)).body;
    const noScope = await createApiKey({
      livemode: true,
      db: appDb(),
      organizationId: owner.organizationId,
      name: 'buat saja',
      scopes: ['kasus:buat'],
    });
    expectError(await api(`/v1/cases/${created.id}`, { key: noScope.api_key }), 403, 'FORBIDDEN_SCOPE');

    await setOrganizationStatus({
      domain: testDomain,
      db: appDb(),
      organizationId: owner.organizationId,
      status: 'pending',
      actor: TEST_ACTOR,
    });
    const read = await api(`/v1/cases/${created.id}`, { key: owner.apiKey });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);
  });
});

describe('POST /v1/cases/{id}/select', () => {
  async function caseWithBids(agent: Agent, amounts: number[]) {
    const created = (await submit(agent, valid)).body;
    const bidIds: string[] = [];
    for (const [i, amountIdr] of amounts.entries()) {
      const pid = await practitioner(`Advokat ${i + 1}`);
      bidIds.push(
        (
          await placeBid({
            domain: testDomain,
            db: appDb(),
            caseId: created.id,
            practitionerId: pid,
            amountIdr,
            message: `Penawaran ${i + 1}`,
          })
        ).bid_id,
      );
    }
    return { caseId: created.id as string, bidIds };
  }

  async function unchanged(agent: Agent, caseId: string, before: unknown) {
    expect((await api(`/v1/cases/${caseId}`, { key: agent.apiKey })).body).toEqual(before);
    const [row] = await appDb().select({ n: count() }).from(invoices).where(eq(invoices.caseId, caseId));
    return row!.n;
  }

  it('selects a bid: the case is dipilih with its invoice, the other bids ditolak; selecting again is 409', async () => {
    const agent = await createAgent();
    const { caseId, bidIds } = await caseWithBids(agent, [18_000_000, 16_000_000, 20_000_000]);
    const [first, chosen, third] = bidIds as [string, string, string];

    const res = await api(`/v1/cases/${caseId}/select`, { key: agent.apiKey, body: { bid_id: chosen } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(CASE_KEYS);
    expect(res.body).toMatchObject({ id: caseId, status: 'dipilih', selected_bid_id: chosen });
    expect(res.body.invoice).toEqual({
      id: expect.stringMatching(/^inv_[A-Za-z0-9]{20,}$/),
      amount_idr: 16_000_000,
      status: 'belum_dibayar',
      created_at: expect.stringMatching(ISO),
    });
    expect(Object.fromEntries(res.body.bids.map((b: any) => [b.bid_id, b.status]))).toEqual({
      [first]: 'ditolak',
      [chosen]: 'dipilih',
      [third]: 'ditolak',
    });
    expect((await api(`/v1/cases/${caseId}`, { key: agent.apiKey })).body).toEqual(res.body);

    for (const bid_id of [chosen, first]) {
      expectError(
        await api(`/v1/cases/${caseId}/select`, { key: agent.apiKey, body: { bid_id } }),
        409,
        'INVALID_STATE',
      );
      expect(await unchanged(agent, caseId, res.body)).toBe(1);
    }
  });

  it('404 NOT_FOUND for an unknown case, an unknown bid, a bid of another case, and a case of another organization', async () => {
    const agent = await createAgent();
    const other = await createAgent();
    const { caseId, bidIds } = await caseWithBids(agent, [9_000_000]);
    const elsewhere = await caseWithBids(agent, [7_000_000]);
    const before = (await api(`/v1/cases/${caseId}`, { key: agent.apiKey })).body;

    expectError(
      await api('/v1/cases/case_doesnotexist000000000000/select', { key: agent.apiKey, body: { bid_id: bidIds[0] } }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await api(`/v1/cases/${caseId}/select`, { key: agent.apiKey, body: { bid_id: 'bid_doesnotexist0000000000000' } }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await api(`/v1/cases/${caseId}/select`, { key: agent.apiKey, body: { bid_id: elsewhere.bidIds[0] } }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await api(`/v1/cases/${caseId}/select`, { key: other.apiKey, body: { bid_id: bidIds[0] } }),
      404,
      'NOT_FOUND',
    );
    expect(await unchanged(agent, caseId, before)).toBe(0);
    expect(
      await unchanged(
        agent,
        elsewhere.caseId,
        (await api(`/v1/cases/${elsewhere.caseId}`, { key: agent.apiKey })).body,
      ),
    ).toBe(0);
  });

  it('422 VALIDATION without bid_id, 400 for a non-JSON body, 403 without kasus:pilih; nothing changes', async () => {
    const agent = await createAgent();
    const { caseId, bidIds } = await caseWithBids(agent, [5_000_000]);
    const before = (await api(`/v1/cases/${caseId}`, { key: agent.apiKey })).body;
    const missing = await api(`/v1/cases/${caseId}/select`, { key: agent.apiKey, body: {} });
    expectError(missing, 422, 'VALIDATION');
    expect(missing.body.error.message).toContain('bid_id');
    expectError(await api(`/v1/cases/${caseId}/select`, { key: agent.apiKey, body: bidIds[0] }), 400, 'VALIDATION');
    expect(await unchanged(agent, caseId, before)).toBe(0);

    // A key of the same organization without kasus:pilih.
    const readOnly = await createApiKey({
      livemode: true,
      db: appDb(),
      organizationId: agent.organizationId,
      name: 'baca saja',
      scopes: ['kasus:baca'],
    });
    expectError(
      await api(`/v1/cases/${caseId}/select`, { key: readOnly.api_key, body: { bid_id: bidIds[0] } }),
      403,
      'FORBIDDEN_SCOPE',
    );
    expect((await api(`/v1/cases/${caseId}`, { key: readOnly.api_key })).status).toBe(200);
    expect(await unchanged(agent, caseId, before)).toBe(0);
  });
});
