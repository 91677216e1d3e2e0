import { LIST_PAGE_SIZE } from '~/app/_lib/paging';
import type { ListFilter } from '~/shared/dashboard/list-filter';
import type { OrderStatus } from '~/shared/orders/order-statuses';

/** The order list's query, the same on the server (prefetch) and in the browser. */
export const orderListInput = (
  organizationId: string,
  status: OrderStatus | null,
  test: boolean,
  filter: ListFilter = {},
) => ({
  organizationId,
  status: status ?? undefined,
  ...filter,
  limit: LIST_PAGE_SIZE,
  test,
});
