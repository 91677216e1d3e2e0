import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/pg-error';
import { bids, cases, practitioners } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import { scheduleNotification } from '~/server/domain/notifications/schedule-notification';
import { caseNotFound } from './get-case';

/**
 * A practitioner bids on an open case (one bid per practitioner and case). Cases of the other mode do not exist
 * for the bidder: the simulated practitioner bids on test cases only, live practitioners on live ones only, and a
 * case of the other mode is the same NOT_FOUND as an unknown case (a test case's id never leads to live money).
 */
export async function placeBid(options: {
  db: Db;
  domain: DomainContext;
  caseId: string;
  practitionerId: string;
  amountIdr: number;
  message: string;
  estimatedDays?: number;
}) {
  const { db, caseId, practitionerId, amountIdr } = options;
  if (!Number.isSafeInteger(amountIdr) || amountIdr <= 0)
    throw new AppError('VALIDATION', 'amount: harus bilangan bulat > 0.');
  const days = options.estimatedDays ?? 7;
  if (!Number.isSafeInteger(days) || days <= 0) throw new AppError('VALIDATION', 'days: harus bilangan bulat > 0.');
  if (!options.message.trim()) throw new AppError('VALIDATION', 'message: wajib diisi.');
  try {
    return await db.transaction(async (tx) => {
      const [prac] = await tx
        .select({ simulated: practitioners.simulated })
        .from(practitioners)
        .where(and(eq(practitioners.id, practitionerId), eq(practitioners.active, true)));
      if (!prac) throw new AppError('NOT_FOUND', `Praktisi aktif ${practitionerId} tidak ditemukan.`);
      const [row] = await tx
        .select({ status: cases.status })
        .from(cases)
        .where(and(eq(cases.id, caseId), eq(cases.livemode, !prac.simulated)))
        .for('update');
      if (!row) throw caseNotFound(caseId);
      if (row.status !== 'terbuka')
        throw new AppError('INVALID_STATE', `Kasus ${caseId} berstatus ${row.status}; tidak menerima penawaran.`);
      const id = newId('bid');
      await tx.insert(bids).values({
        id,
        caseId,
        practitionerId,
        amountIdr,
        message: options.message.trim(),
        estimatedDays: days,
        createdAt: now(),
      });
      await tx.update(cases).set({ updatedAt: now() }).where(eq(cases.id, caseId));
      // Test cases tell nobody (resolveEvent skips them); the simulated practitioner bids only there.
      await scheduleNotification(tx, options.domain, { kind: 'bid_new', bidId: id, source: `bid:${id}` });
      return { bid_id: id };
    });
  } catch (e) {
    if (isUniqueViolation(e, 'bid_case_practitioner_idx'))
      throw new AppError('CONFLICT', 'Praktisi ini sudah menawar kasus ini.');
    throw e;
  }
}
