import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/pg-error';
import { papers, type PaperKind } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { newId, randomBase62 } from '~/server/domain/ids';
import { allocatePaperNumber } from './paper-numbers';

export type Paper = typeof papers.$inferSelect;

export type PaperSubject = {
  kind: PaperKind;
  subjectId: string;
  livemode: boolean;
  organizationId?: string | null;
  practitionerId?: string | null;
  amountIdr?: number | null;
};

async function findPaper(db: DbOrTx, kind: PaperKind, subjectId: string, livemode: boolean) {
  const [row] = await db
    .select()
    .from(papers)
    .where(and(eq(papers.kind, kind), eq(papers.subjectId, subjectId), eq(papers.livemode, livemode)));
  return row ?? null;
}

/**
 * The subject's paper of this kind, issued on first call: number and row are written in one transaction. Two
 * callers racing for one subject: the loser's transaction rolls back (its number with it) and it reads the
 * winner's paper.
 */
export async function issuePaper(db: Db, subject: PaperSubject): Promise<Paper> {
  const existing = await findPaper(db, subject.kind, subject.subjectId, subject.livemode);
  if (existing) return existing;
  try {
    return await db.transaction(async (tx) => {
      const at = now();
      const { year, sequence, number } = await allocatePaperNumber(tx, subject.kind, subject.livemode, at);
      const [row] = await tx
        .insert(papers)
        .values({
          id: newId('paper'),
          kind: subject.kind,
          year,
          livemode: subject.livemode,
          sequence,
          number,
          subjectId: subject.subjectId,
          organizationId: subject.organizationId ?? null,
          practitionerId: subject.practitionerId ?? null,
          amountIdr: subject.amountIdr ?? null,
          verificationCode: randomBase62(20),
          issuedAt: at,
        })
        .returning();
      return row!;
    });
  } catch (e) {
    if (!isUniqueViolation(e, 'paper_subject_idx')) throw e;
    const winner = await findPaper(db, subject.kind, subject.subjectId, subject.livemode);
    if (!winner) throw e;
    return winner;
  }
}
