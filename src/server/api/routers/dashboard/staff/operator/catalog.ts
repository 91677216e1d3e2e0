import { addIntakeField } from '~/server/domain/catalog/add-intake-field';
import { listCatalogForStaff } from '~/server/domain/catalog/list-catalog-for-staff';
import { removeIntakeField } from '~/server/domain/catalog/remove-intake-field';
import { updateIntakeField } from '~/server/domain/catalog/update-intake-field';
import { updateService } from '~/server/domain/catalog/update-service';
import { staffProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { intakeFieldInput, removeIntakeFieldInput, updateServiceInput } from '~/shared/dashboard/staff-inputs';

const operator = staffProcedure('operator');

/** The catalog editor: every change is audited in the domain. */
export const catalogRouter = router({
  list: operator.query(({ ctx }) => listCatalogForStaff({ db: ctx.db })),

  update: operator.input(updateServiceInput).mutation(async ({ ctx, input }) => {
    const { code, ...changes } = input;
    const row = await updateService({ db: ctx.db, code, changes, actor: ctx.actor });
    return { code: row.code, updated_at: row.updatedAt.toISOString() };
  }),

  addField: operator.input(intakeFieldInput).mutation(({ ctx, input }) =>
    addIntakeField({
      db: ctx.db,
      code: input.code,
      key: input.key,
      field: { label: input.label, required: input.required, type: input.type, description: input.description },
      actor: ctx.actor,
    }),
  ),

  updateField: operator.input(intakeFieldInput).mutation(({ ctx, input }) =>
    updateIntakeField({
      db: ctx.db,
      code: input.code,
      key: input.key,
      field: { label: input.label, required: input.required, type: input.type, description: input.description },
      actor: ctx.actor,
    }),
  ),

  removeField: operator
    .input(removeIntakeFieldInput)
    .mutation(({ ctx, input }) =>
      removeIntakeField({ db: ctx.db, code: input.code, key: input.key, actor: ctx.actor }),
    ),
});
