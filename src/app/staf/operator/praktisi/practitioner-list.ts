import { LIST_PAGE_SIZE } from '~/app/_lib/paging';

export type PractitionerState = 'active' | 'inactive' | 'unclaimed';

/** The practitioners list's query, the same on the server (prefetch) and in the browser. */
export const practitionerListInput = (state: PractitionerState | null = null, search?: string) => ({
  state: state ?? undefined,
  search,
  limit: LIST_PAGE_SIZE,
});
