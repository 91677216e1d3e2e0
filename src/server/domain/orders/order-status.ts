import type { OrderStatus } from '~/server/db/schema';

/** Every move the lifecycle allows (spec + decisions.md, Order lifecycle). Anything else is INVALID_STATE. */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  menunggu_bayar: ['dibayar', 'dibatalkan'],
  dibayar: ['ditawarkan', 'dibatalkan'],
  ditawarkan: ['diambil', 'dibatalkan'],
  diambil: ['dikerjakan', 'ditawarkan', 'dibatalkan'],
  dikerjakan: ['butuh_input_klien', 'diserahkan', 'ditawarkan', 'dibatalkan'],
  butuh_input_klien: ['dikerjakan', 'dibatalkan'],
  diserahkan: ['selesai', 'dikerjakan', 'sengketa'],
  sengketa: ['selesai', 'direfund'],
  selesai: [],
  dibatalkan: ['direfund'],
  direfund: [],
};

/** States an operator may cancel from (a delivered or disputed order goes through dispute resolution). */
export const CANCELLABLE: readonly OrderStatus[] = [
  'dibayar',
  'ditawarkan',
  'diambil',
  'dikerjakan',
  'butuh_input_klien',
];

/** A practitioner holds the order in these states (it counts as their open work). */
export const HELD_BY_PRACTITIONER: readonly OrderStatus[] = [
  'diambil',
  'dikerjakan',
  'butuh_input_klien',
  'diserahkan',
  'sengketa',
];

/** Orders whose price no longer counts against the key's monthly limit. */
export const NOT_COUNTED_MONTHLY: readonly OrderStatus[] = ['dibatalkan', 'direfund'];
