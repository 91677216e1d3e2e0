import { removeIntakeField } from '~/server/domain/catalog/remove-intake-field';
import { staffProcedure } from '~/server/api/procedures';
import { removeIntakeFieldInput } from '~/shared/dashboard/staff-inputs';

export const removeIntakeFieldProcedure = staffProcedure('operator')
  .input(removeIntakeFieldInput)
  .mutation(({ ctx, input }) => removeIntakeField({ db: ctx.db, code: input.code, key: input.key, actor: ctx.actor }));
