// `npm run worker`: graphile-worker on its own, for deployments that separate web and jobs.
import { closeDb } from '~/server/db/client';
import { startWorker } from '~/server/jobs/runner';
import { logger } from '~/server/logger';

const runner = await startWorker();
logger.info('worker running');
const stop = async () => {
  await runner.stop();
  await closeDb();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
await runner.promise;
