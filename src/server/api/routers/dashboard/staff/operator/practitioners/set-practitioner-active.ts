import { setPractitionerActive } from '~/server/domain/practitioners/set-practitioner-active';
import { staffProcedure } from '~/server/api/procedures';
import { setPractitionerActiveInput } from '~/shared/dashboard/staff-inputs';

export const setPractitionerActiveProcedure = staffProcedure('operator')
  .input(setPractitionerActiveInput)
  .mutation(({ ctx, input }) =>
    setPractitionerActive({
      db: ctx.db,
      domain: ctx.domain,
      practitionerId: input.practitionerId,
      active: input.active,
      actor: ctx.actor,
    }),
  );
