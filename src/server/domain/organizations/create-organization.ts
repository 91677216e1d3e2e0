import type { DbOrTx } from '~/server/db/client';
import { ORGANIZATION_STATUSES, organization, type OrganizationStatus } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { newId, randomBase62 } from '~/server/domain/ids';

export type CreateOrganizationOptions = {
  db: DbOrTx;
  name: string;
  status?: OrganizationStatus;
  approvalThresholdIdr?: number;
};

const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'org';

/** New organizations start under review (`pending`) unless a status is given. */
export async function createOrganization(options: CreateOrganizationOptions) {
  const name = options.name.trim();
  if (!name) throw new AppError('VALIDATION', 'name: wajib diisi.');
  const status = options.status ?? 'pending';
  if (!ORGANIZATION_STATUSES.includes(status)) throw new AppError('VALIDATION', `status: tidak dikenal: ${status}.`);
  const threshold = options.approvalThresholdIdr ?? 5_000_000;
  if (!Number.isSafeInteger(threshold) || threshold < 0) {
    throw new AppError('VALIDATION', 'approval_threshold_idr: harus bilangan bulat >= 0.');
  }
  const at = now();
  const [row] = await options.db
    .insert(organization)
    .values({
      id: newId('organization'),
      name,
      slug: `${slugify(name)}-${randomBase62(6).toLowerCase()}`,
      status,
      approvalThresholdIdr: threshold,
      createdAt: at,
      statusChangedAt: at,
    })
    .returning();
  return row!;
}
