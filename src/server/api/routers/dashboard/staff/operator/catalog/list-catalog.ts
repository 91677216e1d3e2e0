import { listCatalogForStaff } from '~/server/domain/catalog/list-catalog-for-staff';
import { staffProcedure } from '~/server/api/procedures';

export const listCatalogProcedure = staffProcedure('operator').query(({ ctx }) => listCatalogForStaff({ db: ctx.db }));
