import { testDomain } from '~/test/domain-context';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { apiKeys } from '~/server/db/schema';
import { authenticateApiKey } from '~/server/domain/keys/authenticate-api-key';
import { SCOPES } from '~/shared/scopes';
import { setOrganizationStatus } from '~/server/domain/organizations/set-organization-status';
import { dashboardAs } from '~/test/dashboard';
import { TEST_ACTOR } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder, seededPrice } from '~/test/orders';
import { orgWithPeople, organizationState, type OrgSetup } from './org-test-setup';
import { createKeyFields } from '~/shared/dashboard/org-inputs';

await useFileDatabase('aos_org_keys');

let db: Db;
let org: OrgSetup;
beforeAll(async () => {
  db = await getDb();
  org = await orgWithPeople(db, { depositIdr: 20_000_000 });
});

const keyInput = (
  organizationId: string,
  extra: Partial<{ name: string; webhookUrl: string | null; scopes: (typeof SCOPES)[number][] }> = {},
) => ({
  organizationId,
  name: 'agen-penjualan',
  perOrderLimitIdr: 5_000_000,
  monthlyLimitIdr: 50_000_000,
  webhookUrl: null,
  scopes: [...SCOPES],
  ...extra,
});

describe('API keys in the dashboard', () => {
  it('an admin creates a key: the full key is in the answer once, the webhook secret never', async () => {
    const created = await dashboardAs(db, org.admin).org.keys.create(
      keyInput(org.organizationId, { webhookUrl: 'https://agen.example.com/webhook' }),
    );
    expect(created.api_key).toMatch(/^svc_live_[a-z0-9]{8}\.[0-9A-Za-z]{32,}$/);
    expect(created.api_key.startsWith(`svc_live_${created.prefix}.`)).toBe(true);
    expect(JSON.stringify(created)).not.toMatch(/whsec_/);
    expect(created).not.toHaveProperty('webhook_secret');
    // The key works against the API.
    const { apiKey: authenticated } = await authenticateApiKey({ db, authorization: `Bearer ${created.api_key}` });
    expect(authenticated).toMatchObject({
      organizationId: org.organizationId,
      prefix: created.prefix,
      scopes: [...SCOPES],
    });

    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.prefix, created.prefix));
    expect(row).toMatchObject({
      createdBy: org.admin.id,
      webhookUrl: 'https://agen.example.com/webhook',
      perOrderLimitIdr: 5_000_000,
      monthlyLimitIdr: 50_000_000,
    });

    // Listing, for any member, never carries the secret part of a key nor any webhook secret.
    const secret = created.api_key.split('.')[1]!;
    for (const person of [org.owner, org.admin, org.member]) {
      const list = await dashboardAs(db, person).org.keys.list({ organizationId: org.organizationId });
      const text = JSON.stringify(list);
      expect(text).not.toContain(secret);
      expect(text).not.toContain(row!.webhookSecret);
      expect(text).not.toMatch(/whsec_|secret/i);
      expect(list.map((k) => k.prefix)).toContain(created.prefix);
    }
  });

  it('the owner may create keys too', async () => {
    await expect(
      dashboardAs(db, org.owner).org.keys.create(keyInput(org.organizationId, { name: 'owner key' })),
    ).resolves.toMatchObject({ prefix: expect.any(String) });
  });

  it('lists prefix, limits, this month’s spend and last use', async () => {
    await placeOrder(db, org.agent, 'review-kontrak'); // authenticates the key: last use is recorded
    const list = await dashboardAs(db, org.member).org.keys.list({ organizationId: org.organizationId });
    const key = list.find((k) => k.prefix === org.agent.prefix)!;
    expect(key).toMatchObject({
      per_order_limit_idr: 5_000_000,
      monthly_limit_idr: 50_000_000,
      month_spent_idr: seededPrice('review-kontrak'),
      revoked_at: null,
    });
    expect(key.month).toMatch(/^\d{4}-\d{2}$/);
    expect(key.last_used_at).not.toBeNull();
  });

  it('refuses webhook URLs other than https:// or http://localhost, with the form’s own schema', async () => {
    const before = await organizationState(db, org.organizationId);
    for (const url of [
      'http://agen.example.com/hook',
      'ftp://x.example.com',
      'http://localhost.evil.example/hook',
      'not a url',
      'http://127.0.0.1:3000/hook',
    ]) {
      await expect(
        dashboardAs(db, org.admin).org.keys.create(keyInput(org.organizationId, { webhookUrl: url })),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      expect(createKeyFields.safeParse({ ...keyInput(org.organizationId), webhookUrl: url }).success).toBe(false);
    }
    await expect(
      dashboardAs(db, org.admin).org.keys.create(keyInput(org.organizationId, { scopes: [] })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      dashboardAs(db, org.admin).org.keys.create({ ...keyInput(org.organizationId), perOrderLimitIdr: 0 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await organizationState(db, org.organizationId)).toEqual(before);
    await expect(
      dashboardAs(db, org.admin).org.keys.create(
        keyInput(org.organizationId, { webhookUrl: 'http://localhost:4000/hook' }),
      ),
    ).resolves.toBeDefined();
    expect(createKeyFields.parse({ ...keyInput(org.organizationId), webhookUrl: '' }).webhookUrl).toBeNull();
  });

  it('refuses to create a key while the organization is under review, and writes nothing', async () => {
    const pending = await orgWithPeople(db, { status: 'pending' });
    const before = await organizationState(db, pending.organizationId);
    await expect(
      dashboardAs(db, pending.owner).org.keys.create(keyInput(pending.organizationId)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await organizationState(db, pending.organizationId)).toEqual(before);
    await setOrganizationStatus({
      domain: testDomain,
      db,
      organizationId: pending.organizationId,
      status: 'suspended',
      actor: TEST_ACTOR,
    });
    await expect(
      dashboardAs(db, pending.owner).org.keys.create(keyInput(pending.organizationId)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('an admin revokes a key: it stops working at once and shows as revoked', async () => {
    const created = await dashboardAs(db, org.admin).org.keys.create(
      keyInput(org.organizationId, { name: 'to revoke' }),
    );
    const revoked = await dashboardAs(db, org.admin).org.keys.revoke({
      organizationId: org.organizationId,
      prefix: created.prefix,
    });
    expect(revoked.revoked_at).toEqual(expect.any(String));
    await expect(authenticateApiKey({ db, authorization: `Bearer ${created.api_key}` })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const list = await dashboardAs(db, org.member).org.keys.list({ organizationId: org.organizationId });
    expect(list.find((k) => k.prefix === created.prefix)?.revoked_at).toBe(revoked.revoked_at);
  });

  it('cannot revoke another organization’s key', async () => {
    const other = await orgWithPeople(db);
    await expect(
      dashboardAs(db, org.admin).org.keys.revoke({ organizationId: org.organizationId, prefix: other.agent.prefix }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(authenticateApiKey({ db, authorization: `Bearer ${other.agent.apiKey}` })).resolves.toBeDefined();
  });
});
