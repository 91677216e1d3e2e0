import { listMyInvitations } from '~/server/domain/organizations/respond-to-invitation';
import { userProcedure } from '~/server/api/procedures';

/** Invitations waiting for this person's verified address. */
export const listInvitationsProcedure = userProcedure.query(({ ctx }) =>
  listMyInvitations({ db: ctx.db, userId: ctx.user.id }),
);
