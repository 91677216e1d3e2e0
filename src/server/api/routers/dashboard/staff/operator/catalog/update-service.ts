import { updateService } from '~/server/domain/catalog/update-service';
import { staffProcedure } from '~/server/api/procedures';
import { updateServiceInput } from '~/shared/dashboard/staff-inputs';

export const updateServiceProcedure = staffProcedure('operator')
  .input(updateServiceInput)
  .mutation(async ({ ctx, input }) => {
    const { code, ...changes } = input;
    const row = await updateService({ db: ctx.db, code, changes, actor: ctx.actor });
    return { code: row.code, updated_at: row.updatedAt.toISOString() };
  });
