// The dashboard's test mode: test keys for pending organizations, the test deposit button, lists by mode.
import { testDomain } from '~/test/domain-context';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { authenticateApiKey } from '~/server/domain/keys/authenticate-api-key';
import { ledgerBalance } from '~/server/domain/ledger/accounts';
import { createOrder } from '~/server/domain/orders/create-order';
import { dashboardAs } from '~/test/dashboard';
import { useFileDatabase } from '~/test/file-database';
import { validIntake } from '~/test/orders';
import { SCOPES } from '~/shared/scopes';
import { orgWithPeople, type OrgSetup } from './org-test-setup';

await useFileDatabase('aos_org_testmode');

let db: Db;
let org: OrgSetup;
beforeAll(async () => {
  db = await getDb();
  org = await orgWithPeople(db, { status: 'pending', depositIdr: 7_000_000 });
});

const keyInput = (test?: boolean) => ({
  organizationId: org.organizationId,
  name: 'uji',
  perOrderLimitIdr: 10_000_000,
  monthlyLimitIdr: 100_000_000,
  scopes: [...SCOPES],
  test,
});

describe('dashboard test mode', () => {
  it('owners and admins create test keys while pending; members cannot; live keys still need approval', async () => {
    const byAdmin = await dashboardAs(db, org.admin).org.keys.create(keyInput(true));
    expect(byAdmin.api_key).toMatch(/^svc_test_/);
    await expect(dashboardAs(db, org.member).org.keys.create(keyInput(true))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(dashboardAs(db, org.owner).org.keys.create(keyInput(false))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const testKeys = await dashboardAs(db, org.member).org.keys.list({
      organizationId: org.organizationId,
      test: true,
    });
    const liveKeys = await dashboardAs(db, org.member).org.keys.list({ organizationId: org.organizationId });
    expect(testKeys.map((k) => k.prefix)).toEqual([byAdmin.prefix]);
    expect(liveKeys.map((k) => k.prefix)).toEqual([org.agent.prefix]);
  });

  it('the top-up button adds test money only (admins), and the orders list shows one mode at a time', async () => {
    await expect(
      dashboardAs(db, org.member).org.testMode.topUp({ organizationId: org.organizationId, amountIdr: 1000 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const balance = await dashboardAs(db, org.owner).org.testMode.topUp({
      organizationId: org.organizationId,
      amountIdr: 9_000_000,
    });
    expect(balance).toMatchObject({ deposit_idr: 9_000_000, escrow_idr: 0 });
    expect(await ledgerBalance(db, 'deposit', org.organizationId)).toBe(7_000_000);

    const created = await dashboardAs(db, org.owner).org.keys.create(keyInput(true));
    const { apiKey } = await authenticateApiKey({ db, authorization: `Bearer ${created.api_key}` });
    const { order: testOrder } = await createOrder({
      db,
      domain: testDomain,
      apiKey,
      input: { service: 'somasi', intake: validIntake('somasi') },
      idempotency: null,
    });
    const owner = dashboardAs(db, org.owner);
    const testList = await owner.org.orders.list({ organizationId: org.organizationId, test: true });
    const liveList = await owner.org.orders.list({ organizationId: org.organizationId });
    expect(testList.data.map((o) => o.id)).toEqual([testOrder.id]);
    expect(liveList.data).toEqual([]);
    // Charts and overview count live orders and keys only.
    const overview = await owner.org.overview({ organizationId: org.organizationId });
    expect(overview.deposit_idr).toBe(7_000_000);
  });
});
