// A rejected organization is told why and gets no top-up instructions; payment instructions never show the
// placeholder bank account.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '~/server/api/context';
import { getDb, type Db } from '~/server/db/client';
import { auditLog, organization } from '~/server/db/schema';
import { invoicePayment } from '~/server/domain/cases/invoice-payment';
import { setOrganizationStatus } from '~/server/domain/organizations/set-organization-status';
import { PLACEHOLDER_BANK_ACCOUNT, transferInstructions } from '~/server/domain/organizations/transfer-instructions';
import { createUser, dashboardAs } from '~/test/dashboard';
import { TEST_ACTOR } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { domainWith, testDomain } from '~/test/domain-context';
import { orgWithPeople, type OrgSetup } from './org-test-setup';

await useFileDatabase('aos_org_rejection');

let db: Db;
let org: OrgSetup;
let operatorUser: SessionUser;
beforeAll(async () => {
  db = await getDb();
  org = await orgWithPeople(db, { depositIdr: 1_000_000 });
  operatorUser = await createUser(db, { platformRole: 'operator', name: 'Olla Operator' });
});

/** The service's settings with this bank account number. */
const withBankAccount = (accountNumber: string) =>
  domainWith({ bank: { ...testDomain.settings.bank, accountNumber } }).settings;

const rowOf = async (id: string) => (await db.select().from(organization).where(eq(organization.id, id)))[0]!;

describe('rejecting an organization', () => {
  it('needs a reason: without one nothing changes', async () => {
    const before = await rowOf(org.organizationId);
    await expect(
      setOrganizationStatus({
        domain: testDomain,
        db,
        organizationId: org.organizationId,
        status: 'rejected',
        reason: '  ',
        actor: TEST_ACTOR,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(
      dashboardAs(db, operatorUser).staff.operator.applications.setStatus({
        organizationId: org.organizationId,
        status: 'rejected',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await rowOf(org.organizationId)).toEqual(before);
  });

  it('stores the reason, audits it, and shows it to the members without top-up instructions', async () => {
    await dashboardAs(db, operatorUser).staff.operator.applications.setStatus({
      organizationId: org.organizationId,
      status: 'rejected',
      reason: 'Dokumen akta tidak lengkap',
    });
    const row = await rowOf(org.organizationId);
    expect([row.status, row.rejectionReason]).toEqual(['rejected', 'Dokumen akta tidak lengkap']);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, org.organizationId), eq(auditLog.action, 'organization.status')));
    expect(audit!.details).toEqual({ from: 'approved', to: 'rejected', reason: 'Dokumen akta tidak lengkap' });

    const overview = await dashboardAs(db, org.member).org.overview({ organizationId: org.organizationId });
    expect(overview).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Dokumen akta tidak lengkap',
      transfer: null,
    });
    const deposit = await dashboardAs(db, org.owner).org.deposit({ organizationId: org.organizationId });
    expect(deposit.transfer).toBeNull();
    const listed = await dashboardAs(db, operatorUser).staff.operator.applications.list({
      status: 'rejected',
      search: org.organizationId,
    });
    expect(listed.data.find((a) => a.id === org.organizationId)?.rejection_reason).toBe('Dokumen akta tidak lengkap');
  });

  it('approving again clears the reason and brings the instructions back', async () => {
    await setOrganizationStatus({
      domain: testDomain,
      db,
      organizationId: org.organizationId,
      status: 'approved',
      actor: TEST_ACTOR,
    });
    expect((await rowOf(org.organizationId)).rejectionReason).toBeNull();
    const overview = await dashboardAs(db, org.member).org.overview({ organizationId: org.organizationId });
    expect(overview.rejection_reason).toBeNull();
    expect(overview.transfer).toMatchObject({ transfer_note: org.organizationId });
  });
});

describe('payment instructions', () => {
  it('never carry the placeholder account: without a real one, the account is null', () => {
    const settings = withBankAccount(PLACEHOLDER_BANK_ACCOUNT);
    expect(transferInstructions(settings, 'org_x').account).toBeNull();
    expect(invoicePayment(settings, { id: 'inv_1', amount_idr: 750_000, status: 'belum_dibayar' })).toEqual({
      amount_idr: 750_000,
      reference: 'inv_1',
      account: null,
    });
  });

  it('show the configured account and the invoice id as the reference; nothing once paid', () => {
    const settings = withBankAccount('123-456-7890');
    expect(invoicePayment(settings, { id: 'inv_2', amount_idr: 500_000, status: 'belum_dibayar' })).toEqual({
      amount_idr: 500_000,
      reference: 'inv_2',
      account: {
        bank_name: settings.bank.name,
        account_number: '123-456-7890',
        account_name: settings.bank.accountName,
      },
    });
    expect(invoicePayment(settings, { id: 'inv_2', amount_idr: 500_000, status: 'lunas' })).toBeNull();
    expect(invoicePayment(settings, null)).toBeNull();
  });
});
