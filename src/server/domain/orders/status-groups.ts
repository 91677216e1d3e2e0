// Groups of order states that rules outside the move table ask about (which moves each state allows is
// lifecycle.ts's; the list of states is src/shared/orders/order-statuses.ts).
import type { OrderStatus } from '~/server/db/schema';

export { HELD_BY_PRACTITIONER } from '~/shared/orders/order-statuses';

/**
 * Orders whose price no longer counts against the key's monthly limit. The running total's trigger (migration 0018)
 * names them in SQL; monthly-spend.test.ts checks that it counts every state as this list does.
 */
export const NOT_COUNTED_MONTHLY: readonly OrderStatus[] = ['dibatalkan', 'direfund'];
