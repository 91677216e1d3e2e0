import { updateIntakeField } from '~/server/domain/catalog/update-intake-field';
import { staffProcedure } from '~/server/api/procedures';
import { intakeFieldInput } from '~/shared/dashboard/staff-inputs';

export const updateIntakeFieldProcedure = staffProcedure('operator')
  .input(intakeFieldInput)
  .mutation(({ ctx, input }) =>
    updateIntakeField({
      db: ctx.db,
      code: input.code,
      key: input.key,
      field: { label: input.label, required: input.required, type: input.type, description: input.description },
      actor: ctx.actor,
    }),
  );
