// lint-as: src/server/domain/orders/planted.ts
// expect: domain must not import worker
// expect: domain must not import config
// expect: domain must not import api
// expect: domain must not import composition
// expect: The domain gets its job scheduler and settings from its caller
import { addJob } from '~/server/worker/add-job';
import { config } from '~/server/config';
import { userProcedure } from '~/server/api/procedures';
import { serviceDomainContext } from '~/server/composition';

export { addJob, config, userProcedure, serviceDomainContext };
