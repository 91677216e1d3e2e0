import type { DomainSettings } from '~/server/domain/context';
import { jakartaDateTime, jakartaDay } from '~/shared/format/jakarta-time';
import { rupiah } from '~/shared/format/rupiah';
import { ledgerLineText } from '~/shared/ledger/ledger-line-text';
import type { EarningsStatement } from './earnings-statement';
import { platformParty, verificationUrl } from './paper-parties';
import { paperWords } from './paper-words';
import { renderPaper, type PaperLocale } from './pdf/pdf-paper';

const lastDay = (end: Date) => jakartaDay(new Date(end.getTime() - 1));
const signed = (amount: number) => `${amount > 0 ? '+' : '-'}${rupiah(Math.abs(amount))}`;

/** The practitioner's monthly earnings statement as a PDF document (not yet ended: see renderPaper). */
export async function earningsStatementPdf(options: {
  settings: DomainSettings;
  locale: PaperLocale;
  statement: EarningsStatement;
}) {
  const { statement: s, locale } = options;
  const w = paperWords(locale);
  return renderPaper({
    title: w.earningsStatement,
    number: s.paper?.number ?? w.provisional,
    livemode: true,
    testMark: w.testMark,
    issuer: platformParty(options.settings, locale),
    recipient: { heading: w.statementFor, name: s.practitionerName, lines: [`${w.practitioner}: ${s.practitionerId}`] },
    facts: [
      [w.period, `${s.period.label} (${jakartaDay(s.period.start)} - ${lastDay(s.period.end)})`],
      ...(s.paper ? ([[w.issuedAt, jakartaDateTime(s.paper.issuedAt, locale)]] as Array<[string, string]>) : []),
      [w.ordersCompleted, String(s.ordersCompleted)],
    ],
    table: {
      columns: [
        { label: w.date, width: 1.9 },
        { label: w.description, width: 4 },
        { label: w.movement, width: 1.4, align: 'right' },
        { label: w.balance, width: 1.4, align: 'right' },
      ],
      rows: s.movements.length
        ? s.movements.map((m) => {
            const line = ledgerLineText(locale, m.code, m.params, m.kind);
            return [
              jakartaDateTime(m.at, locale),
              m.serviceName ? `${line} - ${m.serviceName}` : line,
              signed(m.amountIdr),
              rupiah(m.balanceAfterIdr),
            ];
          })
        : [['', w.noMovements, '', '']],
    },
    totals: [
      [w.owedOpening, rupiah(s.openingIdr)],
      [w.earnedOrders, rupiah(s.ordersIdr)],
      [w.earnedInvoices, rupiah(s.invoicesIdr)],
      [w.paidOut, rupiah(s.paidOutIdr)],
      [w.owedClosing, rupiah(s.closingIdr)],
    ],
    note: s.paper ? w.earningsNote : `${w.provisionalNote} ${w.earningsNote}`,
    verification: s.paper
      ? {
          label: w.verify,
          codeLabel: w.verifyCode,
          url: verificationUrl(options.settings, s.paper.verificationCode),
          code: s.paper.verificationCode,
        }
      : undefined,
  });
}
