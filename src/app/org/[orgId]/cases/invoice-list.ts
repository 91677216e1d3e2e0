import { LIST_PAGE_SIZE } from '~/app/_lib/paging';
import type { ListFilter } from '~/shared/dashboard/list-filter';

export type InvoiceStatus = 'belum_dibayar' | 'lunas';

/** The organization's invoice list query, the same on the server (prefetch) and in the browser. */
export const orgInvoiceListInput = (
  organizationId: string,
  test: boolean,
  status: InvoiceStatus | null = null,
  filter: ListFilter = {},
) => ({ organizationId, test, status: status ?? undefined, ...filter, limit: LIST_PAGE_SIZE });
