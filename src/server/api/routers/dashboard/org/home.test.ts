import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { now, setClockOffset } from '~/server/domain/clock';
import { cancelOrder } from '~/server/domain/orders/operator-moves';
import { jakartaDay, jakartaMonth } from '~/shared/format/jakarta-time';
import { dashboardAs } from '~/test/dashboard';
import { testDomain } from '~/test/domain-context';
import { TEST_ACTOR } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder, seededPrice } from '~/test/orders';
import { orgWithPeople, type OrgSetup } from './org-test-setup';

await useFileDatabase('aos_org_home');

const BIG = 'pendirian-pt'; // above the threshold: waits for approval
const SMALL = 'review-kontrak'; // paid at once

let db: Db;
let org: OrgSetup;
let waiting: string;
let paid: string;
beforeAll(async () => {
  db = await getDb();
  org = await orgWithPeople(db, { depositIdr: 20_000_000, approvalThresholdIdr: 2_000_000 });
  waiting = (await placeOrder(db, org.agent, BIG)).id;
  paid = (await placeOrder(db, org.agent, SMALL)).id;
});

const ids = () => ({ organizationId: org.organizationId });

describe('the organization home', () => {
  it('leads with what waits, the latest orders by service and company, and the month spend per key', async () => {
    const home = await dashboardAs(db, org.member).org.home(ids());
    expect(home.attention).toEqual({
      orders_awaiting_approval: 1,
      orders_needing_reply: 0,
      orders_to_review: 0,
      unpaid_invoices: 0,
      unpaid_invoices_idr: 0,
      failing_webhooks: 0,
    });
    expect(home.recent_orders.map((o) => [o.id, o.service_name, o.subject, o.status, o.price_idr])).toEqual([
      [paid, 'Review Kontrak', null, 'ditawarkan', seededPrice(SMALL)], // offered by its POST
      [waiting, 'Pendirian PT (Perseroan Terbatas)', 'isi nama_perusahaan', 'menunggu_bayar', seededPrice(BIG)],
    ]);
    // Only the paid order left the deposit; the one awaiting approval counts against the key's limit only.
    expect(home.month_paid_idr).toBe(seededPrice(SMALL));
    const keys = await dashboardAs(db, org.member).org.keys.list(ids());
    expect(home.key_spend.map((k) => [k.prefix, k.month_spent_idr, k.monthly_limit_idr])).toEqual(
      keys.filter((k) => !k.revoked_at).map((k) => [k.prefix, k.month_spent_idr, k.monthly_limit_idr]),
    );
  });
});

describe('paid from the deposit this month', () => {
  const HOUR = 3_600_000;
  const at = (moment: Date) => setClockOffset(moment.getTime() - Date.now());
  afterEach(() => setClockOffset(0));

  it('counts an order in the Jakarta month its payment left the deposit, not the month it was created', async () => {
    const mine = await orgWithPeople(db, { depositIdr: 20_000_000, approvalThresholdIdr: 2_000_000 });
    const organizationId = mine.organizationId;
    const home = () => dashboardAs(db, mine.member).org.home({ organizationId });
    const month = jakartaMonth(now());

    at(new Date(month.end.getTime() - HOUR));
    const approvedLater = (await placeOrder(db, mine.agent, BIG)).id;
    await placeOrder(db, mine.agent, SMALL);
    expect((await home()).month_paid_idr).toBe(seededPrice(SMALL));

    // An hour into the next month the order created last month is approved: its money leaves now.
    at(new Date(month.end.getTime() + HOUR));
    expect((await home()).month_paid_idr).toBe(0);
    await dashboardAs(db, mine.admin).org.orders.approve({ organizationId, orderId: approvedLater });
    const next = await home();
    expect(next.month_paid_idr).toBe(seededPrice(BIG));
    // The keys' limits still count it in the month it was created (the spec's limit rule), so not here.
    expect(next.key_spend.reduce((total, k) => total + k.month_spent_idr, 0)).toBe(0);

    // A payment returned to the deposit no longer counts, in the month it was made either.
    await cancelOrder({ db, domain: testDomain, orderId: approvedLater, reason: 'Batal dalam uji', actor: TEST_ACTOR });
    expect((await home()).month_paid_idr).toBe(0);
    at(new Date(month.end.getTime() - HOUR / 2));
    expect((await home()).month_paid_idr).toBe(seededPrice(SMALL));
  });
});

describe('the order page reads as a person reads it', () => {
  it("names the service and lists the intake under the catalog's labels, in catalog order", async () => {
    const detail = await dashboardAs(db, org.member).org.orders.detail({ ...ids(), orderId: waiting });
    expect(detail.service_name).toBe('Pendirian PT (Perseroan Terbatas)');
    expect(detail.intake_fields[0]).toEqual({
      key: 'nama_perusahaan',
      label: 'Nama Perusahaan',
      value: 'isi nama_perusahaan',
    });
    expect(detail.intake_fields.map((f) => f.key).sort()).toEqual(Object.keys(detail.order.intake).sort());
    expect(detail.intake_fields.every((f) => f.label !== f.key)).toBe(true);
  });
});

describe('the orders list: search and date range', () => {
  const list = (extra: Record<string, string>) =>
    dashboardAs(db, org.member)
      .org.orders.list({ ...ids(), ...extra })
      .then((page) => page.data.map((o) => o.id));

  it('finds an order by an intake value, the service name or the id, and titles the rows', async () => {
    expect(await list({ search: 'ISI NAMA_PERUSAHAAN' })).toEqual([waiting]);
    expect(await list({ search: 'review kontrak' })).toEqual([paid]);
    expect(await list({ search: paid.slice(4, 14) })).toEqual([paid]);
    // Wildcards are taken literally.
    expect(await list({ search: '%' })).toEqual([]);
    const rows = (await dashboardAs(db, org.member).org.orders.list(ids())).data;
    expect(rows.find((o) => o.id === waiting)).toMatchObject({
      service_name: 'Pendirian PT (Perseroan Terbatas)',
      subject: 'isi nama_perusahaan',
    });
  });

  it('keeps the orders created within the Jakarta days asked for', async () => {
    const today = jakartaDay(now());
    expect(await list({ from: today, to: today })).toEqual([paid, waiting]);
    const tomorrow = jakartaDay(new Date(now().getTime() + 86_400_000));
    expect(await list({ from: tomorrow })).toEqual([]);
    const yesterday = jakartaDay(new Date(now().getTime() - 86_400_000));
    expect(await list({ to: yesterday })).toEqual([]);
  });

  it('refuses a malformed date', async () => {
    await expect(dashboardAs(db, org.member).org.orders.list({ ...ids(), from: '25-11-2026' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
