import type { organization } from '~/server/db/schema';

export function toOrganizationView(row: typeof organization.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    approval_threshold_idr: row.approvalThresholdIdr,
    created_at: row.createdAt.toISOString(),
  };
}
