import { createPractitionerByStaff } from '../../../../../domain/practitioners/create-practitioner-by-staff';
import { listPractitioners } from '../../../../../domain/practitioners/list-practitioners';
import { setPractitionerActive } from '../../../../../domain/practitioners/set-practitioner-active';
import { setPractitionerServices } from '../../../../../domain/practitioners/set-practitioner-services';
import { staffProcedure } from '../../../../procedures';
import { router } from '../../../../trpc';
import { createPractitionerInput, setPractitionerActiveInput, setPractitionerServicesInput } from '../schemas';

const operator = staffProcedure('operator');

/** Practitioners: create (linked to the account with that e-mail), activate/deactivate, qualified services. */
export const practitionersRouter = router({
  list: operator.query(({ ctx }) => listPractitioners({ db: ctx.db })),

  create: operator
    .input(createPractitionerInput)
    .mutation(({ ctx, input }) =>
      createPractitionerByStaff({ db: ctx.db, name: input.name, email: input.email, serviceCodes: input.serviceCodes, actor: ctx.actor }),
    ),

  setActive: operator
    .input(setPractitionerActiveInput)
    .mutation(({ ctx, input }) => setPractitionerActive({ db: ctx.db, practitionerId: input.practitionerId, active: input.active, actor: ctx.actor })),

  setServices: operator
    .input(setPractitionerServicesInput)
    .mutation(({ ctx, input }) => setPractitionerServices({ db: ctx.db, practitionerId: input.practitionerId, serviceCodes: input.serviceCodes, actor: ctx.actor })),
});
