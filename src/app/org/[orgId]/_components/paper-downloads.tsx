import { getLocale } from '~/app/_i18n/server';
import { getDb } from '~/server/db/client';
import { now } from '~/server/domain/clock';
import { casePapersAvailable } from '~/server/domain/papers/invoice-papers';
import { orderPapersAvailable } from '~/server/domain/papers/order-papers';
import { jakartaMonth } from '~/shared/format/jakarta-time';

const words = {
  id: {
    papers: 'Dokumen',
    receipt: 'Unduh kwitansi (PDF)',
    refundNote: 'Unduh nota refund (PDF)',
    statement: 'Laporan deposit {month} (PDF)',
    movements: 'Mutasi {month} (CSV)',
    invoice: 'Unduh invoice (PDF)',
    invoiceReceipt: 'Unduh kwitansi invoice (PDF)',
    ordersAll: 'Ekspor semua order (CSV)',
    ordersMonth: 'Order {month} (CSV)',
    filtered: 'sesuai filter status',
    invoicesCsv: 'Ekspor invoice (CSV)',
  },
  en: {
    papers: 'Documents',
    receipt: 'Download receipt (PDF)',
    refundNote: 'Download refund note (PDF)',
    statement: 'Deposit statement {month} (PDF)',
    movements: 'Movements {month} (CSV)',
    invoice: 'Download invoice (PDF)',
    invoiceReceipt: 'Download invoice receipt (PDF)',
    ordersAll: 'Export all orders (CSV)',
    ordersMonth: 'Orders {month} (CSV)',
    filtered: 'with the status filter',
    invoicesCsv: 'Export invoices (CSV)',
  },
};

/** Download links of an order's papers: the receipt once it is paid, the refund note once it is refunded. */
export async function OrderPaperDownloads({ orgId, orderId }: { orgId: string; orderId: string }) {
  const t = words[await getLocale()];
  const available = await orderPapersAvailable(await getDb(), orgId, orderId);
  if (!available.receipt && !available.refundNote) return null;
  const base = `/org/${orgId}/orders/${orderId}`;
  return (
    <nav aria-label={t.papers} className="paper-downloads">
      {available.receipt && (
        <a href={`${base}/kwitansi`} download>
          {t.receipt}
        </a>
      )}{' '}
      {available.refundNote && (
        <a href={`${base}/nota-refund`} download>
          {t.refundNote}
        </a>
      )}
    </nav>
  );
}

/** The deposit's papers of this month and the last: statement (PDF) and movements (CSV). */
export async function DepositPaperDownloads({ orgId }: { orgId: string }) {
  const t = words[await getLocale()];
  return (
    <nav aria-label={t.papers} className="paper-downloads">
      <ul>
        {recentMonths().map((month) => (
          <li key={month}>
            <a href={`/org/${orgId}/deposit/laporan?bulan=${month}`} download>
              {t.statement.replace('{month}', month)}
            </a>{' '}
            <a href={`/org/${orgId}/deposit/mutasi.csv?bulan=${month}`} download>
              {t.movements.replace('{month}', month)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** This month and the last, as `YYYY-MM` labels (the running month last). */
function recentMonths(): string[] {
  const current = jakartaMonth(now());
  return [jakartaMonth(new Date(current.start.getTime() - 1)).label, current.label];
}

/** The order list as CSV: every order, or one month's, with the list's status filter. */
export async function OrdersExportDownloads({ orgId, status }: { orgId: string; status: string | null }) {
  const t = words[await getLocale()];
  const href = (month: string | null) => {
    const query = new URLSearchParams();
    if (status) query.set('status', status);
    if (month) query.set('bulan', month);
    const search = query.toString();
    return `/org/${orgId}/orders/ekspor.csv${search ? `?${search}` : ''}`;
  };
  return (
    <nav aria-label={t.papers} className="paper-downloads">
      <a href={href(null)} download>
        {t.ordersAll}
      </a>
      {recentMonths().map((month) => (
        <span key={month}>
          {' '}
          <a href={href(month)} download>
            {t.ordersMonth.replace('{month}', month)}
          </a>
        </span>
      ))}
      {status ? <span className="muted"> ({t.filtered})</span> : null}
    </nav>
  );
}

/** A case's papers: its invoice once a bid is selected, the invoice's receipt once paid. */
export async function CasePaperDownloads({ orgId, caseId }: { orgId: string; caseId: string }) {
  const t = words[await getLocale()];
  const available = await casePapersAvailable(await getDb(), orgId, caseId);
  if (!available.invoice) return null;
  const base = `/org/${orgId}/cases/${caseId}`;
  return (
    <nav aria-label={t.papers} className="paper-downloads">
      <a href={`${base}/invoice`} download>
        {t.invoice}
      </a>{' '}
      {available.receipt && (
        <a href={`${base}/kwitansi`} download>
          {t.invoiceReceipt}
        </a>
      )}
    </nav>
  );
}

/** The organization's case invoices as CSV. */
export async function InvoicesExportDownloads({ orgId }: { orgId: string }) {
  const t = words[await getLocale()];
  return (
    <nav aria-label={t.papers} className="paper-downloads">
      <a href={`/org/${orgId}/cases/invoice.csv`} download>
        {t.invoicesCsv}
      </a>
    </nav>
  );
}
