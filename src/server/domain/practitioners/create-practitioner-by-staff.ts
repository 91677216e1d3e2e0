import type { Db } from '../../db/client';
import { recordAudit, type Actor } from '../audit/record-audit';
import { createPractitioner } from './create-practitioner';

/**
 * An operator adds a practitioner from the console: createPractitioner (which links the account with that
 * e-mail, or makes one), then the audit entry naming who did it. createPractitioner runs its own
 * transaction, so the entry is written right after it commits.
 */
export async function createPractitionerByStaff(options: { db: Db; name: string; email: string; serviceCodes: string[]; actor: Actor }) {
  const { db, actor, ...input } = options;
  const created = await createPractitioner({ db, ...input });
  await recordAudit(db, {
    actor,
    action: 'practitioner.create',
    targetType: 'practitioner',
    targetId: created.id,
    details: { email: input.email.trim().toLowerCase(), services: [...new Set(input.serviceCodes)].sort() },
  });
  return created;
}
