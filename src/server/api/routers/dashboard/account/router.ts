import { z } from 'zod';
import { getMe } from '~/server/domain/people/get-me';
import { createOrganizationForUser } from '~/server/domain/organizations/create-organization-for-user';
import { toOrganizationView } from '~/server/domain/organizations/organization-view';
import { setLocale } from '~/server/domain/people/set-locale';
import { endOtherSessions, endSession, listSessions } from '~/server/domain/people/sessions';
import { AppError } from '~/server/domain/errors';
import {
  acceptInvitation,
  declineInvitation,
  listMyInvitations,
} from '~/server/domain/organizations/respond-to-invitation';
import { claimPractitioner } from '~/server/domain/practitioners/practitioner-claims';
import { createOrganizationInput } from '~/shared/dashboard/account-inputs';
import { userProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';

export const accountRouter = router({
  me: userProcedure.query(({ ctx }) => getMe({ db: ctx.db, userId: ctx.user.id })),
  setLocale: userProcedure
    .input(z.object({ locale: z.enum(['id', 'en']) }))
    .mutation(({ ctx, input }) => setLocale({ db: ctx.db, userId: ctx.user.id, locale: input.locale })),
  /** Create an organization and submit its application for review; the creator becomes its owner. */
  createOrganization: userProcedure.input(createOrganizationInput).mutation(async ({ ctx, input }) => {
    const { name, ...application } = input;
    return toOrganizationView(
      await createOrganizationForUser({ domain: ctx.domain, db: ctx.db, userId: ctx.user.id, name, application }),
    );
  }),
  /** Invitations waiting for this person's verified address. */
  invitations: userProcedure.query(({ ctx }) => listMyInvitations({ db: ctx.db, userId: ctx.user.id })),
  acceptInvitation: userProcedure
    .input(z.object({ invitationId: z.string().min(1).max(100) }))
    .mutation(({ ctx, input }) =>
      acceptInvitation({ db: ctx.db, domain: ctx.domain, invitationId: input.invitationId, userId: ctx.user.id }),
    ),
  declineInvitation: userProcedure
    .input(z.object({ invitationId: z.string().min(1).max(100) }))
    .mutation(({ ctx, input }) =>
      declineInvitation({ db: ctx.db, invitationId: input.invitationId, userId: ctx.user.id }),
    ),
  /** The person's signed-in browsers (device, address, last seen), this one marked. */
  sessions: userProcedure.query(({ ctx }) =>
    listSessions(ctx.db, { userId: ctx.user.id, currentSessionId: ctx.sessionId }),
  ),
  endSession: userProcedure
    .input(z.object({ sessionId: z.string().min(1).max(100) }))
    .mutation(({ ctx, input }) => endSession(ctx.db, { userId: ctx.user.id, sessionId: input.sessionId })),
  endOtherSessions: userProcedure.mutation(({ ctx }) => {
    if (!ctx.sessionId) throw new AppError('UNAUTHORIZED', 'Silakan masuk terlebih dahulu.');
    return endOtherSessions(ctx.db, { userId: ctx.user.id, keepSessionId: ctx.sessionId });
  }),
  /** The verified owner of a claim link's address takes the practitioner record. */
  claimPractitioner: userProcedure
    .input(z.object({ claimId: z.string().min(1).max(100) }))
    .mutation(({ ctx, input }) => claimPractitioner({ db: ctx.db, claimId: input.claimId, userId: ctx.user.id })),
});
