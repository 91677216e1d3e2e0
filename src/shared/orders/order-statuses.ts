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
