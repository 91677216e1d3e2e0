import { and, eq, type Column, type SQL } from 'drizzle-orm';

/**
 * One organization in one mode: what an API key (or OAuth grant) reaches, and what a dashboard list shows under
 * its test switch. Test data never mixes with live data, so the mode is never left out.
 */
export type Tenant = { organizationId: string; livemode: boolean };

/**
 * Who reaches a record by its id; required by every function that loads one for a caller:
 * - a `Tenant` (an API key): its organization in its own mode; a record of the other mode is NOT_FOUND, as an
 *   unknown one;
 * - `{ organizationId, livemode: 'both' }` (a member on the dashboard): the organization's records of either mode,
 *   since a test order opens from the test list on the same page as a live one;
 * - `'platform'` (staff, the ops CLI, jobs, and a practitioner whose hold on the order was checked before):
 *   every organization, either mode.
 */
export type Reach = Tenant | { organizationId: string; livemode: 'both' } | 'platform';

/** A member of `organizationId` on the dashboard. */
export const memberReach = (organizationId: string): Reach => ({ organizationId, livemode: 'both' });

/** The condition of `reach` over a table's organization and mode columns (none for the platform). */
export function reachCondition(reach: Reach, columns: { organizationId: Column; livemode: Column }): SQL | undefined {
  if (reach === 'platform') return undefined;
  return and(
    eq(columns.organizationId, reach.organizationId),
    reach.livemode === 'both' ? undefined : eq(columns.livemode, reach.livemode),
  );
}

/**
 * Who reaches records that are not split by mode (keys, bank transfers) or whose mode is given beside it: one
 * organization (a member, a key) or `'platform'` (staff, the ops CLI, jobs). Required: leaving it out never means
 * "everyone".
 */
export type OrgReach = { organizationId: string } | 'platform';

/** The condition of `reach` over a table's organization column (none for the platform). */
export const orgCondition = (reach: OrgReach, organizationId: Column): SQL | undefined =>
  reach === 'platform' ? undefined : eq(organizationId, reach.organizationId);
