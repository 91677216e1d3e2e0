import { router } from '../../trpc';
import { getServiceProcedure } from './services/get-service';
import { listServicesProcedure } from './services/list-services';

/** Everything under /v1: each procedure carries its OpenAPI route. */
export const v1Router = router({
  services: router({
    list: listServicesProcedure,
    get: getServiceProcedure,
  }),
});

export type V1Router = typeof v1Router;
