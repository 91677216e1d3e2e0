import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { member, organization } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import { scheduleNotification } from '~/server/domain/notifications/schedule-notification';
import { requireVerifiedEmail } from '~/server/domain/people/verified-email';
import { createOrganization } from './create-organization';

export type Application = { companyName: string; website: string; useCase: string; expectedVolume: string };

/**
 * A person creates an organization and applies in one step: it starts under review (`pending`) with
 * its application, and the person (with a verified address) is its owner.
 */
export async function createOrganizationForUser(options: {
  db: Db;
  domain: DomainContext;
  userId: string;
  name: string;
  application: Application;
}) {
  const { db, userId, application } = options;
  for (const [field, value] of Object.entries(application)) {
    if (!value.trim()) throw new AppError('VALIDATION', `${field}: wajib diisi.`);
  }
  if (!/^https?:\/\//i.test(application.website.trim()))
    throw new AppError('VALIDATION', 'website: harus diawali http:// atau https://.');
  return db.transaction(async (tx) => {
    await requireVerifiedEmail(tx, userId);
    const org = await createOrganization({ db: tx, name: options.name });
    const at = now();
    const [applied] = await tx
      .update(organization)
      .set({
        companyName: application.companyName.trim(),
        website: application.website.trim(),
        useCase: application.useCase.trim(),
        expectedVolume: application.expectedVolume.trim(),
        applicationSubmittedAt: at,
      })
      .where(eq(organization.id, org.id))
      .returning();
    await tx
      .insert(member)
      .values({ id: newId('member'), organizationId: org.id, userId, role: 'owner', createdAt: at });
    await scheduleNotification(tx, options.domain, {
      kind: 'application_submitted',
      organizationId: org.id,
      source: `application:${org.id}`,
    });
    return applied!;
  });
}
