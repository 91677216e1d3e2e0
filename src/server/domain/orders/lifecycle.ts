import type { OrderStatus } from '~/server/db/schema';
import type { Actor } from '~/server/domain/actor';
import type { Scope } from '~/shared/scopes';
import { ORDER_ACTIONS, type OrderAction } from '~/shared/orders/order-actions';
import type { HistoryNoteCode } from '~/shared/orders/history-notes';
import type { NotificationKind } from '~/shared/notifications/kinds';

/** Who takes a move: the kinds behind `Actor` (an ops CLI user counts as an operator). */
type ActorKind = 'agent' | 'org_member' | 'practitioner' | 'operator' | 'system';

/** Money moved by a move, before its status change: deposit → escrow, escrow → earnings, escrow → deposit. */
export type MoneyEffect = 'charge' | 'release' | 'refund';

/** Jobs a move schedules (`offering`: offer_order now; `sla_watch`: sla_expiry at sla_due_at) or drops. */
type JobEffect = 'offering' | 'sla_watch';

export type MoveSpec = {
  /** The name in `allowed_actions`; moves only the system makes have none. */
  action?: OrderAction;
  /** States the move starts from; empty for the creation of an order. */
  from: readonly OrderStatus[];
  /** The new status (history row + `order.<to>` event); null when the status stays (a declined offer). */
  to: OrderStatus | null;
  by: readonly ActorKind[];
  /** A practitioner must hold the order, or have its live offer. */
  practitioner?: 'holder' | 'offered';
  /** The API key scope an agent needs (the endpoint's scope). */
  scope?: Scope;
  /** Completes "Tidak bisa <verb>: …" of the 409 INVALID_STATE when the move is not allowed. */
  verb: string;
  money?: MoneyEffect;
  /** The move's text is stored as an order message from this side first. */
  message?: 'praktisi' | 'klien';
  /** History note: its code (rendered per locale) and the Indonesian text kept in the `note` column. */
  note?: { code: HistoryNoteCode; text: string };
  /** false: no outbox event (an order waiting for approval is not announced). */
  event?: boolean;
  schedules?: readonly JobEffect[];
  cancels?: readonly 'offering'[];
  /** Who needs to hear of it is told (notifications/resolve-event.ts picks the people). */
  notify?: NotificationKind;
  /** A second status change in the same transaction (cancellation is followed by the refund). */
  then?: { to: OrderStatus; money?: MoneyEffect; note: { code: HistoryNoteCode; text: string } };
};

const CLIENT: readonly ActorKind[] = ['org_member', 'operator'];

/**
 * Every move of an order, declared once: from which states, to which, by whom, and with what money,
 * messages, history, events and jobs. `applyMove` (apply-move.ts) is the only way to carry one out;
 * `allowedActions` answers what a viewer may do now from the same table.
 */
export const MOVES = {
  buat_order_dibayar: {
    from: [],
    to: 'dibayar',
    by: ['agent'],
    scope: 'order:buat',
    verb: 'membuat order',
    money: 'charge',
    schedules: ['offering'],
    notify: 'order_receipt',
  },
  buat_order_menunggu_bayar: {
    from: [],
    to: 'menunggu_bayar',
    by: ['agent'],
    scope: 'order:buat',
    verb: 'membuat order',
    event: false,
    notify: 'order_awaiting_approval',
  },
  setujui_order: {
    action: 'setujui_order',
    from: ['menunggu_bayar'],
    to: 'dibayar',
    by: CLIENT,
    verb: 'menyetujui order',
    money: 'charge',
    note: { code: 'disetujui_admin', text: 'disetujui admin organisasi' },
    schedules: ['offering'],
    notify: 'order_receipt',
  },
  tolak_order: {
    action: 'tolak_order',
    from: ['menunggu_bayar'],
    to: 'dibatalkan',
    by: CLIENT,
    verb: 'menolak order',
    note: { code: 'ditolak_admin', text: 'ditolak admin organisasi' },
  },
  mulai_penawaran: {
    from: ['dibayar'],
    to: 'ditawarkan',
    by: ['system'],
    verb: 'memulai penawaran',
    note: { code: 'penawaran_dimulai', text: 'penawaran ke praktisi dimulai' },
    schedules: ['sla_watch'],
  },
  ambil_order: {
    action: 'ambil_order',
    from: ['ditawarkan'],
    to: 'diambil',
    by: ['practitioner'],
    practitioner: 'offered',
    verb: 'mengambil order',
    cancels: ['offering'],
  },
  tolak_penawaran: {
    action: 'tolak_penawaran',
    from: ['ditawarkan'],
    to: null,
    by: ['practitioner'],
    practitioner: 'offered',
    verb: 'menolak penawaran',
  },
  mulai_kerjakan: {
    action: 'mulai_kerjakan',
    from: ['diambil'],
    to: 'dikerjakan',
    by: ['practitioner'],
    practitioner: 'holder',
    verb: 'mulai mengerjakan',
  },
  lepas_order: {
    action: 'lepas_order',
    from: ['diambil', 'dikerjakan'],
    to: 'ditawarkan',
    by: ['practitioner'],
    practitioner: 'holder',
    verb: 'melepas order',
    note: { code: 'dilepas_praktisi', text: 'dilepas praktisi' },
  },
  minta_data_klien: {
    action: 'minta_data_klien',
    from: ['dikerjakan'],
    to: 'butuh_input_klien',
    by: ['practitioner'],
    practitioner: 'holder',
    verb: 'meminta data klien',
    message: 'praktisi',
    notify: 'practitioner_question',
  },
  kirim_pesan: {
    action: 'kirim_pesan',
    from: ['butuh_input_klien'],
    to: 'dikerjakan',
    by: ['agent', 'org_member'],
    scope: 'order:pesan',
    verb: 'mengirim pesan',
    message: 'klien',
    note: { code: 'balasan_klien', text: 'balasan klien' },
    notify: 'client_replied',
  },
  serahkan_hasil: {
    action: 'serahkan_hasil',
    from: ['dikerjakan'],
    to: 'diserahkan',
    by: ['practitioner'],
    practitioner: 'holder',
    verb: 'menyerahkan hasil',
    notify: 'delivery_ready',
  },
  terima_hasil: {
    action: 'terima_hasil',
    from: ['diserahkan'],
    to: 'selesai',
    by: ['agent', 'org_member'],
    scope: 'order:terima',
    verb: 'menerima hasil',
    money: 'release',
    notify: 'work_accepted',
  },
  minta_revisi: {
    action: 'minta_revisi',
    from: ['diserahkan'],
    to: 'dikerjakan',
    by: CLIENT,
    verb: 'meminta revisi',
    message: 'klien',
    note: { code: 'revisi_diminta', text: 'revisi diminta' },
    notify: 'revision_requested',
  },
  ajukan_sengketa: {
    action: 'ajukan_sengketa',
    from: ['diserahkan'],
    to: 'sengketa',
    by: CLIENT,
    verb: 'membuka sengketa',
    message: 'klien',
    note: { code: 'sengketa_dibuka', text: 'sengketa dibuka' },
    notify: 'dispute_opened',
  },
  putus_sengketa_untuk_praktisi: {
    action: 'putus_sengketa',
    from: ['sengketa'],
    to: 'selesai',
    by: ['operator'],
    verb: 'memutus sengketa',
    money: 'release',
    note: { code: 'sengketa_untuk_praktisi', text: 'sengketa diputus untuk praktisi' },
    notify: 'dispute_resolved',
  },
  putus_sengketa_untuk_klien: {
    action: 'putus_sengketa',
    from: ['sengketa'],
    to: 'direfund',
    by: ['operator'],
    verb: 'memutus sengketa',
    money: 'refund',
    note: { code: 'sengketa_untuk_klien', text: 'sengketa diputus untuk klien' },
    notify: 'dispute_resolved',
  },
  // Before delivery only: a delivered or disputed order is decided through the dispute.
  batalkan_order: {
    action: 'batalkan_order',
    from: ['dibayar', 'ditawarkan', 'diambil', 'dikerjakan', 'butuh_input_klien'],
    to: 'dibatalkan',
    by: ['operator'],
    verb: 'membatalkan order',
    note: { code: 'dibatalkan_operator', text: 'dibatalkan operator' },
    cancels: ['offering'],
    then: {
      to: 'direfund',
      money: 'refund',
      note: { code: 'escrow_dikembalikan', text: 'escrow dikembalikan ke deposit' },
    },
  },
  sla_kedaluwarsa: {
    from: ['ditawarkan'],
    to: 'dibatalkan',
    by: ['system'],
    verb: 'mengakhiri SLA',
    note: { code: 'sla_terlewati', text: 'SLA terlewati tanpa praktisi' },
    cancels: ['offering'],
    then: {
      to: 'direfund',
      money: 'refund',
      note: { code: 'escrow_dikembalikan', text: 'escrow dikembalikan ke deposit' },
    },
  },
} as const satisfies Record<string, MoveSpec>;

export type MoveName = keyof typeof MOVES;

const moveList = Object.entries(MOVES) as [MoveName, MoveSpec][];

/** Every status change the table allows (derived; a `then` step counts as its own change). */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = (() => {
  const table = {} as Record<OrderStatus, OrderStatus[]>;
  const add = (from: OrderStatus, to: OrderStatus) => {
    table[from] ??= [];
    if (!table[from].includes(to)) table[from].push(to);
  };
  for (const [, move] of moveList) {
    if (!move.to) continue;
    for (const from of move.from) add(from, move.to);
    if (move.then) add(move.to, move.then.to);
  }
  return table;
})();

/** States from which a move may start (e.g. the operator's list of cancellable orders). */
export const statesAllowing = (move: MoveName): readonly OrderStatus[] => MOVES[move].from;

function actorKind(actor: Actor): ActorKind {
  switch (actor.type) {
    case 'api_key':
      return 'agent';
    case 'user':
      return 'org_member';
    case 'practitioner':
      return 'practitioner';
    case 'operator':
    case 'cli':
      return 'operator';
    case 'system':
      return 'system';
  }
}

/** Who looks at an order, for `allowed_actions`. */
export type Viewer =
  | { kind: 'agent'; scopes: readonly Scope[] }
  | { kind: 'org_member'; role: 'member' | 'admin' | 'owner' }
  /** `offered`: the order's live offer is theirs. */
  | { kind: 'practitioner'; practitionerId: string; offered?: boolean }
  | { kind: 'operator' };

type ViewedOrder = { status: OrderStatus; practitionerId: string | null };

function viewerMay(move: MoveSpec, order: ViewedOrder, viewer: Viewer): boolean {
  if (!move.by.includes(viewer.kind)) return false;
  switch (viewer.kind) {
    case 'agent':
      return !move.scope || viewer.scopes.includes(move.scope);
    // Members read; owners and admins act (the dashboard's orgProcedure('admin')).
    case 'org_member':
      return viewer.role !== 'member';
    case 'practitioner':
      return move.practitioner === 'holder' ? order.practitionerId === viewer.practitionerId : !!viewer.offered;
    case 'operator':
      return true;
  }
}

/** The actions `viewer` may take on `order` now, in the order of ORDER_ACTIONS. */
export function allowedActions(order: ViewedOrder, viewer: Viewer): OrderAction[] {
  const allowed = new Set<OrderAction>();
  for (const [, move] of moveList) {
    if (move.action && move.from.includes(order.status) && viewerMay(move, order, viewer)) allowed.add(move.action);
  }
  return ORDER_ACTIONS.filter((a) => allowed.has(a));
}

/** What a caller sees after its own move: the viewer its actor stands for. */
export function viewerOf(actor: Actor, scopes?: readonly Scope[]): Viewer {
  switch (actorKind(actor)) {
    case 'agent':
      return { kind: 'agent', scopes: scopes ?? [] };
    // Only owners and admins can make an order move in the dashboard.
    case 'org_member':
      return { kind: 'org_member', role: 'admin' };
    case 'practitioner':
      return { kind: 'practitioner', practitionerId: actor.id! };
    default:
      return { kind: 'operator' };
  }
}

/** Whether the move may start from `status` (jobs that act only when their move still applies). */
export const canMove = (status: OrderStatus, move: MoveName): boolean =>
  (MOVES[move].from as readonly OrderStatus[]).includes(status);
