import type { OperationsAlertCode } from '~/shared/notifications/operations-alerts';
import type { OperationsBoard } from './operations-board';

type BoardAlertCode = OperationsAlertCode;

export type BoardAlert = { code: BoardAlertCode; firing: boolean; value: number; threshold: number };

/** Jobs waiting longer than this (seconds): AosJobQueueLagging. */
const QUEUE_LAG_ALERT_SECONDS = 60;
/** Offers lapsed in the last hour above this: AosOffersLapsing. */
const LAPSED_OFFERS_ALERT_PER_HOUR = 10;
/** Mails queued above this: AosMailBacklog. */
const MAIL_BACKLOG_ALERT = 50;

/**
 * The thresholds an operator must not miss, each with the figure it judged. Those that Prometheus also
 * watches use its rule's threshold (docs/ops/prometheus-alerts.yml); the others fire on the first case.
 */
export function boardAlerts(
  board: Omit<OperationsBoard, 'alerts'>,
  extra: { offersLapsedLastHour: number },
): BoardAlert[] {
  const worstLag = Math.max(0, ...board.queue.map((q) => q.lagSeconds));
  const overdue = board.sla.filter((o) => o.overdue).length;
  const silent = board.workers.beating === 0 ? Math.max(1, board.workers.silent) : board.workers.silent;
  const alert = (code: BoardAlertCode, value: number, threshold: number): BoardAlert => ({
    code,
    value,
    threshold,
    firing: value > threshold,
  });
  return [
    alert('queue_lagging', Math.round(worstLag), QUEUE_LAG_ALERT_SECONDS),
    alert('worker_silent', silent, 0),
    alert('webhooks_failing', board.failingWebhooks.length, 0),
    alert('offers_lapsing', extra.offersLapsedLastHour, LAPSED_OFFERS_ALERT_PER_HOUR),
    alert('orders_overdue', overdue, 0),
    alert(
      'mail_not_delivered',
      board.mail.failedLastDay > 0 ? board.mail.queued + board.mail.failedLastDay : board.mail.queued,
      board.mail.failedLastDay > 0 ? 0 : MAIL_BACKLOG_ALERT,
    ),
  ];
}
