import { LIST_PAGE_SIZE } from '~/app/_lib/paging';
import type { ListFilter } from '~/shared/dashboard/list-filter';

export type InvoiceStatus = 'belum_dibayar' | 'lunas';

/** Finance's invoice list query, the same on the server (prefetch) and in the browser. */
export const invoiceListInput = (status: InvoiceStatus | null, filter: ListFilter = {}) => ({
  status: status ?? undefined,
  ...filter,
  limit: LIST_PAGE_SIZE,
});
