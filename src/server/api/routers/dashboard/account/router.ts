import { router } from '~/server/api/trpc';
import { acceptInvitationProcedure } from './accept-invitation';
import { claimPractitionerProcedure } from './claim-practitioner';
import { createOrganizationProcedure } from './create-organization';
import { declineInvitationProcedure } from './decline-invitation';
import { endOtherSessionsProcedure } from './end-other-sessions';
import { endSessionProcedure } from './end-session';
import { getMeProcedure } from './get-me';
import { listInvitationsProcedure } from './list-invitations';
import { listSessionsProcedure } from './list-sessions';
import { setLocaleProcedure } from './set-locale';

/** The signed-in person's own account: profile, organizations they create or join, sessions, practitioner claim. */
export const accountRouter = router({
  me: getMeProcedure,
  setLocale: setLocaleProcedure,
  createOrganization: createOrganizationProcedure,
  invitations: listInvitationsProcedure,
  acceptInvitation: acceptInvitationProcedure,
  declineInvitation: declineInvitationProcedure,
  sessions: listSessionsProcedure,
  endSession: endSessionProcedure,
  endOtherSessions: endOtherSessionsProcedure,
  claimPractitioner: claimPractitionerProcedure,
});
