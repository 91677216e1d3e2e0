import type { inferRouterOutputs } from '@trpc/server';
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';

/** What the order page shows: the order, its status history and its webhook events. */
export type OrderDetail = inferRouterOutputs<DashboardRouter>['org']['orders']['detail'];

/** The order page's one query, the same input on the server (prefetch) and in the browser. */
export const orderDetailInput = (organizationId: string, orderId: string) => ({ organizationId, orderId });
