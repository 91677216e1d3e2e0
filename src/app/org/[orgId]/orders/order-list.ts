import { LIST_PAGE_SIZE } from '~/app/_lib/paging';
import type { OrderStatus } from '~/shared/orders/order-statuses';

/** The order list's query, the same on the server (prefetch) and in the browser. */
export const orderListInput = (organizationId: string, status: OrderStatus | null, test: boolean) => ({
  organizationId,
  status: status ?? undefined,
  limit: LIST_PAGE_SIZE,
  test,
});
