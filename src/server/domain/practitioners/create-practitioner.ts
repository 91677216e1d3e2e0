import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practitionerServices, practitioners, services, user } from '../../db/schema';
import { now } from '../clock';
import { AppError } from '../errors';
import { newId } from '../ids';

/** A practitioner (with a user account to sign in later) qualified for the given services. */
export async function createPractitioner(options: { db: Db; name: string; email: string; serviceCodes: string[] }) {
  const { db, serviceCodes } = options;
  const name = options.name.trim();
  const email = options.email.trim().toLowerCase();
  if (!name) throw new AppError('VALIDATION', 'name: wajib diisi.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AppError('VALIDATION', 'email: alamat e-mail tidak valid.');
  if (serviceCodes.length === 0) throw new AppError('VALIDATION', 'services: minimal satu layanan.');
  return db.transaction(async (tx) => {
    const known = await tx.select({ code: services.code }).from(services).where(inArray(services.code, serviceCodes));
    const unknown = serviceCodes.filter((c) => !known.some((k) => k.code === c));
    if (unknown.length) throw new AppError('VALIDATION', `services: tidak dikenal: ${unknown.join(', ')}.`);
    const at = now();
    let [account] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!account) {
      [account] = await tx.insert(user).values({ id: newId('user'), name, email, createdAt: at, updatedAt: at }).returning({ id: user.id });
    }
    const [existing] = await tx.select({ id: practitioners.id }).from(practitioners).where(eq(practitioners.userId, account!.id));
    if (existing) throw new AppError('CONFLICT', `Pengguna ${email} sudah terdaftar sebagai praktisi ${existing.id}.`);
    const id = newId('practitioner');
    await tx.insert(practitioners).values({ id, userId: account!.id, displayName: name, createdAt: at });
    await tx.insert(practitionerServices).values([...new Set(serviceCodes)].map((serviceCode) => ({ practitionerId: id, serviceCode })));
    return { id };
  });
}
