import { LIST_PAGE_SIZE } from '~/app/_lib/paging';
import type { ListFilter } from '~/shared/dashboard/list-filter';
import type { OrganizationStatus } from '~/shared/organization-statuses';

/** The applications list's query, the same on the server (prefetch) and in the browser. */
export const applicationListInput = (status: OrganizationStatus | null, filter: ListFilter = {}) => ({
  status: status ?? undefined,
  ...filter,
  limit: LIST_PAGE_SIZE,
});
