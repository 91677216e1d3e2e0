import { orderReceipt } from '~/server/domain/papers/order-papers';
import { orderPaperRoute } from '~/app/org/[orgId]/orders/[orderId]/order-paper-route';

export const dynamic = 'force-dynamic';

/** The order's payment receipt (PDF), for a member of its organization. */
export const GET = orderPaperRoute(orderReceipt);
