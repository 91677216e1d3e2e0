import { router } from '~/server/api/trpc';
import { getCaseDetailProcedure } from './cases/get-case-detail';
import { listCasesProcedure } from './cases/list-cases';
import { listInvoicesProcedure } from './cases/list-invoices';
import { selectBidProcedure } from './cases/select-bid';
import { listEventsProcedure } from './events/list-events';
import { pausedTargetsProcedure } from './events/paused-targets';
import { getChartsProcedure } from './get-charts';
import { getDepositProcedure } from './get-deposit';
import { getOverviewProcedure } from './get-overview';
import { createKeyProcedure } from './keys/create-key';
import { listKeysProcedure } from './keys/list-keys';
import { revokeKeyProcedure } from './keys/revoke-key';
import { inviteMemberProcedure } from './members/invite-member';
import { listMembersProcedure } from './members/list-members';
import { removeMemberProcedure } from './members/remove-member';
import { revokeInvitationProcedure } from './members/revoke-invitation';
import { setMemberRoleProcedure } from './members/set-member-role';
import { acceptOrderProcedure } from './orders/accept-order';
import { approveOrderProcedure } from './orders/approve-order';
import { getOrderDetailProcedure } from './orders/get-order-detail';
import { listOrdersProcedure } from './orders/list-orders';
import { openDisputeProcedure } from './orders/open-dispute';
import { rejectOrderProcedure } from './orders/reject-order';
import { replyToOrderProcedure } from './orders/reply-to-order';
import { requestRevisionProcedure } from './orders/request-revision';
import { resendEventProcedure } from './orders/resend-event';
import { setThresholdProcedure } from './set-threshold';
import { setTwoFactorRequirementProcedure } from './set-two-factor-requirement';
import { getTestBalanceProcedure } from './test-mode/get-test-balance';
import { topUpTestDepositProcedure } from './test-mode/top-up-test-deposit';
import { getBilling } from './billing/get-billing';
import { setBilling } from './billing/set-billing';
import { listConnectedAppsProcedure } from './connected-apps/list-connected-apps';
import { revokeConnectedAppProcedure } from './connected-apps/revoke-connected-app';
import { getHomeProcedure } from './get-home';

/**
 * The organization dashboard. Every procedure names its organization in the input; `orgProcedure` checks
 * membership and role in the database on each call (non-member: NOT_FOUND, too low a role: FORBIDDEN).
 * Members read; every action that changes something or spends money is for owners and admins.
 */
export const orgRouter = router({
  home: getHomeProcedure,
  overview: getOverviewProcedure,
  setThreshold: setThresholdProcedure,
  setTwoFactorRequirement: setTwoFactorRequirementProcedure,
  deposit: getDepositProcedure,
  charts: getChartsProcedure,
  /** Agent API keys: everyone in the organization sees them; owners and admins create and revoke. */
  keys: router({ list: listKeysProcedure, create: createKeyProcedure, revoke: revokeKeyProcedure }),
  /** Apps connected by OAuth: everyone in the organization sees them; owners and admins revoke. */
  connectedApps: router({ list: listConnectedAppsProcedure, revoke: revokeConnectedAppProcedure }),
  orders: router({
    list: listOrdersProcedure,
    detail: getOrderDetailProcedure,
    approve: approveOrderProcedure,
    reject: rejectOrderProcedure,
    reply: replyToOrderProcedure,
    accept: acceptOrderProcedure,
    requestRevision: requestRevisionProcedure,
    dispute: openDisputeProcedure,
    resendEvent: resendEventProcedure,
  }),
  events: router({ list: listEventsProcedure, pausedTargets: pausedTargetsProcedure }),
  /** Cases on the case board and their invoices. */
  cases: router({
    list: listCasesProcedure,
    detail: getCaseDetailProcedure,
    selectBid: selectBidProcedure,
    invoices: listInvoicesProcedure,
  }),
  /** Members and invitations (only owners grant, change or remove owner; the last owner stays). */
  members: router({
    list: listMembersProcedure,
    invite: inviteMemberProcedure,
    revokeInvitation: revokeInvitationProcedure,
    setRole: setMemberRoleProcedure,
    remove: removeMemberProcedure,
  }),
  /** The dashboard's test mode: the test deposit. */
  testMode: router({ balance: getTestBalanceProcedure, topUp: topUpTestDepositProcedure }),
  billing: getBilling,
  setBilling,
});
