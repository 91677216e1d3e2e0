// lint-as: src/server/domain/orders/planted.ts
// expect: domain must not import jobs
// expect: domain must not import config
// expect: domain must not import api
import { addJob } from '~/server/jobs/add-job';
import { config } from '~/server/config';
import { userProcedure } from '~/server/api/procedures';

export { addJob, config, userProcedure };
