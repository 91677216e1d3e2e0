import type { DbOrTx } from '~/server/db/client';
import { cases } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import { getCase } from './get-case';
import { isContactEmail, isLongEnoughStory, MIN_STORY_LENGTH } from '~/shared/v1/create-case-body';

export type CreateCaseInput = {
  contact_name: string;
  contact_email: string;
  story: string;
  contact_phone?: string | null;
  area?: string | null;
  urgency?: string | null;
  budget_range?: string | null;
};

/** A custom matter for the case board; practitioners bid on it while it is `terbuka`. */
export async function createCase(options: {
  db: DbOrTx;
  domain: DomainContext;
  organizationId: string;
  apiKeyId?: string | null;
  /** false: a test case (a test key's), bid on by the simulation only. */
  livemode: boolean;
  input: CreateCaseInput;
}) {
  const { db, input } = options;
  if (!isContactEmail(input.contact_email))
    throw new AppError('EMAIL_INVALID', 'contact_email: alamat e-mail tidak valid.');
  if (!isLongEnoughStory(input.story)) {
    throw new AppError('STORY_TOO_SHORT', `story: minimal ${MIN_STORY_LENGTH} karakter.`);
  }
  const at = now();
  const id = newId('case');
  const { livemode } = options;
  // The case and what the simulation adds to it (a test case's bid) are written together.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cases)
      .values({
        id,
        organizationId: options.organizationId,
        apiKeyId: options.apiKeyId ?? null,
        contactName: input.contact_name.trim(),
        contactEmail: input.contact_email.trim(),
        contactPhone: input.contact_phone ?? null,
        area: input.area ?? null,
        urgency: input.urgency ?? null,
        budgetRange: input.budget_range ?? null,
        story: input.story.trim(),
        createdAt: at,
        updatedAt: at,
        livemode,
      })
      .returning();
    await options.domain.simulation.afterCaseSubmitted(tx, row!);
    return getCase({ db: tx, caseId: id, reach: { organizationId: options.organizationId, livemode } });
  });
}
