import { testDomain } from './domain-context';
import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { user } from '~/server/db/schema';
import { newId } from '~/server/domain/ids';
import { createPractitioner } from '~/server/domain/practitioners/create-practitioner';
import { claimPractitioner } from '~/server/domain/practitioners/practitioner-claims';

/**
 * A practitioner who can receive offers: the operator's record, claimed through its link by the verified
 * owner of the address (an account with that e-mail is made, verified, when there is none).
 */
export async function createClaimedPractitioner(options: {
  db: Db;
  name: string;
  email: string;
  serviceCodes: string[];
}) {
  const { db, name } = options;
  const email = options.email.trim().toLowerCase();
  const created = await createPractitioner({ ...options, domain: testDomain, actor: { type: 'system', id: null } });
  let [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!account)
    [account] = await db
      .insert(user)
      .values({ id: newId('user'), name, email, emailVerified: true })
      .returning({ id: user.id });
  else await db.update(user).set({ emailVerified: true }).where(eq(user.id, account.id));
  await claimPractitioner({ db, claimId: created.claim_id, userId: account!.id });
  return { id: created.id, userId: account!.id };
}
