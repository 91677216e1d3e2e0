import { LIST_PAGE_SIZE } from '~/app/_lib/paging';
import type { EVENT_TYPES } from '~/shared/v1/event-schema';

export type EventType = (typeof EVENT_TYPES)[number];

/** The event list's query, the same on the server (prefetch) and in the browser. */
export const eventListInput = (
  organizationId: string,
  filters: { type: EventType | null; orderId: string | null },
  test: boolean,
) => ({
  organizationId,
  type: filters.type ?? undefined,
  orderId: filters.orderId ?? undefined,
  limit: LIST_PAGE_SIZE,
  test,
});
