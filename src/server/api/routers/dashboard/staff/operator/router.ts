import { router } from '~/server/api/trpc';
import { listApplicationsProcedure } from './applications/list-applications';
import { setOrganizationStatusProcedure } from './applications/set-organization-status';
import { cancelOrderProcedure } from './cancellations/cancel-order';
import { listCancellableOrdersProcedure } from './cancellations/list-cancellable-orders';
import { addIntakeFieldProcedure } from './catalog/add-intake-field';
import { listCatalogProcedure } from './catalog/list-catalog';
import { removeIntakeFieldProcedure } from './catalog/remove-intake-field';
import { updateIntakeFieldProcedure } from './catalog/update-intake-field';
import { updateServiceProcedure } from './catalog/update-service';
import { listDisputesProcedure } from './disputes/list-disputes';
import { resolveDisputeProcedure } from './disputes/resolve-dispute';
import { getOperatorHomeProcedure } from './get-home';
import { listKeysProcedure } from './keys/list-keys';
import { getBoardProcedure } from './operations/get-board';
import { pauseTargetProcedure } from './operations/pause-target';
import { resumeTargetProcedure } from './operations/resume-target';
import { revealWebhookSecretProcedure } from './keys/reveal-webhook-secret';
import { createPractitionerProcedure } from './practitioners/create-practitioner';
import { listPractitionersProcedure } from './practitioners/list-practitioners';
import { resendClaimProcedure } from './practitioners/resend-claim';
import { revokeClaimProcedure } from './practitioners/revoke-claim';
import { setPractitionerActiveProcedure } from './practitioners/set-practitioner-active';
import { setPractitionerServicesProcedure } from './practitioners/set-practitioner-services';

/** Platform operators: every procedure is guarded by staffProcedure('operator'). */
export const operatorRouter = router({
  /** What waits on the operator now (the staff console's landing page). */
  home: getOperatorHomeProcedure,
  /** Organization applications. */
  applications: router({ list: listApplicationsProcedure, setStatus: setOrganizationStatusProcedure }),
  /** The catalog editor: every change is audited in the domain. */
  catalog: router({
    list: listCatalogProcedure,
    update: updateServiceProcedure,
    addField: addIntakeFieldProcedure,
    updateField: updateIntakeFieldProcedure,
    removeField: removeIntakeFieldProcedure,
  }),
  /** Practitioners: create, claim links, activate/deactivate, qualified services. */
  practitioners: router({
    list: listPractitionersProcedure,
    create: createPractitionerProcedure,
    resendClaim: resendClaimProcedure,
    revokeClaim: revokeClaimProcedure,
    setActive: setPractitionerActiveProcedure,
    setServices: setPractitionerServicesProcedure,
  }),
  disputes: router({ list: listDisputesProcedure, resolve: resolveDisputeProcedure }),
  cancellations: router({ list: listCancellableOrdersProcedure, cancel: cancelOrderProcedure }),
  /** API keys and the audited reveal of a key's webhook secret. */
  keys: router({ list: listKeysProcedure, revealSecret: revealWebhookSecretProcedure }),
  /** What /metrics shows, for people: queue, workers, failing webhooks, lapsing offers, SLA, mail, alerts. */
  operations: router({
    board: getBoardProcedure,
    pauseTarget: pauseTargetProcedure,
    resumeTarget: resumeTargetProcedure,
  }),
});
