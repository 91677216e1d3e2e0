import type { DomainContext } from '~/server/domain/context';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { practitionerServices, practitioners, services } from '~/server/db/schema';
import type { Actor } from '~/server/domain/actor';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import { emailAddress } from '~/server/domain/people/email-address';
import { sendPractitionerClaim } from './practitioner-claims';

/**
 * An operator adds a practitioner qualified for the given services. The record starts unclaimed: no
 * account is linked (even if one exists with that address) until the verified owner of the address
 * opens the claim link mailed to it. Unclaimed records receive no offers.
 */
export async function createPractitioner(options: {
  db: Db;
  domain: DomainContext;
  name: string;
  email: string;
  serviceCodes: string[];
  actor: Actor;
}) {
  const { db, serviceCodes, actor } = options;
  const name = options.name.trim();
  if (!name) throw new AppError('VALIDATION', 'name: wajib diisi.');
  const email = emailAddress(options.email);
  if (serviceCodes.length === 0) throw new AppError('VALIDATION', 'services: minimal satu layanan.');
  return db.transaction(async (tx) => {
    const known = await tx.select({ code: services.code }).from(services).where(inArray(services.code, serviceCodes));
    const unknown = serviceCodes.filter((c) => !known.some((k) => k.code === c));
    if (unknown.length) throw new AppError('VALIDATION', `services: tidak dikenal: ${unknown.join(', ')}.`);
    // One practitioner per address: a linked account with it, or a record still waiting for its claim.
    const [taken] = await tx.execute<{ id: string }>(sql`
      select p.id from practitioner p join "user" u on u.id = p.user_id where lower(u.email) = ${email}
      union all
      select c.practitioner_id from practitioner_claim c join practitioner p on p.id = c.practitioner_id
      where p.user_id is null and c.status = 'pending' and lower(c.email) = ${email}
      limit 1`);
    if (taken) throw new AppError('CONFLICT', `Alamat ${email} sudah dipakai praktisi ${taken.id}.`);
    const id = newId('practitioner');
    await tx.insert(practitioners).values({ id, userId: null, displayName: name, createdAt: now() });
    const codes = [...new Set(serviceCodes)].sort();
    await tx.insert(practitionerServices).values(codes.map((serviceCode) => ({ practitionerId: id, serviceCode })));
    const claim = await sendPractitionerClaim(tx, { domain: options.domain, practitionerId: id, name, email });
    await recordAudit(tx, {
      actor,
      action: 'practitioner.create',
      targetType: 'practitioner',
      targetId: id,
      details: { email, services: codes, claim_id: claim.id },
    });
    return { id, claim_id: claim.id, claim_expires_at: claim.expires_at };
  });
}
