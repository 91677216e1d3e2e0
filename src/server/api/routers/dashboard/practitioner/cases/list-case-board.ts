import { listCaseBoard } from '~/server/domain/cases/list-case-board';
import { practitionerProcedure } from '~/server/api/procedures';

/** The case board: open cases without the client's contact. */
export const listCaseBoardProcedure = practitionerProcedure.query(({ ctx }) =>
  listCaseBoard({ db: ctx.db, practitionerId: ctx.practitionerId }),
);
