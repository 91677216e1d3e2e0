import { setPractitionerServices } from '~/server/domain/practitioners/set-practitioner-services';
import { staffProcedure } from '~/server/api/procedures';
import { setPractitionerServicesInput } from '~/shared/dashboard/staff-inputs';

export const setPractitionerServicesProcedure = staffProcedure('operator')
  .input(setPractitionerServicesInput)
  .mutation(({ ctx, input }) =>
    setPractitionerServices({
      db: ctx.db,
      practitionerId: input.practitionerId,
      serviceCodes: input.serviceCodes,
      actor: ctx.actor,
    }),
  );
