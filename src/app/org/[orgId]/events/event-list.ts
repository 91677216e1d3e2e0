import { LIST_PAGE_SIZE } from '~/app/_lib/paging';
import type { ListFilter } from '~/shared/dashboard/list-filter';
import type { EVENT_TYPES } from '~/shared/v1/event-schema';

export type EventType = (typeof EVENT_TYPES)[number];
export const DELIVERY_STATUSES = ['pending', 'delivered', 'dropped', 'no_target'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The event list's query, the same on the server (prefetch) and in the browser. */
export const eventListInput = (
  organizationId: string,
  filters: { type: EventType | null; status?: DeliveryStatus | null },
  test: boolean,
  filter: ListFilter = {},
) => ({
  organizationId,
  type: filters.type ?? undefined,
  status: filters.status ?? undefined,
  ...filter,
  limit: LIST_PAGE_SIZE,
  test,
});
