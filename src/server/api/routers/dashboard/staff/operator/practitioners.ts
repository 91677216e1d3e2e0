import { z } from 'zod';
import { createPractitioner } from '~/server/domain/practitioners/create-practitioner';
import { resendPractitionerClaim, revokePractitionerClaim } from '~/server/domain/practitioners/practitioner-claims';
import { listPractitioners } from '~/server/domain/practitioners/list-practitioners';
import { setPractitionerActive } from '~/server/domain/practitioners/set-practitioner-active';
import { setPractitionerServices } from '~/server/domain/practitioners/set-practitioner-services';
import { staffProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import {
  createPractitionerInput,
  practitionerIdInput,
  setPractitionerActiveInput,
  setPractitionerServicesInput,
} from '~/shared/dashboard/staff-inputs';

const operator = staffProcedure('operator');

/** Practitioners: create (unclaimed until the address's verified owner opens the claim link), claim links, activate/deactivate, qualified services. */
export const practitionersRouter = router({
  list: operator.query(({ ctx }) => listPractitioners({ db: ctx.db })),

  create: operator.input(createPractitionerInput).mutation(({ ctx, input }) =>
    createPractitioner({
      db: ctx.db,
      domain: ctx.domain,
      name: input.name,
      email: input.email,
      serviceCodes: input.serviceCodes,
      actor: ctx.actor,
    }),
  ),

  /** A fresh claim link (optionally to a corrected address) for a record nobody has claimed yet. */
  resendClaim: operator
    .input(practitionerIdInput.extend({ email: z.string().trim().max(254).optional() }))
    .mutation(({ ctx, input }) =>
      resendPractitionerClaim({
        db: ctx.db,
        domain: ctx.domain,
        practitionerId: input.practitionerId,
        email: input.email || undefined,
        actor: ctx.actor,
      }),
    ),

  revokeClaim: operator
    .input(practitionerIdInput)
    .mutation(({ ctx, input }) =>
      revokePractitionerClaim({ db: ctx.db, practitionerId: input.practitionerId, actor: ctx.actor }),
    ),

  setActive: operator.input(setPractitionerActiveInput).mutation(({ ctx, input }) =>
    setPractitionerActive({
      db: ctx.db,
      domain: ctx.domain,
      practitionerId: input.practitionerId,
      active: input.active,
      actor: ctx.actor,
    }),
  ),

  setServices: operator.input(setPractitionerServicesInput).mutation(({ ctx, input }) =>
    setPractitionerServices({
      db: ctx.db,
      practitionerId: input.practitionerId,
      serviceCodes: input.serviceCodes,
      actor: ctx.actor,
    }),
  ),
});
