import { getLocale } from '~/app/_i18n/server';
import { getDb } from '~/server/db/client';
import { now } from '~/server/domain/clock';
import { orderPapersAvailable } from '~/server/domain/papers/order-papers';
import { jakartaMonth } from '~/shared/format/jakarta-time';

const words = {
  id: {
    papers: 'Dokumen',
    receipt: 'Unduh kwitansi (PDF)',
    refundNote: 'Unduh nota refund (PDF)',
    statement: 'Laporan deposit {month} (PDF)',
    movements: 'Mutasi {month} (CSV)',
  },
  en: {
    papers: 'Documents',
    receipt: 'Download receipt (PDF)',
    refundNote: 'Download refund note (PDF)',
    statement: 'Deposit statement {month} (PDF)',
    movements: 'Movements {month} (CSV)',
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
  const current = jakartaMonth(now());
  const previous = jakartaMonth(new Date(current.start.getTime() - 1));
  return (
    <nav aria-label={t.papers} className="paper-downloads">
      <ul>
        {[previous.label, current.label].map((month) => (
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
