import type { Task } from 'graphile-worker';
import { getDb } from '~/server/db/client';
import { purgeUnattachedFiles } from '~/server/domain/files/purge-unattached';
import type { DomainTask } from '~/server/worker/define-task';

/** Cron: files no order took, 30 days after their upload, and uploads a dead process left half-written. */
export const purge_unattached_files: DomainTask =
  (domain): Task =>
  async (_payload, helpers) => {
    const { removed, unremoved } = await purgeUnattachedFiles({ db: await getDb(), storage: domain.files });
    helpers.logger.info(`purged ${removed} unattached files`);
    if (unremoved.length > 0)
      helpers.logger.warn(`stored bytes of ${unremoved.length} purged files not removed: ${unremoved.join(', ')}`);
  };
