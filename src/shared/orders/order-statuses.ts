/** The order states of the spec, in lifecycle order. Server-free: the browser bundle uses it too. */
export const ORDER_STATUSES = [
  'menunggu_bayar',
  'dibayar',
  'ditawarkan',
  'diambil',
  'dikerjakan',
  'butuh_input_klien',
  'diserahkan',
  'selesai',
  'sengketa',
  'dibatalkan',
  'direfund',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A practitioner holds the order in these states (it counts as their open work). Here, not in the server's
 * status-groups.ts, because the order table's index of held orders names them (db/schema/orders.ts).
 */
export const HELD_BY_PRACTITIONER: readonly OrderStatus[] = [
  'diambil',
  'dikerjakan',
  'butuh_input_klien',
  'diserahkan',
  'sengketa',
];
