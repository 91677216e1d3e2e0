import { getLocale } from '~/app/_i18n/server';
import { now } from '~/server/domain/clock';
import { jakartaMonth } from '~/shared/format/jakarta-time';

const words = {
  id: {
    title: 'Ekspor (CSV)',
    transfers: 'Transfer bank {month}',
    invoicesPaid: 'Invoice lunas {month}',
    payouts: 'Pembayaran ke praktisi {month}',
    due: 'Terutang ke praktisi (saat ini)',
  },
  en: {
    title: 'Exports (CSV)',
    transfers: 'Bank transfers {month}',
    invoicesPaid: 'Invoices paid {month}',
    payouts: 'Payouts to practitioners {month}',
    due: 'Owed to practitioners (now)',
  },
};

/** Finance's CSV exports: per month (this one and the last) transfers, paid invoices and payouts; what is owed. */
export async function FinanceExports() {
  const t = words[await getLocale()];
  const current = jakartaMonth(now());
  const months = [jakartaMonth(new Date(current.start.getTime() - 1)).label, current.label];
  const monthly = [
    ['transfer.csv', t.transfers],
    ['invoice-lunas.csv', t.invoicesPaid],
    ['pembayaran-praktisi.csv', t.payouts],
  ] as const;
  return (
    <nav aria-labelledby="finance-exports-title" className="paper-downloads">
      <h2 id="finance-exports-title">{t.title}</h2>
      <ul>
        {months.map((month) => (
          <li key={month}>
            {monthly.map(([file, label], i) => (
              <span key={file}>
                {/* Three links of one month on a line: apart, so a phone's wrapping does not run them together. */}
                {i > 0 ? ' · ' : null}
                <a href={`/staf/keuangan/ekspor/${file}?bulan=${month}`} download>
                  {label.replace('{month}', month)}
                </a>
              </span>
            ))}
          </li>
        ))}
        <li>
          <a href="/staf/keuangan/ekspor/terutang-praktisi.csv" download>
            {t.due}
          </a>
        </li>
      </ul>
    </nav>
  );
}
