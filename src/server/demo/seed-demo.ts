import type { DomainContext } from '~/server/domain/context';
import { and, count, eq, like } from 'drizzle-orm';
import { createVerifiedAccount } from '~/server/auth/create-verified-account';
import { enrolKnownTotpSecret } from '~/server/auth/enrol-totp';
import type { Db } from '~/server/db/client';
import { mailOutbox, member, user } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { createOrganization } from '~/server/domain/organizations/create-organization';
import { createPractitioner } from '~/server/domain/practitioners/create-practitioner';
import { claimPractitioner } from '~/server/domain/practitioners/practitioner-claims';
import { newId } from '~/server/domain/ids';
import { DEMO_TOTP_SECRET } from './demo-totp';

/**
 * What the demo practitioners take: not `review-kontrak`, which the README walk-through orders for the
 * practitioner it creates (a demo practitioner would otherwise get that offer first).
 */
const DEMO_PRACTITIONER_SERVICES = [
  'pendirian-pt',
  'pendirian-cv',
  'nib-oss',
  'somasi',
  'perjanjian-kerja',
  'izin-usaha-pma',
];

/** Sign-in accounts for a first look (listed in the README). Local demo only. */
export const DEMO_PASSWORD = 'demo-rahasia-1';
export const DEMO_ACCOUNTS = {
  operator: 'operator@demo.local',
  finance: 'finance@demo.local',
  owner: 'owner@demo.local',
  practitioners: ['rina@demo.local', 'budi@demo.local'],
} as const;

/** A verified account with the demo password (no mail). */
const signUp = (email: string, name: string) => createVerifiedAccount({ email, name, password: DEMO_PASSWORD });

/**
 * Demo data on an empty database: operator, finance, an approved organization (owner, deposit, a key)
 * and two practitioners. Never runs on a database that has users. Staff act only with a second factor:
 * with `staffTotp` (the app bound to loopback) operator and finance are enrolled with DEMO_TOTP_SECRET;
 * otherwise (SEED_DEMO=1 on a reachable bind) they must enrol their own before the console opens.
 */
export async function seedDemo(
  db: Db,
  options: { domain: DomainContext; staffTotp: boolean },
): Promise<{ seeded: boolean }> {
  const [{ n }] = (await db.select({ n: count() }).from(user)) as [{ n: number }];
  if (n > 0) return { seeded: false };
  const actor = { type: 'cli' as const, id: 'demo-seed' };

  for (const [email, name, role] of [
    [DEMO_ACCOUNTS.operator, 'Oki Operator', 'operator'],
    [DEMO_ACCOUNTS.finance, 'Fina Keuangan', 'finance'],
  ] as const) {
    const id = await signUp(email, name);
    await db.update(user).set({ platformRole: role }).where(eq(user.id, id));
    if (options.staffTotp) await enrolKnownTotpSecret(db, options.domain, id, DEMO_TOTP_SECRET);
  }

  const ownerId = await signUp(DEMO_ACCOUNTS.owner, 'Dewi Pemilik');
  const org = await createOrganization({ db, name: 'PT Demo Agen Nusantara', status: 'approved' });
  await db.insert(member).values({
    id: newId('member'),
    organizationId: org.id,
    userId: ownerId,
    role: 'owner',
    createdAt: now(),
  });
  await recordDeposit({
    domain: options.domain,
    db,
    organizationId: org.id,
    amountIdr: 50_000_000,
    reference: 'DEMO-BCA-0001',
    actor,
  });
  // The key's value is not printed (secrets are never logged): the owner creates a fresh one in the dashboard.
  await createApiKey({ livemode: true, db, organizationId: org.id, name: 'Agen demo', createdBy: ownerId });

  for (const [i, email] of DEMO_ACCOUNTS.practitioners.entries()) {
    const name = i === 0 ? 'Rina Wulandari, S.H.' : 'Budi Santoso, S.H., M.Kn.';
    const userId = await signUp(email, name);
    // The demo practitioners take their records the way real ones do: through the claim link.
    const { claim_id } = await createPractitioner({
      db,
      domain: options.domain,
      name,
      email,
      serviceCodes: DEMO_PRACTITIONER_SERVICES,
      actor,
    });
    await claimPractitioner({ db, claimId: claim_id, userId });
  }
  // The seed's own mails (two-step enabled, claim links already used, the deposit notice) are settled as logged:
  // nobody waits for them, and a first `npm start` should not print five mails nobody needs. `ops mail` shows them.
  await db
    .update(mailOutbox)
    .set({ status: 'logged', sentAt: now() })
    .where(and(eq(mailOutbox.status, 'queued'), like(mailOutbox.toAddress, '%@demo.local')));
  return { seeded: true };
}
