// Groups of order states that rules outside the move table ask about (which moves each state allows is
// lifecycle.ts's; the list of states is src/shared/orders/order-statuses.ts).
import type { OrderStatus } from '~/server/db/schema';

/** A practitioner holds the order in these states (it counts as their open work). */
export const HELD_BY_PRACTITIONER: readonly OrderStatus[] = [
  'diambil',
  'dikerjakan',
  'butuh_input_klien',
  'diserahkan',
  'sengketa',
];

/**
 * Orders whose price no longer counts against the key's monthly limit. The running total's trigger (migration 0018)
 * names them in SQL; monthly-spend.test.ts checks that it counts every state as this list does.
 */
export const NOT_COUNTED_MONTHLY: readonly OrderStatus[] = ['dibatalkan', 'direfund'];
