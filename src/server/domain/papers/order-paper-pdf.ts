import type { DbOrTx } from '~/server/db/client';
import type { DomainSettings } from '~/server/domain/context';
import { jakartaDateTime } from '~/shared/format/jakarta-time';
import { rupiah } from '~/shared/format/rupiah';
import type { OrderPaper } from './order-papers';
import { organizationParty, platformParty, verificationUrl } from './paper-parties';
import { paperWords } from './paper-words';
import { renderPaper, type PaperLocale } from './pdf/pdf-paper';

/** The receipt or refund note of an order as a PDF document (not yet ended: see renderPaper). */
export async function orderPaperPdf(options: {
  db: DbOrTx;
  settings: DomainSettings;
  locale: PaperLocale;
  paper: OrderPaper;
}) {
  const { paper, order, refundedAt } = options.paper;
  const w = paperWords(options.locale);
  const refund = paper.kind === 'refund_note';
  const recipient = await organizationParty(options.db, order.organizationId, options.locale, paper.billedTo);
  const amount = rupiah(order.priceIdr);
  return renderPaper({
    title: refund ? w.refundNote : w.receipt,
    number: paper.number,
    livemode: paper.livemode,
    testMark: w.testMark,
    issuer: platformParty(options.settings, options.locale),
    recipient: { heading: refund ? w.refundedTo : w.receivedFrom, ...recipient },
    facts: [
      [w.issuedAt, jakartaDateTime(paper.issuedAt, options.locale)],
      [w.order, order.id],
      [w.service, order.serviceName],
      [w.paidAt, jakartaDateTime(order.paidAt, options.locale)],
      ...(refundedAt ? ([[w.refundedAt, jakartaDateTime(refundedAt, options.locale)]] as Array<[string, string]>) : []),
      [w.paidWith, w.fromDeposit],
    ],
    table: {
      columns: [
        { label: w.description, width: 4 },
        { label: w.amount, width: 1.4, align: 'right' },
      ],
      rows: [[`${refund ? w.refundOf : w.paymentOf} ${order.serviceName} (${order.id})`, amount]],
    },
    totals: [[refund ? w.totalRefunded : w.totalPaid, amount]],
    note: refund ? w.refundNoteText : w.receiptNoteText,
    verification: {
      label: w.verify,
      codeLabel: w.verifyCode,
      url: verificationUrl(options.settings, paper.verificationCode),
      code: paper.verificationCode,
    },
  });
}
