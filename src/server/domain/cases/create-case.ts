import type { DbOrTx } from '~/server/db/client';
import { bids, cases } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import { SIMULATED_PRACTITIONER_ID } from '~/server/domain/testmode/test-mode-jobs';
import { getCase } from './get-case';

/** What the simulated practitioner bids on every test case. */
export const SIMULATED_BID_IDR = 1_500_000;
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

/** Test mode: the simulated practitioner bids on a test case as soon as it is submitted. */
async function placeSimulatedBid(db: DbOrTx, caseId: string): Promise<void> {
  await db.insert(bids).values({
    id: newId('bid'),
    caseId,
    practitionerId: SIMULATED_PRACTITIONER_ID,
    amountIdr: SIMULATED_BID_IDR,
    message: 'Penawaran simulasi (mode uji): bukan praktisi sungguhan.',
    estimatedDays: 3,
    createdAt: now(),
  });
}

/** A custom matter for the case board; practitioners bid on it while it is `terbuka`. */
export async function createCase(options: {
  db: DbOrTx;
  organizationId: string;
  apiKeyId?: string | null;
  /** false: a test case (a test key's), bid on at once by the simulated practitioner only. */
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
  // A test case and its simulated bid are written together: nobody ever sees a test case without its bid.
  return db.transaction(async (tx) => {
    await tx.insert(cases).values({
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
    });
    if (!livemode) await placeSimulatedBid(tx, id);
    return getCase({ db: tx, caseId: id, livemode });
  });
}
