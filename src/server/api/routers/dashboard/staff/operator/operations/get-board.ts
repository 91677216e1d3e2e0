import { staffProcedure } from '~/server/api/procedures';
import { operationsBoard } from '~/server/domain/operations/operations-board';

/** The operations board (the same as `ops board`). */
export const getBoardProcedure = staffProcedure('operator').query(({ ctx }) => operationsBoard({ db: ctx.db }));
