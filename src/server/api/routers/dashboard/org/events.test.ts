// The dashboard's events page: every event of the organization across orders, as GET /v1/events shows them.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { dashboardAs } from '~/test/dashboard';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { now } from '~/server/domain/clock';
import { jakartaDay } from '~/shared/format/jakarta-time';
import { orgWithPeople, organizationState, type OrgSetup } from './org-test-setup';

await useFileDatabase('aos_dashboard_events');

let db: Db;
let org: OrgSetup;
beforeAll(async () => {
  db = await getDb();
  org = await orgWithPeople(db, { depositIdr: 20_000_000 });
});

describe('org.events.list', () => {
  it('a member sees every order of the organization in one list, filtered by type or order, paged', async () => {
    const first = await placeOrder(db, org.agent, 'nib-oss');
    const second = await placeOrder(db, org.agent, 'nib-oss');
    const other = await orgWithPeople(db, { depositIdr: 5_000_000 });
    await placeOrder(db, other.agent, 'nib-oss');
    const asMember = dashboardAs(db, org.member).org.events;

    const all = await asMember.list({ organizationId: org.organizationId });
    // Each order's payment and the first offer its POST made, newest first.
    expect(all.data.map((e) => [e.type, e.order_id])).toEqual([
      ['order.ditawarkan', second.id],
      ['order.dibayar', second.id],
      ['order.ditawarkan', first.id],
      ['order.dibayar', first.id],
    ]);
    expect(all.data[0]!.delivery).toEqual({
      status: 'no_target',
      target_url: null,
      next_attempt_at: null,
      attempts: [],
    });
    const page = await asMember.list({ organizationId: org.organizationId, limit: 2 });
    expect(page.has_more).toBe(true);
    const next = await asMember.list({ organizationId: org.organizationId, limit: 2, cursor: page.data[1]!.id });
    expect(next.data.map((e) => e.order_id)).toEqual([first.id, first.id]);
    const byOrder = await asMember.list({ organizationId: org.organizationId, orderId: first.id });
    expect(byOrder.data.map((e) => e.order_id)).toEqual([first.id, first.id]);
    const byType = await asMember.list({ organizationId: org.organizationId, type: 'order.dibayar' });
    expect(byType.data.map((e) => e.order_id)).toEqual([second.id, first.id]);
    expect((await asMember.list({ organizationId: org.organizationId, type: 'order.selesai' })).data).toEqual([]);
  });

  it('filters by search text, Jakarta days, delivery result; the ledger and cases lists by theirs', async () => {
    const order = await placeOrder(db, org.agent, 'nib-oss');
    const asMember = dashboardAs(db, org.member).org;
    const ids = { organizationId: org.organizationId };
    const found = await asMember.events.list({ ...ids, search: order.id.slice(4, 14) });
    expect(found.data.map((e) => e.order_id)).toEqual([order.id, order.id]);
    // Wildcards are taken literally: `%` matches no id.
    expect((await asMember.events.list({ ...ids, search: '%' })).data).toEqual([]);
    const today = jakartaDay(now());
    const yesterday = jakartaDay(new Date(now().getTime() - 86_400_000));
    expect((await asMember.events.list({ ...ids, from: today, to: today })).data.map((e) => e.order_id)).toContain(
      order.id,
    );
    expect((await asMember.events.list({ ...ids, to: yesterday })).data).toEqual([]);
    expect((await asMember.events.list({ ...ids, status: 'no_target' })).data.length).toBeGreaterThan(0);
    expect((await asMember.events.list({ ...ids, status: 'dropped' })).data).toEqual([]);

    // The deposit ledger: the order's payment by its id; top-ups by kind; the balance after each stays the account's.
    const all = await asMember.deposit(ids);
    const payment = await asMember.deposit({ ...ids, search: order.id });
    expect(payment.entries.map((e) => [e.kind, e.order_id])).toEqual([['order_payment', order.id]]);
    expect(payment.entries[0]!.balance_after_idr).toBe(
      all.entries.find((e) => e.order_id === order.id)!.balance_after_idr,
    );
    const topUps = await asMember.deposit({ ...ids, kind: 'deposit_topup' });
    expect(topUps.entries.length).toBeGreaterThan(0);
    expect(topUps.entries.every((e) => e.kind === 'deposit_topup')).toBe(true);
    expect((await asMember.deposit({ ...ids, to: yesterday })).entries).toEqual([]);

    // Cases: none match a story nobody wrote, or a status none has.
    expect(await asMember.cases.list({ ...ids, search: 'tidak ada cerita seperti ini' })).toEqual([]);
    expect(await asMember.cases.list({ ...ids, status: 'ditutup' })).toEqual([]);
  });

  it('an outsider gets NOT_FOUND and nothing changes', async () => {
    const before = await organizationState(db, org.organizationId);
    await expect(
      dashboardAs(db, org.outsider).org.events.list({ organizationId: org.organizationId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await organizationState(db, org.organizationId)).toEqual(before);
  });
});
