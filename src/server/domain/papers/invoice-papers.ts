import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/server/db/client';
import { bids, invoices, practitioners } from '~/server/db/schema';
import type { DomainSettings } from '~/server/domain/context';
import { AppError } from '~/server/domain/errors';
import { jakartaDateTime } from '~/shared/format/jakarta-time';
import { rupiah } from '~/shared/format/rupiah';
import { issuePaper, type Paper } from './issue-paper';
import { organizationParty, platformParty, verificationUrl } from './paper-parties';
import { paperWords } from './paper-words';
import { renderPaper, type PaperLocale } from './pdf/pdf-paper';

export type InvoicePaper = {
  paper: Paper;
  invoice: typeof invoices.$inferSelect;
  practitionerName: string;
};

/**
 * The invoice of a selected case bid (`invoice`), or its receipt once paid (`invoice_receipt`), for the
 * organization that selected the bid; another organization's invoice is NOT_FOUND.
 */
export async function invoicePaper(options: {
  db: Db;
  invoiceId: string;
  organizationId: string | null;
  kind: 'invoice' | 'invoice_receipt';
}): Promise<InvoicePaper> {
  const [row] = await options.db
    .select({ invoice: invoices, practitionerName: practitioners.displayName })
    .from(invoices)
    .innerJoin(bids, eq(bids.id, invoices.bidId))
    .innerJoin(practitioners, eq(practitioners.id, bids.practitionerId))
    .where(
      and(
        eq(invoices.id, options.invoiceId),
        options.organizationId ? eq(invoices.organizationId, options.organizationId) : undefined,
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', `Invoice ${options.invoiceId} tidak ditemukan.`);
  if (options.kind === 'invoice_receipt' && row.invoice.status !== 'lunas')
    throw new AppError('INVALID_STATE', `Invoice ${row.invoice.id} belum lunas: belum ada kwitansi.`, {
      details: { reason: 'NOT_PAID' },
    });
  const paper = await issuePaper(options.db, {
    kind: options.kind,
    subjectId: row.invoice.id,
    livemode: row.invoice.livemode,
    organizationId: row.invoice.organizationId,
    amountIdr: row.invoice.amountIdr,
  });
  return { paper, invoice: row.invoice, practitionerName: row.practitionerName };
}

/** The invoice of the organization's case (a case has one once a bid is selected); otherwise NOT_FOUND. */
export async function caseInvoiceId(db: DbOrTx, organizationId: string, caseId: string): Promise<string> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.caseId, caseId), eq(invoices.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', `Kasus ${caseId} belum memiliki invoice.`);
  return row.id;
}

/** Which papers the organization's case has: its invoice once a bid is selected, the receipt once paid. */
export async function casePapersAvailable(db: DbOrTx, organizationId: string, caseId: string) {
  const [row] = await db
    .select({ status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.caseId, caseId), eq(invoices.organizationId, organizationId)));
  return { invoice: Boolean(row), receipt: row?.status === 'lunas' };
}

/** The invoice or its receipt as a PDF document (not yet ended: see renderPaper). */
export async function invoicePaperPdf(options: {
  db: DbOrTx;
  settings: DomainSettings;
  locale: PaperLocale;
  paper: InvoicePaper;
}) {
  const { paper, invoice, practitionerName } = options.paper;
  const { locale } = options;
  const w = paperWords(locale);
  const receipt = paper.kind === 'invoice_receipt';
  const amount = rupiah(invoice.amountIdr);
  const recipient = await organizationParty(options.db, invoice.organizationId, locale, paper.billedTo);
  const platform = platformParty(options.settings, locale);
  return renderPaper({
    title: receipt ? w.invoiceReceipt : w.invoice,
    number: paper.number,
    livemode: paper.livemode,
    testMark: w.testMark,
    issuer: platform,
    recipient: { heading: receipt ? w.receivedFrom : w.billedTo, ...recipient },
    facts: [
      [w.issuedAt, jakartaDateTime(paper.issuedAt, locale)],
      [w.invoiceId, invoice.id],
      [w.caseId, invoice.caseId],
      [w.practitioner, practitionerName],
      [w.status, invoice.status === 'lunas' ? w.paid : w.unpaid],
      ...(invoice.paidAt ? ([[w.paidAt, jakartaDateTime(invoice.paidAt, locale)]] as Array<[string, string]>) : []),
    ],
    table: {
      columns: [
        { label: w.description, width: 4 },
        { label: w.amount, width: 1.4, align: 'right' },
      ],
      rows: [[`${w.caseFee} ${invoice.caseId} (${practitionerName})`, amount]],
    },
    totals: [[receipt ? w.totalPaid : w.totalDue, amount]],
    note: receipt
      ? undefined
      : `${w.payTo}: ${options.settings.bank.name} ${options.settings.bank.accountNumber} a.n. ${options.settings.bank.accountName}`,
    verification: {
      label: w.verify,
      codeLabel: w.verifyCode,
      url: verificationUrl(options.settings, paper.verificationCode),
      code: paper.verificationCode,
    },
  });
}
