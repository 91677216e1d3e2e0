/**
 * What a viewer may do to an order now, as listed in an order view's `allowed_actions`. Names follow the
 * spec's tool names where the spec names the action (`kirim_pesan`, `terima_hasil`), otherwise Indonesian
 * verbs in the same style. The lifecycle table (server/domain/orders/lifecycle.ts) says who may take each
 * one from which states; clients only ask for membership, never repeat the states.
 */
export const ORDER_ACTIONS = [
  'setujui_order',
  'tolak_order',
  'ambil_order',
  'tolak_penawaran',
  'mulai_kerjakan',
  'lepas_order',
  'minta_data_klien',
  'kirim_pesan',
  'serahkan_hasil',
  'terima_hasil',
  'minta_revisi',
  'ajukan_sengketa',
  'putus_sengketa',
  'batalkan_order',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const can = (view: { allowed_actions: readonly OrderAction[] }, action: OrderAction): boolean =>
  view.allowed_actions.includes(action);
