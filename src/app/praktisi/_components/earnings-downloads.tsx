import { getLocale } from '~/app/_i18n/server';
import { monthName } from '~/app/_lib/format';
import { now } from '~/server/domain/clock';
import { jakartaMonth } from '~/shared/format/jakarta-time';

const words = {
  id: {
    papers: 'Laporan pendapatan (PDF)',
    statement: 'Laporan pendapatan {month} (PDF)',
    running: 'Laporan pendapatan {month} (PDF, bulan berjalan)',
  },
  en: {
    papers: 'Earnings statements (PDF)',
    statement: 'Earnings statement {month} (PDF)',
    running: 'Earnings statement {month} (PDF, month in progress)',
  },
};

/**
 * The practitioner's earnings statements of the last three months, newest first, under a heading of their own
 * so that they do not read as part of the payouts above; the running month's is provisional and says so.
 */
export async function EarningsDownloads() {
  const locale = await getLocale();
  const t = words[locale];
  const months = [jakartaMonth(now())];
  for (let i = 0; i < 2; i++) months.push(jakartaMonth(new Date(months[i]!.start.getTime() - 1)));
  return (
    <nav aria-labelledby="earnings-statements-title" className="paper-downloads">
      <h3 id="earnings-statements-title">{t.papers}</h3>
      <ul>
        {months.map(({ label }, i) => (
          <li key={label}>
            <a href={`/praktisi/pendapatan/laporan?bulan=${label}`} download>
              {(i === 0 ? t.running : t.statement).replace('{month}', monthName(label, locale))}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
