import { getLocale } from '~/app/_i18n/server';
import { now } from '~/server/domain/clock';
import { jakartaMonth } from '~/shared/format/jakarta-time';

const words = {
  id: { papers: 'Dokumen', statement: 'Laporan pendapatan {month} (PDF)' },
  en: { papers: 'Documents', statement: 'Earnings statement {month} (PDF)' },
};

/** The practitioner's earnings statements of the last three months (the running one is provisional). */
export async function EarningsDownloads() {
  const t = words[await getLocale()];
  const months = [jakartaMonth(now())];
  for (let i = 0; i < 2; i++) months.unshift(jakartaMonth(new Date(months[0]!.start.getTime() - 1)));
  return (
    <nav aria-label={t.papers} className="paper-downloads">
      <ul>
        {months.map(({ label }) => (
          <li key={label}>
            <a href={`/praktisi/pendapatan/laporan?bulan=${label}`} download>
              {t.statement.replace('{month}', label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
