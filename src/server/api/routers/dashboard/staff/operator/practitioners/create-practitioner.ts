import { createPractitioner } from '~/server/domain/practitioners/create-practitioner';
import { staffProcedure } from '~/server/api/procedures';
import { createPractitionerInput } from '~/shared/dashboard/staff-inputs';

/** A practitioner record, unclaimed until the address's verified owner opens the claim link. */
export const createPractitionerProcedure = staffProcedure('operator')
  .input(createPractitionerInput)
  .mutation(({ ctx, input }) =>
    createPractitioner({
      db: ctx.db,
      domain: ctx.domain,
      name: input.name,
      email: input.email,
      serviceCodes: input.serviceCodes,
      actor: ctx.actor,
    }),
  );
