// lint-as: src/server/embedded-postgres/planted.ts
// expect: embedded-postgres must not import db
// expect: embedded-postgres must not import worker
import { getDb } from '~/server/db/client';
import { startWorker } from '~/server/worker/runner';

export { getDb, startWorker };
