// The overview, deposit page, cases and chart data an organization reads.
import { testDomain } from '~/test/domain-context';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { createCase } from '~/server/domain/cases/create-case';
import { placeBid } from '~/server/domain/cases/place-bid';
import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { createClaimedPractitioner } from '~/test/practitioners';
import { dashboardAs } from '~/test/dashboard';
import { TEST_ACTOR } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder, seededPrice } from '~/test/orders';
import { orgWithPeople, type OrgSetup } from './org-test-setup';

await useFileDatabase('aos_org_money');

let db: Db;
let org: OrgSetup;
beforeAll(async () => {
  db = await getDb();
  org = await orgWithPeople(db, { depositIdr: 10_000_000, approvalThresholdIdr: 2_000_000 });
});

const ids = () => ({ organizationId: org.organizationId });

describe('overview and deposit', () => {
  it('the overview has the status, threshold, money and the org id as transfer note', async () => {
    const waiting = await placeOrder(db, org.agent, 'pendirian-pt');
    await placeOrder(db, org.agent, 'review-kontrak');
    const overview = await dashboardAs(db, org.member).org.overview(ids());
    expect(overview).toMatchObject({
      id: org.organizationId,
      status: 'approved',
      role: 'member',
      approval_threshold_idr: 2_000_000,
      deposit_idr: 10_000_000 - seededPrice('review-kontrak'),
      escrow_idr: seededPrice('review-kontrak'),
      orders_awaiting_approval: 1,
      transfer: { transfer_note: org.organizationId, currency: 'IDR' },
    });
    expect(waiting.status).toBe('menunggu_bayar');
  });

  it('the deposit page lists the deposit ledger newest first with the balance after each entry', async () => {
    await recordDeposit({
      domain: testDomain,
      db,
      organizationId: org.organizationId,
      amountIdr: 2_500_000,
      reference: 'BCA-ORG-MONEY-2',
      actor: TEST_ACTOR,
    });
    const page = await dashboardAs(db, org.member).org.deposit(ids());
    expect(page.deposit_idr).toBe(10_000_000 - 1_500_000 + 2_500_000);
    expect(page.entries.map((e) => [e.kind, e.amount_idr, e.balance_after_idr])).toEqual([
      ['deposit_topup', 2_500_000, 11_000_000],
      ['order_payment', -1_500_000, 8_500_000],
      ['deposit_topup', 10_000_000, 10_000_000],
    ]);
    expect(page.entries[0]!.description).toContain('BCA-ORG-MONEY-2');
    expect(page.entries[1]!.order_id).toMatch(/^ord_/);
    const second = await dashboardAs(db, org.member).org.deposit({ ...ids(), limit: 1, before: page.entries[0]!.id });
    expect(second.entries.map((e) => e.balance_after_idr)).toEqual([8_500_000]);
    expect(second.has_more).toBe(true);
  });
});

describe('charts', () => {
  it('gives month spend per key against its limit, balance per day and orders by status', async () => {
    const charts = await dashboardAs(db, org.member).org.charts(ids());
    expect(charts.key_spend).toEqual([
      expect.objectContaining({
        prefix: org.agent.prefix,
        month_spent_idr: 1_500_000 + 4_500_000,
        monthly_limit_idr: 50_000_000,
      }),
    ]);
    expect(charts.balance.points).toHaveLength(30);
    expect(charts.balance.points.at(-1)).toMatchObject({ deposit_idr: 11_000_000, escrow_idr: 1_500_000 });
    const byStatus = Object.fromEntries(charts.orders_by_status.map((s) => [s.status, s.count]));
    expect(byStatus).toMatchObject({ menunggu_bayar: 1, dibayar: 0, ditawarkan: 1, selesai: 0 });
    expect(charts.orders_by_status).toHaveLength(11);
  });
});

describe('cases and invoices', () => {
  it('lists cases, shows bids, and an admin selects a bid which issues an invoice', async () => {
    const prac = await createClaimedPractitioner({
      db,
      name: 'Rina SH',
      email: 'rina-money@example.com',
      serviceCodes: ['litigasi-perdata'],
    });
    const kasus = await createCase({
      db,
      domain: testDomain,
      organizationId: org.organizationId,
      livemode: true,
      input: {
        contact_name: 'Budi',
        contact_email: 'budi@example.com',
        story: 'Sengketa tanah warisan keluarga di Bandung sejak 2019.',
        area: 'perdata',
      },
    });
    const { bid_id } = await placeBid({
      domain: testDomain,
      db,
      caseId: kasus.id,
      practitionerId: prac.id,
      amountIdr: 20_000_000,
      message: 'Saya bisa bantu',
      estimatedDays: 30,
    });

    const list = await dashboardAs(db, org.member).org.cases.list(ids());
    expect(list).toEqual([expect.objectContaining({ id: kasus.id, status: 'terbuka', bid_count: 1, invoice: null })]);
    const detail = await dashboardAs(db, org.member).org.cases.detail({ ...ids(), caseId: kasus.id });
    expect(detail.bids).toEqual([
      expect.objectContaining({ bid_id, practitioner_name: 'Rina SH', amount_idr: 20_000_000 }),
    ]);

    const selected = await dashboardAs(db, org.admin).org.cases.selectBid({
      ...ids(),
      caseId: kasus.id,
      bidId: bid_id,
    });
    expect(selected).toMatchObject({
      status: 'dipilih',
      selected_bid_id: bid_id,
      invoice: { amount_idr: 20_000_000, status: 'belum_dibayar' },
    });
    await expect(
      dashboardAs(db, org.admin).org.cases.selectBid({ ...ids(), caseId: kasus.id, bidId: bid_id }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });

    const invoices = await dashboardAs(db, org.member).org.cases.invoices(ids());
    expect(invoices.has_more).toBe(false);
    expect(invoices.data).toEqual([
      expect.objectContaining({
        case_id: kasus.id,
        practitioner_name: 'Rina SH',
        amount_idr: 20_000_000,
        status: 'belum_dibayar',
      }),
    ]);
  });
});
