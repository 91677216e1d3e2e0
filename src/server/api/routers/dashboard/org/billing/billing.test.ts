// The billing details form: owners and admins save an address and NPWP, members read them, bad input changes
// nothing; papers issued afterwards print them and a paper issued before keeps the details it was issued with.
import { memberReach } from '~/server/domain/tenant';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { auditLog, organizationBilling } from '~/server/db/schema';
import { orderReceipt } from '~/server/domain/papers/order-papers';
import { orderPaperPdf } from '~/server/domain/papers/order-paper-pdf';
import { paperBytes } from '~/server/domain/papers/pdf/pdf-paper';
import { dashboardAs } from '~/test/dashboard';
import { testDomain } from '~/test/domain-context';
import { AMPLE_LIMITS } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { keepPaper, pdfText } from '~/test/papers';
import { orgWithPeople, type OrgSetup } from '~/server/api/routers/dashboard/org/org-test-setup';

await useFileDatabase('aos_org_billing');

const ADDRESS = 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190';
let db: Db;
let org: OrgSetup;
beforeAll(async () => {
  db = await getDb();
  org = await orgWithPeople(db, { ...AMPLE_LIMITS, approvalThresholdIdr: 100_000_000 });
});

const ids = () => ({ organizationId: org.organizationId });

async function receiptText(orderId: string, locale: 'id' | 'en' = 'id', keep?: string) {
  const paper = await orderReceipt({ db, orderId, reach: memberReach(org.organizationId) });
  const pdf = await paperBytes(await orderPaperPdf({ db, settings: testDomain.settings, locale, paper }));
  if (keep) keepPaper(keep, pdf);
  return pdfText(pdf);
}

describe('billing details', () => {
  it('are saved by an admin, read by a member; papers issued afterwards print them, earlier ones do not change', async () => {
    expect(await dashboardAs(db, org.member).org.billing(ids())).toEqual({
      address: null,
      tax_number: null,
      updated_at: null,
    });
    const before = await placeOrder(db, org.agent, 'review-kontrak');
    expect(await receiptText(before.id)).not.toContain('NPWP');

    const saved = await dashboardAs(db, org.admin).org.setBilling({
      ...ids(),
      address: `  ${ADDRESS} `,
      taxNumber: '01.234.567.8-901.234',
    });
    expect(saved).toMatchObject({ address: ADDRESS, tax_number: '012345678901234' });
    expect(await dashboardAs(db, org.member).org.billing(ids())).toEqual(saved);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'organization.billing'));
    expect(audit).toMatchObject({ actorId: org.admin.id, targetId: org.organizationId });

    const after = await placeOrder(db, org.agent, 'review-kontrak');
    const text = await receiptText(after.id, 'id', 'receipt-with-billing-id');
    expect(text).toContain(ADDRESS);
    expect(text).toContain('NPWP: 01.234.567.8-901.234');
    expect(await receiptText(after.id, 'en', 'receipt-with-billing-en')).toContain(
      'Tax number (NPWP): 01.234.567.8-901.234',
    );
    const earlier = await receiptText(before.id);
    expect(earlier).not.toContain(ADDRESS);
    expect(earlier).not.toContain('NPWP');

    // Emptying the fields clears them for later papers only.
    expect(await dashboardAs(db, org.owner).org.setBilling({ ...ids(), address: '', taxNumber: '' })).toMatchObject({
      address: null,
      tax_number: null,
    });
    expect(await receiptText(after.id)).toContain(ADDRESS);
  });

  it('refuses a member, an outsider and a malformed NPWP or address, changing nothing', async () => {
    await dashboardAs(db, org.admin).org.setBilling({ ...ids(), address: 'Jl. Lama 1', taxNumber: '' });
    const stored = await db
      .select()
      .from(organizationBilling)
      .where(eq(organizationBilling.organizationId, org.organizationId));
    const attempt = { ...ids(), address: 'Jl. Baru 2', taxNumber: '1234567890123456' };
    await expect(dashboardAs(db, org.member).org.setBilling(attempt)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(dashboardAs(db, org.outsider).org.setBilling(attempt)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(dashboardAs(db, org.outsider).org.billing(ids())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    for (const bad of [
      { taxNumber: '12.345' },
      { taxNumber: 'NPWP-ABC-123456789' },
      { taxNumber: '12345678901234567' },
      { address: 'x'.repeat(501) },
    ])
      await expect(dashboardAs(db, org.admin).org.setBilling({ ...attempt, ...bad })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    expect(
      await db.select().from(organizationBilling).where(eq(organizationBilling.organizationId, org.organizationId)),
    ).toEqual(stored);
  });
});
