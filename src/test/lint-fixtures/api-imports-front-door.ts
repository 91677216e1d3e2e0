// lint-as: src/server/api/rest/planted.ts
// expect: api must not import front-door
import { serveV1 } from '~/server/front-door/v1-pipeline';

export { serveV1 };
