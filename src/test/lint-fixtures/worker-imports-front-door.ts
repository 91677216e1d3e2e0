// lint-as: src/server/worker/tasks/planted.ts
// expect: worker must not import front-door
// expect: worker must not import api
import { serveV1 } from '~/server/front-door/v1-pipeline';
import { dashboardRouter } from '~/server/api/routers/dashboard/router';

export { serveV1, dashboardRouter };
