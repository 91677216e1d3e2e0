import { z } from 'zod';
import { orderViewSchema } from '~/shared/orders/order-view-schema';

/** The REST order record is the shared order view (one definition for the API, the domain and the UI). */
export const orderSchema = orderViewSchema;

export const orderIdInput = z.object({ id: z.string().describe('Order id (`ord_…`)') });
