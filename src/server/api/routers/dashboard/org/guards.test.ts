// Role guards of every organization procedure, at the router: anonymous -> UNAUTHORIZED, not a member ->
// NOT_FOUND (the organization's existence is not confirmed), member -> FORBIDDEN for owner/admin actions;
// and a refused call changes nothing.
import { testDomain } from '~/test/domain-context';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '~/server/api/context';
import { getDb, type Db } from '~/server/db/client';
import { createCase } from '~/server/domain/cases/create-case';
import { placeBid } from '~/server/domain/cases/place-bid';
import { createClaimedPractitioner } from '~/test/practitioners';
import { SCOPES } from '~/shared/scopes';
import { dashboardAs } from '~/test/dashboard';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { orgWithPeople, organizationState, type OrgSetup } from './org-test-setup';

await useFileDatabase('aos_org_guards');

let db: Db;
let org: OrgSetup;
let waitingOrderId: string;
let paidOrderId: string;
let eventId: string;
let caseId: string;
let bidId: string;
let memberRowOfMember: string;

type Caller = ReturnType<typeof dashboardAs>;

beforeAll(async () => {
  db = await getDb();
  org = await orgWithPeople(db, {
    depositIdr: 50_000_000,
    approvalThresholdIdr: 2_000_000,
    webhookUrl: 'http://localhost:9/hook',
  });
  waitingOrderId = (await placeOrder(db, org.agent, 'pendirian-pt')).id; // 4.5M > 2M: menunggu_bayar
  paidOrderId = (await placeOrder(db, org.agent, 'review-kontrak')).id; // 1.5M: dibayar, with an event to the key's webhook
  const detail = await dashboardAs(db, org.owner).org.orders.detail({
    organizationId: org.organizationId,
    orderId: paidOrderId,
  });
  eventId = detail.webhook_events[0]!.id;
  const prac = await createClaimedPractitioner({
    db,
    name: 'Rina SH',
    email: 'rina-guards@example.com',
    serviceCodes: ['litigasi-perdata'],
  });
  caseId = (
    await createCase({
      db,
      domain: testDomain,
      organizationId: org.organizationId,
      livemode: true,
      input: {
        contact_name: 'Budi',
        contact_email: 'budi@example.com',
        story: 'Sengketa tanah warisan keluarga di Bandung sejak 2019.',
      },
    })
  ).id;
  bidId = (
    await placeBid({
      domain: testDomain,
      db,
      caseId,
      practitionerId: prac.id,
      amountIdr: 20_000_000,
      message: 'Saya bisa bantu',
      estimatedDays: 30,
    })
  ).bid_id;
  const members = await dashboardAs(db, org.owner).org.members.list({ organizationId: org.organizationId });
  memberRowOfMember = members.members.find((m) => m.user_id === org.member.id)!.id;
});

const o = () => org.organizationId;

/** Every mutation with a valid input; only owners/admins may run any of them. */
const MUTATIONS: [string, (c: Caller) => Promise<unknown>][] = [
  ['setThreshold', (c) => c.org.setThreshold({ organizationId: o(), thresholdIdr: 1 })],
  ['setTwoFactorRequirement', (c) => c.org.setTwoFactorRequirement({ organizationId: o(), required: true })],
  [
    'keys.create',
    (c) =>
      c.org.keys.create({
        organizationId: o(),
        name: 'k',
        perOrderLimitIdr: 5_000_000,
        monthlyLimitIdr: 50_000_000,
        webhookUrl: null,
        scopes: [...SCOPES],
      }),
  ],
  ['keys.revoke', (c) => c.org.keys.revoke({ organizationId: o(), prefix: org.agent.prefix })],
  ['orders.approve', (c) => c.org.orders.approve({ organizationId: o(), orderId: waitingOrderId })],
  ['orders.reject', (c) => c.org.orders.reject({ organizationId: o(), orderId: waitingOrderId })],
  ['orders.reply', (c) => c.org.orders.reply({ organizationId: o(), orderId: paidOrderId, text: 'data' })],
  ['orders.accept', (c) => c.org.orders.accept({ organizationId: o(), orderId: paidOrderId })],
  [
    'orders.requestRevision',
    (c) => c.org.orders.requestRevision({ organizationId: o(), orderId: paidOrderId, text: 'revisi' }),
  ],
  [
    'orders.dispute',
    (c) => c.org.orders.dispute({ organizationId: o(), orderId: paidOrderId, reason: 'tidak sesuai' }),
  ],
  ['orders.resendEvent', (c) => c.org.orders.resendEvent({ organizationId: o(), eventId })],
  ['cases.selectBid', (c) => c.org.cases.selectBid({ organizationId: o(), caseId, bidId })],
  ['members.invite', (c) => c.org.members.invite({ organizationId: o(), email: 'baru@example.com', role: 'member' })],
  [
    'members.setRole',
    (c) => c.org.members.setRole({ organizationId: o(), memberId: memberRowOfMember, role: 'admin' }),
  ],
];

const QUERIES: [string, (c: Caller) => Promise<unknown>][] = [
  ['overview', (c) => c.org.overview({ organizationId: o() })],
  ['home', (c) => c.org.home({ organizationId: o() })],
  ['deposit', (c) => c.org.deposit({ organizationId: o() })],
  ['charts', (c) => c.org.charts({ organizationId: o() })],
  ['keys.list', (c) => c.org.keys.list({ organizationId: o() })],
  ['orders.list', (c) => c.org.orders.list({ organizationId: o() })],
  ['orders.detail', (c) => c.org.orders.detail({ organizationId: o(), orderId: paidOrderId })],
  ['cases.list', (c) => c.org.cases.list({ organizationId: o() })],
  ['cases.detail', (c) => c.org.cases.detail({ organizationId: o(), caseId })],
  ['cases.invoices', (c) => c.org.cases.invoices({ organizationId: o() })],
  ['members.list', (c) => c.org.members.list({ organizationId: o() })],
];

const who = (name: 'anonymous' | 'outsider' | 'member'): SessionUser | null =>
  name === 'anonymous' ? null : org[name];

describe('organization mutations refuse the wrong caller and change nothing', () => {
  for (const [name, call] of MUTATIONS) {
    it(`${name}: anonymous UNAUTHORIZED, outsider NOT_FOUND, member FORBIDDEN`, async () => {
      const before = await organizationState(db, o());
      await expect(call(dashboardAs(db, who('anonymous')))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(call(dashboardAs(db, who('outsider')))).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(call(dashboardAs(db, who('member')))).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await organizationState(db, o())).toEqual(before);
    });
  }

  it('an organization id that does not exist is NOT_FOUND, like one the caller does not belong to', async () => {
    await expect(
      dashboardAs(db, org.owner).org.setThreshold({ organizationId: 'org_doesnotexist', thresholdIdr: 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('an admin of another organization cannot act on this one', async () => {
    const other = await orgWithPeople(db);
    const before = await organizationState(db, o());
    await expect(
      dashboardAs(db, other.admin).org.orders.approve({ organizationId: o(), orderId: waitingOrderId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // …nor reach this organization's order through its own organization id.
    await expect(
      dashboardAs(db, other.admin).org.orders.approve({
        organizationId: other.organizationId,
        orderId: waitingOrderId,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      dashboardAs(db, other.admin).org.orders.resendEvent({ organizationId: other.organizationId, eventId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      dashboardAs(db, other.admin).org.cases.selectBid({ organizationId: other.organizationId, caseId, bidId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      dashboardAs(db, other.admin).org.keys.revoke({ organizationId: other.organizationId, prefix: org.agent.prefix }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      dashboardAs(db, other.admin).org.members.setRole({
        organizationId: other.organizationId,
        memberId: memberRowOfMember,
        role: 'owner',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await organizationState(db, o())).toEqual(before);
  });
});

describe('organization reads', () => {
  for (const [name, call] of QUERIES) {
    it(`${name}: anonymous UNAUTHORIZED, outsider NOT_FOUND, member may read`, async () => {
      await expect(call(dashboardAs(db, null))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(call(dashboardAs(db, org.outsider))).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(call(dashboardAs(db, org.member))).resolves.toBeDefined();
    });
  }

  it('another organization’s order or case is NOT_FOUND through one’s own organization', async () => {
    const other = await orgWithPeople(db);
    await expect(
      dashboardAs(db, other.member).org.orders.detail({ organizationId: other.organizationId, orderId: paidOrderId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      dashboardAs(db, other.member).org.cases.detail({ organizationId: other.organizationId, caseId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
