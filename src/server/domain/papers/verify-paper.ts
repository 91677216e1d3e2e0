import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { organization, papers, practitioners } from '~/server/db/schema';

/**
 * What the public verification page says of a paper's code: enough to compare with the paper in hand (number,
 * kind, amount, date, and whose paper it is: the organization's name, or the practitioner's on an earnings
 * statement), nothing beyond. Null: no such paper.
 */
export async function verifyPaper(db: DbOrTx, code: string) {
  if (!/^[0-9A-Za-z]{20}$/.test(code)) return null;
  const [row] = await db
    .select({
      number: papers.number,
      kind: papers.kind,
      livemode: papers.livemode,
      amountIdr: papers.amountIdr,
      issuedAt: papers.issuedAt,
      organizationName: organization.name,
      practitionerName: practitioners.displayName,
    })
    .from(papers)
    .leftJoin(organization, eq(organization.id, papers.organizationId))
    .leftJoin(practitioners, eq(practitioners.id, papers.practitionerId))
    .where(eq(papers.verificationCode, code));
  if (!row) return null;
  return {
    genuine: true as const,
    number: row.number,
    kind: row.kind,
    livemode: row.livemode,
    amount_idr: row.amountIdr,
    issued_at: row.issuedAt.toISOString(),
    organization: row.organizationName,
    practitioner: row.practitionerName,
  };
}
