// The operator console over the dashboard router: applications, the audited catalog editor, practitioners,
// disputes, cancellations and the audited webhook-secret reveal.
import { testDomain } from '~/test/domain-context';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '~/server/api/context';
import { getDb, type Db } from '~/server/db/client';
import {
  auditLog,
  mailOutbox,
  offers,
  organization,
  practitioners,
  serviceIntakeFields,
  services,
  user,
} from '~/server/db/schema';
import { listServices } from '~/server/domain/catalog/list-services';
import { ledgerBalance } from '~/server/domain/ledger/accounts';
import { verifyLedger } from '~/server/domain/ledger/verify-ledger';
import { runOffering } from '~/server/domain/offers/offering';
import { acceptOffer, declineOffer } from '~/server/domain/offers/offer-responses';
import { deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { openDispute } from '~/server/domain/orders/client-actions';
import { createOrganizationForUser } from '~/server/domain/organizations/create-organization-for-user';
import { createUser, dashboardAs } from '~/test/dashboard';
import { createAgent, type Agent } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { createClaimedPractitioner } from '~/test/practitioners';
import {
  createPractitionerUser,
  liveOfferOf,
  orderRow,
  type PractitionerPerson,
} from '~/server/api/routers/dashboard/practitioner/test-people';

await useFileDatabase('aos_staff_operator');

const SERVICE = 'perjanjian-kerja';
let db: Db;
let operatorUser: SessionUser;
let agent: Agent;
let prac: PractitionerPerson;
const client = { type: 'user' as const, id: 'usr_client' };

beforeAll(async () => {
  db = await getDb();
  operatorUser = await createUser(db, { platformRole: 'operator', name: 'Olla Operator' });
  agent = await createAgent({
    db,
    depositIdr: 200_000_000,
    perOrderLimitIdr: 100_000_000,
    monthlyLimitIdr: 1_000_000_000,
    approvalThresholdIdr: 100_000_000,
  });
  prac = await createPractitionerUser(db, 'Rina SH', [SERVICE]);
});

const op = () => dashboardAs(db, operatorUser).staff.operator;

async function auditsOf(targetId: string) {
  return db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.id));
}

/** An order taken by `prac`, then moved along with domain calls. */
async function takenOrder() {
  const order = await placeOrder(db, agent, SERVICE);
  await runOffering({ db, domain: testDomain, orderId: order.id });
  await acceptOffer({ db, domain: testDomain, orderId: order.id, practitionerId: prac.practitionerId });
  return order;
}

describe('applications', () => {
  it('lists applications by status and moves them: approve, suspend, back under review, reject (audited)', async () => {
    const owner = await createUser(db, { name: 'Pemilik', email: 'pemilik@agen.id' });
    const org = await createOrganizationForUser({
      domain: testDomain,
      db,
      userId: owner.id,
      name: 'PT Agen Baru',
      application: {
        companyName: 'PT Agen Baru Indonesia',
        website: 'https://agenbaru.id',
        useCase: 'Pendirian PT untuk klien',
        expectedVolume: '10/bulan',
      },
    });
    const pending = (await op().applications.list({ status: 'pending', search: org.id })).data;
    expect(pending.find((a) => a.id === org.id)).toMatchObject({
      name: 'PT Agen Baru',
      company_name: 'PT Agen Baru Indonesia',
      website: 'https://agenbaru.id',
      use_case: 'Pendirian PT untuk klien',
      expected_volume: '10/bulan',
      owners: [{ name: 'Pemilik', email: 'pemilik@agen.id' }],
    });
    expect((await op().applications.list({ status: 'approved', search: org.id })).data).toEqual([]);
    for (const status of ['approved', 'suspended', 'approved', 'pending', 'rejected'] as const) {
      const reason = status === 'rejected' ? 'Situs web tidak dapat diverifikasi' : undefined;
      expect(await op().applications.setStatus({ organizationId: org.id, status, reason })).toMatchObject({
        id: org.id,
        status,
      });
    }
    const audits = await auditsOf(org.id);
    expect(audits.map((a) => a.details)).toEqual([
      { from: 'pending', to: 'rejected', reason: 'Situs web tidak dapat diverifikasi' },
      { from: 'approved', to: 'pending' },
      { from: 'suspended', to: 'approved' },
      { from: 'approved', to: 'suspended' },
      { from: 'pending', to: 'approved' },
    ]);
    expect(audits.every((a) => a.actorType === 'user' && a.actorId === operatorUser.id)).toBe(true);
  });

  it('finds applications by organization, company, id or owner, status and Jakarta day applied, a page at a time', async () => {
    const apply = async (name: string, ownerEmail: string, submittedAt: string) => {
      const owner = await createUser(db, { name: `Pemilik ${name}`, email: ownerEmail });
      const created = await createOrganizationForUser({
        domain: testDomain,
        db,
        userId: owner.id,
        name,
        application: {
          companyName: `${name} Tbk`,
          website: 'https://cari.example.id',
          useCase: 'Legalitas usaha',
          expectedVolume: '5',
        },
      });
      await db
        .update(organization)
        .set({ applicationSubmittedAt: new Date(submittedAt) })
        .where(eq(organization.id, created.id));
      return created.id;
    };
    // Applied on three Jakarta days: 00:30 WIB on 11 January is still 10 January in UTC.
    const early = await apply('PT Cari Satu', 'satu@cari-permohonan.id', '2026-01-09T10:00:00Z');
    const middle = await apply('PT Cari Dua', 'dua@cari-permohonan.id', '2026-01-10T17:30:00Z');
    const late = await apply('PT Cari Tiga', 'tiga@cari-permohonan.id', '2026-01-12T03:00:00Z');
    type Input = Parameters<ReturnType<typeof op>['applications']['list']>[0];
    const ids = async (input: Input) => (await op().applications.list(input)).data.map((a) => a.id);

    expect(await ids({ search: 'cari-permohonan.id' })).toEqual([late, middle, early]);
    expect(await ids({ search: 'pt cari dua' })).toEqual([middle]);
    expect(await ids({ search: 'Cari Tiga Tbk' })).toEqual([late]);
    expect(await ids({ search: early })).toEqual([early]);
    // Wildcards are taken literally.
    expect(await ids({ search: 'PT Cari_' })).toEqual([]);
    expect(await ids({ search: 'cari-permohonan', from: '2026-01-11', to: '2026-01-11' })).toEqual([middle]);
    expect(await ids({ search: 'cari-permohonan', from: '2026-01-10', to: '2026-01-10' })).toEqual([]);
    expect(await ids({ search: 'cari-permohonan', from: '2026-01-11' })).toEqual([late, middle]);
    await op().applications.setStatus({ organizationId: middle, status: 'approved' });
    expect(await ids({ search: 'cari-permohonan', status: 'pending' })).toEqual([late, early]);
    expect(await ids({ search: 'cari-permohonan', status: 'approved' })).toEqual([middle]);

    // Pages of two, latest applied first, the next from the last id of the one before.
    const one = await op().applications.list({ search: 'cari-permohonan', limit: 2 });
    expect([one.data.map((a) => a.id), one.has_more]).toEqual([[late, middle], true]);
    const two = await op().applications.list({ search: 'cari-permohonan', limit: 2, cursor: middle });
    expect([two.data.map((a) => a.id), two.has_more]).toEqual([[early], false]);
    await expect(op().applications.list({ cursor: 'org_tidakada' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(op().applications.list({ to: '2026/01/11' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses an unknown organization (404) and an unknown status (400)', async () => {
    await expect(
      op().applications.setStatus({ organizationId: 'org_unknown', status: 'approved' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      op().applications.setStatus({ organizationId: agent.organizationId, status: 'deleted' as never }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const [row] = await db
      .select({ status: organization.status })
      .from(organization)
      .where(eq(organization.id, agent.organizationId));
    expect(row!.status).toBe('approved');
  });
});

describe('catalog editor', () => {
  const base = async (code: string) => {
    const s = (await op().catalog.list()).find((x) => x.code === code)!;
    return {
      code,
      name: s.name,
      description: s.description,
      priceIdr: s.price_idr,
      slaHours: s.sla_hours,
      pricing: s.pricing,
      active: s.active,
      agentVisible: s.agent_visible,
      agentOrderable: s.agent_orderable,
    };
  };

  it('lists every service, hidden and inactive ones included', async () => {
    const codes = (await op().catalog.list()).map((s) => s.code);
    expect(codes).toEqual(
      expect.arrayContaining(['pendirian-yayasan', 'audit-internal', 'litigasi-perdata', 'somasi']),
    );
  });

  it('edits price, SLA, pricing and agent access; the change is audited with before and after', async () => {
    const before = await base('somasi');
    await op().catalog.update({ ...before, priceIdr: 2_750_000, slaHours: 96 });
    const edited = (await op().catalog.list()).find((s) => s.code === 'somasi')!;
    expect(edited).toMatchObject({ price_idr: 2_750_000, sla_hours: 96 });
    const [audit] = await auditsOf('somasi');
    expect(audit).toMatchObject({
      action: 'service.update',
      actorType: 'user',
      actorId: operatorUser.id,
      details: {
        from: { priceIdr: before.priceIdr, slaHours: before.slaHours },
        to: { priceIdr: 2_750_000, slaHours: 96 },
      },
    });
    // Agents see the new price; hiding the service removes it from their catalog.
    expect((await listServices({ db })).find((s) => s.code === 'somasi')?.price_idr).toBe(2_750_000);
    await op().catalog.update({ ...before, priceIdr: 2_750_000, slaHours: 96, agentVisible: false });
    expect((await listServices({ db })).map((s) => s.code)).not.toContain('somasi');
    await op().catalog.update({ ...before, priceIdr: 2_750_000, slaHours: 96, pricing: 'bid', agentVisible: true });
    expect((await listServices({ db })).find((s) => s.code === 'somasi')).toMatchObject({
      pricing: 'bid',
      orderable: false,
    });
    expect((await auditsOf('somasi')).length).toBe(3);
    // Saving without a change writes no audit entry.
    await op().catalog.update({ ...before, priceIdr: 2_750_000, slaHours: 96, pricing: 'bid' });
    expect((await auditsOf('somasi')).length).toBe(3);
  });

  it('refuses invalid edits (400) and unknown services (404) without changing or auditing anything', async () => {
    const before = await base('nib-oss');
    await expect(op().catalog.update({ ...before, priceIdr: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(op().catalog.update({ ...before, slaHours: 1.5 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(op().catalog.update({ ...before, code: 'tidak-ada' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await base('nib-oss')).toEqual(before);
    expect(await auditsOf('nib-oss')).toEqual([]);
  });

  it('adds, edits and removes intake fields, each audited; duplicates are 409', async () => {
    const code = 'pendaftaran-merek';
    await op().catalog.addField({
      code,
      key: 'nomor_kuasa_uji',
      label: 'Nomor Kuasa',
      required: true,
      description: 'Nomor kelas Nice',
    });
    await expect(
      op().catalog.addField({ code, key: 'nomor_kuasa_uji', label: 'Lagi', required: false, description: '' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      op().catalog.addField({ code, key: 'Nomor Kuasa', label: 'X', required: false, description: '' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    let field = (await op().catalog.list())
      .find((s) => s.code === code)!
      .intake.find((f) => f.key === 'nomor_kuasa_uji')!;
    expect(field).toMatchObject({ label: 'Nomor Kuasa', required: true });
    await op().catalog.updateField({
      code,
      key: 'nomor_kuasa_uji',
      label: 'Nomor Kuasa (uji)',
      required: false,
      description: 'Nomor kelas 1-45',
    });
    field = (await op().catalog.list()).find((s) => s.code === code)!.intake.find((f) => f.key === 'nomor_kuasa_uji')!;
    expect(field).toMatchObject({ label: 'Nomor Kuasa (uji)', required: false, description: 'Nomor kelas 1-45' });
    expect((await listServices({ db })).find((s) => s.code === code)!.intake.map((f) => f.key)).toContain(
      'nomor_kuasa_uji',
    );
    await op().catalog.removeField({ code, key: 'nomor_kuasa_uji' });
    await expect(op().catalog.removeField({ code, key: 'nomor_kuasa_uji' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await db
        .select()
        .from(serviceIntakeFields)
        .where(and(eq(serviceIntakeFields.serviceCode, code), eq(serviceIntakeFields.key, 'nomor_kuasa_uji'))),
    ).toEqual([]);
    expect((await auditsOf(code)).map((a) => a.action)).toEqual([
      'service.intake.remove',
      'service.intake.update',
      'service.intake.add',
    ]);
    const [svc] = await db.select().from(services).where(eq(services.code, code));
    expect(svc!.active).toBe(true);
  });
});

describe('practitioners', () => {
  it('creates an unclaimed practitioner; only the verified owner of the address who opens the claim link is linked', async () => {
    // Someone registered the address before the operator added the practitioner (pre-hijack attempt).
    const early = await createUser(db, { name: 'Orang Lain', email: 'dewi.sh@example.com', verified: false });
    const created = await op().practitioners.create({
      name: 'Dewi SH',
      email: 'Dewi.SH@example.com',
      serviceCodes: ['somasi', 'nib-oss'],
    });
    expect(created).toMatchObject({ id: expect.stringMatching(/^prac_/), claim_id: expect.stringMatching(/^pcl_/) });
    expect((await op().practitioners.list({ search: created.id })).data.find((p) => p.id === created.id)).toMatchObject(
      {
        name: 'Dewi SH',
        email: 'dewi.sh@example.com',
        claimed: false,
        claim_status: 'pending',
        active: true,
        services: ['nib-oss', 'somasi'],
        open_orders: 0,
        last_offered_at: null,
      },
    );
    const [row] = await db.select().from(practitioners).where(eq(practitioners.id, created.id));
    expect(row!.userId).toBeNull();
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'dewi.sh@example.com'), eq(mailOutbox.kind, 'practitioner_claim')));
    expect(mail!.links).toEqual([expect.stringMatching(new RegExp(`/klaim/${created.claim_id}$`))]);
    await expect(dashboardAs(db, early).practitioner.offers.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Unverified: the link does nothing for them.
    await expect(dashboardAs(db, early).account.claimPractitioner({ claimId: created.claim_id })).rejects.toMatchObject(
      { code: 'FORBIDDEN' },
    );
    // A verified person at another address, holding the link: nothing either.
    const other = await createUser(db, { name: 'Penyerang', email: 'penyerang@example.com' });
    await expect(dashboardAs(db, other).account.claimPractitioner({ claimId: created.claim_id })).rejects.toMatchObject(
      { code: 'NOT_FOUND' },
    );
    expect((await db.select().from(practitioners).where(eq(practitioners.id, created.id)))[0]!.userId).toBeNull();

    // The real owner proves the address, then claims.
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, early.id));
    await expect(dashboardAs(db, early).account.claimPractitioner({ claimId: created.claim_id })).resolves.toEqual({
      practitioner_id: created.id,
    });
    await expect(dashboardAs(db, early).practitioner.offers.list()).resolves.toMatchObject({ offers: [] });
    expect((await op().practitioners.list({ search: created.id })).data.find((p) => p.id === created.id)).toMatchObject(
      {
        claimed: true,
        claim_status: 'claimed',
      },
    );
    expect((await auditsOf(created.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['practitioner.claim', early.id],
      ['practitioner.create', operatorUser.id],
    ]);
    await expect(dashboardAs(db, early).account.claimPractitioner({ claimId: created.claim_id })).rejects.toMatchObject(
      { code: 'NOT_FOUND' },
    );
    await expect(
      op().practitioners.create({ name: 'Dewi SH', email: 'dewi.sh@example.com', serviceCodes: ['somasi'] }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      op().practitioners.create({ name: 'X', email: 'bukan-email', serviceCodes: [] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('finds practitioners by name, address, id or service, and by state, by name a page at a time', async () => {
    const ana = await createPractitionerUser(db, 'Ana Penelusur SH', ['somasi']);
    const citra = await createPractitionerUser(db, 'Citra Penelusur SH', ['nib-oss']);
    const bima = await op().practitioners.create({
      name: 'Bima Penelusur SH',
      email: 'bima.penelusur@example.com',
      serviceCodes: ['somasi'],
    });
    await op().practitioners.setActive({ practitionerId: citra.practitionerId, active: false });
    type Input = Parameters<ReturnType<typeof op>['practitioners']['list']>[0];
    const ids = async (input: Input) => (await op().practitioners.list(input)).data.map((p) => p.id);
    const [somasi] = await db.select({ name: services.name }).from(services).where(eq(services.code, 'somasi'));

    expect(await ids({ search: 'penelusur' })).toEqual([ana.practitionerId, bima.id, citra.practitionerId]);
    // The unclaimed one by the address its claim link went to; a claimed one by their account's.
    expect(await ids({ search: 'bima.penelusur@' })).toEqual([bima.id]);
    expect(await ids({ search: ana.user.email })).toEqual([ana.practitionerId]);
    expect(await ids({ search: citra.practitionerId })).toEqual([citra.practitionerId]);
    // A service by its name or its code.
    expect(await ids({ search: somasi!.name.toLowerCase() })).toEqual(
      expect.arrayContaining([ana.practitionerId, bima.id]),
    );
    expect(await ids({ search: 'nib-oss' })).toContain(citra.practitionerId);
    expect(await ids({ search: 'nib-oss' })).not.toContain(ana.practitionerId);
    expect(await ids({ search: 'Penelusur%' })).toEqual([]);
    expect(await ids({ search: 'penelusur', state: 'inactive' })).toEqual([citra.practitionerId]);
    expect(await ids({ search: 'penelusur', state: 'unclaimed' })).toEqual([bima.id]);
    expect(await ids({ search: 'penelusur', state: 'active' })).toEqual([ana.practitionerId, bima.id]);

    const one = await op().practitioners.list({ search: 'penelusur', limit: 2 });
    expect([one.data.map((p) => p.id), one.has_more]).toEqual([[ana.practitionerId, bima.id], true]);
    expect(one.data[0]!.services).toEqual(['somasi']);
    const two = await op().practitioners.list({ search: 'penelusur', limit: 2, cursor: bima.id });
    expect([two.data.map((p) => p.id), two.has_more]).toEqual([[citra.practitionerId], false]);
    await expect(op().practitioners.list({ cursor: 'prac_tidakada' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("shows when a practitioner was last offered an order: their newest offer's time", async () => {
    const code = 'pendaftaran-hak-cipta';
    const fajar = await createClaimedPractitioner({
      db,
      name: 'Fajar SH',
      email: 'fajar.sh@example.com',
      serviceCodes: [code],
    });
    const lastOffered = async () =>
      (await op().practitioners.list({ search: fajar.id })).data.find((p) => p.id === fajar.id)?.last_offered_at;
    expect(await lastOffered()).toBeNull();
    const first = await placeOrder(db, agent, code);
    const second = await placeOrder(db, agent, code);
    const made = await db
      .select({ practitionerId: offers.practitionerId, offeredAt: offers.offeredAt })
      .from(offers)
      .where(inArray(offers.orderId, [first.id, second.id]))
      .orderBy(offers.offeredAt);
    expect(made.map((o) => o.practitionerId)).toEqual([fajar.id, fajar.id]);
    expect(await lastOffered()).toBe(made[1]!.offeredAt.toISOString());
  });

  it('an unclaimed practitioner receives no offers; re-sending replaces the link, revoking ends it', async () => {
    const code = 'pendirian-pt';
    const created = await op().practitioners.create({
      name: 'Eka SH',
      email: 'eka.sh@example.com',
      serviceCodes: [code],
    });
    const order = await placeOrder(db, agent, code);
    await runOffering({ db, domain: testDomain, orderId: order.id });
    expect((await liveOfferOf(db, order.id))?.practitionerId).not.toBe(created.id);

    const resent = await op().practitioners.resendClaim({ practitionerId: created.id });
    expect(resent.claim_id).not.toBe(created.claim_id);
    const eka = await createUser(db, { name: 'Eka', email: 'eka.sh@example.com' });
    await expect(dashboardAs(db, eka).account.claimPractitioner({ claimId: created.claim_id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await op().practitioners.revokeClaim({ practitionerId: created.id });
    await expect(dashboardAs(db, eka).account.claimPractitioner({ claimId: resent.claim_id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await op().practitioners.list({ search: created.id })).data.find((p) => p.id === created.id)).toMatchObject(
      {
        claimed: false,
        claim_status: 'revoked',
      },
    );
    await expect(op().practitioners.revokeClaim({ practitionerId: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await auditsOf(created.id)).map((a) => a.action)).toEqual([
      'practitioner.claim_revoke',
      'practitioner.claim_resend',
      'practitioner.create',
    ]);
    const again = await op().practitioners.resendClaim({ practitionerId: created.id });
    await expect(dashboardAs(db, eka).account.claimPractitioner({ claimId: again.claim_id })).resolves.toEqual({
      practitioner_id: created.id,
    });
    await expect(op().practitioners.resendClaim({ practitionerId: created.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('sets qualified services (audited); unknown codes are refused and change nothing', async () => {
    const p = await createPractitionerUser(db, 'Bayu SH', ['somasi']);
    await op().practitioners.setServices({
      practitionerId: p.practitionerId,
      serviceCodes: ['review-kontrak', 'somasi'],
    });
    await expect(
      op().practitioners.setServices({ practitionerId: p.practitionerId, serviceCodes: ['tidak-ada'] }),
    ).rejects.toMatchObject({ code: 'UNPROCESSABLE_CONTENT' });
    expect(
      (await op().practitioners.list({ search: p.practitionerId })).data.find((x) => x.id === p.practitionerId)!
        .services,
    ).toEqual(['review-kontrak', 'somasi']);
    expect(
      (await auditsOf(p.practitionerId)).filter((a) => a.action === 'practitioner.services').map((a) => a.details),
    ).toEqual([{ from: ['somasi'], to: ['review-kontrak', 'somasi'] }]);
  });

  it('deactivating withdraws live offers and passes them on; the practitioner loses the workspace', async () => {
    const code = 'pendirian-cv';
    const first = await createPractitionerUser(db, 'Cahya SH', [code]);
    const second = await createPractitionerUser(db, 'Dimas SH', [code]);
    const order = await placeOrder(db, agent, code);
    await runOffering({ db, domain: testDomain, orderId: order.id });
    expect((await liveOfferOf(db, order.id))?.practitionerId).toBe(first.practitionerId);
    const result = await op().practitioners.setActive({ practitionerId: first.practitionerId, active: false });
    expect(result).toEqual({ id: first.practitionerId, active: false, withdrawn_offers: [order.id] });
    expect((await liveOfferOf(db, order.id))?.practitionerId).toBe(second.practitionerId);
    await expect(dashboardAs(db, first.user).practitioner.offers.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await op().practitioners.setActive({ practitionerId: first.practitionerId, active: true });
    expect((await auditsOf(first.practitionerId)).map((a) => a.action)).toEqual([
      'practitioner.activate',
      'practitioner.deactivate',
      'practitioner.claim',
      'practitioner.create',
    ]);
  });
});

describe('disputes and cancellations', () => {
  it('lists disputed orders with the reason and resolves them for the practitioner; the ledger stays balanced', async () => {
    const order = await takenOrder();
    await startWork({ db, domain: testDomain, orderId: order.id, practitionerId: prac.practitionerId });
    await deliverOrder({
      db,
      domain: testDomain,
      orderId: order.id,
      practitionerId: prac.practitionerId,
      text: 'Draf perjanjian kerja',
    });
    await openDispute({
      reach: 'platform',
      db,
      domain: testDomain,
      orderId: order.id,
      reason: 'Tidak sesuai permintaan',
      actor: client,
    });
    const disputes = await op().disputes.list();
    expect(disputes.find((d) => d.id === order.id)).toMatchObject({
      status: 'sengketa',
      organization_id: agent.organizationId,
      practitioner_name: 'Rina SH',
      deliverable: 'Draf perjanjian kerja',
      messages: [{ sender: 'klien', text: 'Tidak sesuai permintaan' }],
    });
    const earningsBefore = await ledgerBalance(db, 'earnings', prac.practitionerId);
    expect((await op().disputes.resolve({ orderId: order.id, decision: 'practitioner' })).status).toBe('selesai');
    expect(await ledgerBalance(db, 'earnings', prac.practitionerId)).toBe(earningsBefore + order.price_idr);
    await expect(op().disputes.resolve({ orderId: order.id, decision: 'client' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await op().disputes.list()).map((d) => d.id)).not.toContain(order.id);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('cancels an order still before delivery (refunded), refuses a delivered one (409) and changes nothing', async () => {
    const open = await takenOrder();
    expect((await op().cancellations.list()).map((o) => o.id)).toContain(open.id);
    const depositBefore = await ledgerBalance(db, 'deposit', agent.organizationId);
    expect((await op().cancellations.cancel({ orderId: open.id, reason: 'Permintaan klien' })).status).toBe('direfund');
    expect(await ledgerBalance(db, 'deposit', agent.organizationId)).toBe(depositBefore + open.price_idr);

    const delivered = await takenOrder();
    await startWork({ db, domain: testDomain, orderId: delivered.id, practitionerId: prac.practitionerId });
    await deliverOrder({
      db,
      domain: testDomain,
      orderId: delivered.id,
      practitionerId: prac.practitionerId,
      text: 'Hasil',
    });
    expect((await op().cancellations.list()).map((o) => o.id)).not.toContain(delivered.id);
    const before = await orderRow(db, delivered.id);
    await expect(op().cancellations.cancel({ orderId: delivered.id, reason: 'Coba batalkan' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await orderRow(db, delivered.id)).toEqual(before);
    await expect(op().cancellations.cancel({ orderId: delivered.id, reason: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await verifyLedger(db)).toEqual([]);
  });
});

describe('webhook secret', () => {
  it('lists keys without secrets, and reveals one secret per call to the operator, audited each time', async () => {
    const keys = await op().keys.list({ q: agent.prefix });
    expect(keys).toEqual([expect.objectContaining({ prefix: agent.prefix, organization_id: agent.organizationId })]);
    expect(JSON.stringify(await op().keys.list({}))).not.toContain('whsec_');
    const revealed = await op().keys.revealSecret({ prefix: agent.prefix });
    expect(revealed).toEqual({
      prefix: agent.prefix,
      organization_id: agent.organizationId,
      webhook_secret: agent.webhookSecret,
    });
    await op().keys.revealSecret({ prefix: agent.prefix });
    const audits = await db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'key.webhook_secret.reveal'),
          eq(auditLog.targetId, agent.prefix),
          eq(auditLog.actorId, operatorUser.id),
        ),
      );
    expect(audits[0]!.n).toBe(2);
    await expect(op().keys.revealSecret({ prefix: 'zzzzzzzz' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe("the operator's home", () => {
  it('counts applications and disputes, and lists an order whose offer lapsed while it is still untaken', async () => {
    const before = await op().home();
    const order = await placeOrder(db, agent, SERVICE);
    await runOffering({ db, domain: testDomain, orderId: order.id });
    await declineOffer({ db, domain: testDomain, orderId: order.id, practitionerId: prac.practitionerId });
    const home = await op().home();
    expect(home.lapsing_total).toBe(before.lapsing_total + 1);
    expect(home.lapsing_orders.find((o) => o.id === order.id)).toMatchObject({
      service_name: 'Penyusunan Perjanjian Kerja (PKWT/PKWTT)',
      status: 'ditawarkan',
      lapsed_offers: 1,
      price_idr: order.price_idr,
    });
    const pending = await op().applications.list({ status: 'pending', limit: 100 });
    expect(pending.has_more).toBe(false);
    expect(home.applications_pending).toBe(pending.data.length);
    expect(home.disputes_open).toBe((await op().disputes.list()).length);
  });
});
