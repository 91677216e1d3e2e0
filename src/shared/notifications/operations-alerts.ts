/** The operations board's alerts (domain/operations/board-alerts.ts), named in notifications. */
export const OPERATIONS_ALERT_CODES = [
  'queue_lagging',
  'worker_silent',
  'webhooks_failing',
  'offers_lapsing',
  'orders_overdue',
  'mail_not_delivered',
] as const;

export type OperationsAlertCode = (typeof OPERATIONS_ALERT_CODES)[number];

/** What each alert watches, as the board names it. */
export const OPERATIONS_ALERT_NAMES: Record<'id' | 'en', Record<OperationsAlertCode, string>> = {
  id: {
    queue_lagging: 'Antrean job tertinggal (detik tunggu job tertua)',
    worker_silent: 'Worker diam atau tidak ada worker yang berjalan',
    webhooks_failing: 'Target webhook gagal',
    offers_lapsing: 'Tawaran kedaluwarsa dalam satu jam terakhir',
    orders_overdue: 'Order melewati SLA',
    mail_not_delivered: 'E-mail belum terkirim',
  },
  en: {
    queue_lagging: 'Job queue lagging (seconds the oldest job waited)',
    worker_silent: 'A worker is silent or none is running',
    webhooks_failing: 'Webhook targets failing',
    offers_lapsing: 'Offers lapsed in the last hour',
    orders_overdue: 'Orders past their SLA',
    mail_not_delivered: 'Mail not delivered',
  },
};
