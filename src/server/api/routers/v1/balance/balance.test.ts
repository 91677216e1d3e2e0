import { testDomain } from '~/test/domain-context';
import { describe, expect, it } from 'vitest';
import { randomBase62 } from '~/server/domain/ids';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { api, appDb, createAgent, TEST_ACTOR, type Agent } from '~/test/fixtures';

const NIB_INTAKE = { nama_usaha: 'Toko Maju', kbli: '47411', nik_pemilik: '3171000000000001' }; // nib-oss, 750,000
const MEREK_INTAKE = { nama_merek: 'Maju', kelas_merek: '35', nama_pemohon: 'PT Maju' }; // pendaftaran-merek, 2,500,000

/** The calendar month in Asia/Jakarta, computed independently of the app (Intl time zones). */
function jakartaMonth(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(at);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

async function balance(key: string) {
  const before = jakartaMonth(new Date());
  const res = await api('/v1/balance', { key });
  const after = jakartaMonth(new Date());
  return { res, months: [before, after] };
}

function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ error: { code, message: expect.any(String) } });
}

async function order(agent: Agent, service: string, intake: Record<string, string>) {
  const res = await api('/v1/orders', { key: agent.apiKey, body: { service, intake } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe('GET /v1/balance', () => {
  it('has exactly the decided shape, with the key limits and the Jakarta month', async () => {
    const agent = await createAgent({
      depositIdr: 10_000_000,
      perOrderLimitIdr: 3_000_000,
      monthlyLimitIdr: 8_000_000,
    });
    const { res, months } = await balance(agent.apiKey);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('59');
    expect(months).toContain(res.body.key.month);
    expect(res.body.key.month).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    expect(res.body).toEqual({
      organization_id: agent.organizationId,
      currency: 'IDR',
      deposit_idr: 10_000_000,
      escrow_idr: 0,
      key: {
        prefix: agent.prefix,
        name: 'test key',
        per_order_limit_idr: 3_000_000,
        monthly_limit_idr: 8_000_000,
        month: res.body.key.month,
        month_spent_idr: 0,
        month_remaining_idr: 8_000_000,
      },
    });
    expect(agent.organizationId).toMatch(/^org_/);
  });

  it('a new organization without deposit reads zeros and the default limits', async () => {
    const agent = await createAgent();
    const { res } = await balance(agent.apiKey);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      deposit_idr: 0,
      escrow_idr: 0,
      key: {
        per_order_limit_idr: 5_000_000,
        monthly_limit_idr: 50_000_000,
        month_spent_idr: 0,
        month_remaining_idr: 50_000_000,
      },
    });
  });

  it('follows deposits and orders: paid orders move money to escrow; every order counts against the month', async () => {
    // Threshold 1,000,000: nib-oss is paid at once, pendaftaran-merek waits for approval and holds nothing.
    const agent = await createAgent({
      depositIdr: 5_000_000,
      monthlyLimitIdr: 10_000_000,
      approvalThresholdIdr: 1_000_000,
    });

    const paid = await order(agent, 'nib-oss', NIB_INTAKE);
    expect(paid.status).toBe('dibayar');
    let body = (await balance(agent.apiKey)).res.body;
    expect(body).toMatchObject({
      deposit_idr: 4_250_000,
      escrow_idr: 750_000,
      key: { month_spent_idr: 750_000, month_remaining_idr: 9_250_000 },
    });

    const waiting = await order(agent, 'pendaftaran-merek', MEREK_INTAKE);
    expect(waiting.status).toBe('menunggu_bayar');
    body = (await balance(agent.apiKey)).res.body;
    expect(body).toMatchObject({
      deposit_idr: 4_250_000,
      escrow_idr: 750_000,
      key: { month_spent_idr: 3_250_000, month_remaining_idr: 6_750_000 },
    });

    await recordDeposit({
      domain: testDomain,
      db: appDb(),
      organizationId: agent.organizationId,
      amountIdr: 2_000_000,
      reference: `TEST-${randomBase62(12)}`,
      actor: TEST_ACTOR,
    });
    body = (await balance(agent.apiKey)).res.body;
    expect(body).toMatchObject({
      deposit_idr: 6_250_000,
      escrow_idr: 750_000,
      key: { month_spent_idr: 3_250_000, month_remaining_idr: 6_750_000 },
    });
  });

  it('month_remaining_idr never goes below zero and the key part is the calling key', async () => {
    const agent = await createAgent({ depositIdr: 5_000_000, monthlyLimitIdr: 1_000_000 });
    await order(agent, 'nib-oss', NIB_INTAKE);
    const second = await createApiKey({
      livemode: true,
      db: appDb(),
      organizationId: agent.organizationId,
      name: 'kunci kedua',
      perOrderLimitIdr: 2_000_000,
      monthlyLimitIdr: 4_000_000,
    });

    const first = (await balance(agent.apiKey)).res.body;
    expect(first.key).toMatchObject({ prefix: agent.prefix, month_spent_idr: 750_000, month_remaining_idr: 250_000 });

    // Same organization, same deposit; the other key has its own limits and spent nothing.
    const other = (await balance(second.api_key)).res.body;
    expect(other).toMatchObject({ organization_id: agent.organizationId, deposit_idr: 4_250_000, escrow_idr: 750_000 });
    expect(other.key).toEqual({
      prefix: second.prefix,
      name: 'kunci kedua',
      per_order_limit_idr: 2_000_000,
      monthly_limit_idr: 4_000_000,
      month: first.key.month,
      month_spent_idr: 0,
      month_remaining_idr: 4_000_000,
    });
  });

  it('403 FORBIDDEN_SCOPE without saldo:baca', async () => {
    const agent = await createAgent({
      scopes: ['order:buat', 'order:baca', 'order:pesan', 'order:terima', 'kasus:buat', 'kasus:baca', 'kasus:pilih'],
    });
    expectError(await api('/v1/balance', { key: agent.apiKey }), 403, 'FORBIDDEN_SCOPE');
  });

  it('an organization under review can read it', async () => {
    const agent = await createAgent({ status: 'pending', depositIdr: 1_500_000 });
    const { res } = await balance(agent.apiKey);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      organization_id: agent.organizationId,
      currency: 'IDR',
      deposit_idr: 1_500_000,
      escrow_idr: 0,
      key: { prefix: agent.prefix },
    });
  });

  it.each(['rejected', 'suspended'] as const)('a %s organization gets 403 ACCOUNT_REJECTED', async (status) => {
    const agent = await createAgent({ status, depositIdr: 1_000_000 });
    expectError(await api('/v1/balance', { key: agent.apiKey }), 403, 'ACCOUNT_REJECTED');
  });

  it('401 without a valid key', async () => {
    expectError(await api('/v1/balance'), 401, 'UNAUTHORIZED');
  });
});
