import type { DbOrTx } from '~/server/db/client';
import type { DomainSettings } from '~/server/domain/context';
import { jakartaDateTime, jakartaDay } from '~/shared/format/jakarta-time';
import { rupiah } from '~/shared/format/rupiah';
import { ledgerLineText } from '~/shared/ledger/ledger-line-text';
import type { DepositStatement } from './deposit-statement';
import { organizationParty, platformParty, verificationUrl } from './paper-parties';
import { paperWords } from './paper-words';
import { renderPaper, type PaperLocale } from './pdf/pdf-paper';

/** The last day of the period, inclusive, as people write a statement's range. */
const lastDay = (end: Date) => jakartaDay(new Date(end.getTime() - 1));

/** The monthly deposit statement as a PDF document (not yet ended: see renderPaper). */
export async function depositStatementPdf(options: {
  db: DbOrTx;
  settings: DomainSettings;
  locale: PaperLocale;
  statement: DepositStatement;
}) {
  const { statement: s, locale } = options;
  const w = paperWords(locale);
  const recipient = await organizationParty(options.db, s.organizationId, locale, s.paper?.billedTo);
  return renderPaper({
    title: w.depositStatement,
    number: s.paper?.number ?? w.provisional,
    livemode: s.livemode,
    testMark: w.testMark,
    issuer: platformParty(options.settings, locale),
    recipient: { heading: w.statementFor, ...recipient },
    facts: [
      [w.period, `${s.period.label} (${jakartaDay(s.period.start)} - ${lastDay(s.period.end)})`],
      ...(s.paper ? ([[w.issuedAt, jakartaDateTime(s.paper.issuedAt, locale)]] as Array<[string, string]>) : []),
      [w.openingBalance, rupiah(s.openingIdr)],
    ],
    table: {
      columns: [
        { label: w.date, width: 1.9 },
        { label: w.description, width: 4 },
        { label: w.movement, width: 1.4, align: 'right' },
        { label: w.balance, width: 1.4, align: 'right' },
      ],
      rows: s.movements.length
        ? s.movements.map((m) => [
            jakartaDateTime(m.at, locale),
            ledgerLineText(locale, m.code, m.params, m.kind),
            `${m.amountIdr > 0 ? '+' : '-'}${rupiah(Math.abs(m.amountIdr))}`,
            rupiah(m.balanceAfterIdr),
          ])
        : [['', w.noMovements, '', '']],
    },
    totals: [
      [w.openingBalance, rupiah(s.openingIdr)],
      [w.totalIn, rupiah(s.totalInIdr)],
      [w.totalOut, rupiah(-s.totalOutIdr)],
      [w.closingBalance, rupiah(s.closingIdr)],
      [w.escrowAtEnd, rupiah(s.escrowAtEndIdr)],
    ],
    note: s.paper ? undefined : w.provisionalNote,
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
