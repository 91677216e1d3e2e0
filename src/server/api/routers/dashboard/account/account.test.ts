import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { member, organization } from '~/server/db/schema';
import { createUser, dashboardAs } from '~/test/dashboard';
import { useFileDatabase } from '~/test/file-database';

await useFileDatabase('aos_account');
let db: Db;
beforeAll(async () => {
  db = await getDb();
});

const application = {
  name: 'PT Agen Cerdas',
  companyName: 'PT Agen Cerdas Indonesia',
  website: 'https://agencerdas.id',
  useCase: 'Agen kami memesan pendirian PT untuk klien UMKM',
  expectedVolume: '20 order/bulan',
};

describe('account router', () => {
  it('refuses anonymous callers', async () => {
    await expect(dashboardAs(db, null).account.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(dashboardAs(db, null).account.createOrganization(application)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('creates an organization under review with its application; the creator is owner', async () => {
    const person = await createUser(db);
    const org = await dashboardAs(db, person).account.createOrganization(application);
    expect(org).toMatchObject({
      id: expect.stringMatching(/^org_/),
      status: 'pending',
      approval_threshold_idr: 5_000_000,
    });
    const [row] = await db.select().from(organization).where(eq(organization.id, org.id));
    expect(row).toMatchObject({
      companyName: 'PT Agen Cerdas Indonesia',
      website: 'https://agencerdas.id',
      expectedVolume: '20 order/bulan',
    });
    expect(row!.applicationSubmittedAt).toBeInstanceOf(Date);
    const members = await db.select().from(member).where(eq(member.organizationId, org.id));
    expect(members.map((m) => [m.userId, m.role])).toEqual([[person.id, 'owner']]);
    const me = await dashboardAs(db, person).account.me();
    expect(me.memberships).toEqual([
      { organizationId: org.id, name: 'PT Agen Cerdas', status: 'pending', role: 'owner' },
    ]);
  });

  it('an unverified address cannot create an organization', async () => {
    const person = await createUser(db, { verified: false });
    await expect(dashboardAs(db, person).account.createOrganization(application)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await dashboardAs(db, person).account.me()).memberships).toEqual([]);
  });

  it('validates the application with the same schema as the form, and writes nothing when invalid', async () => {
    const person = await createUser(db);
    await expect(
      dashboardAs(db, person).account.createOrganization({ ...application, website: 'bukan url' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      dashboardAs(db, person).account.createOrganization({ ...application, website: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await dashboardAs(db, person).account.me()).memberships).toEqual([]);
  });
});
