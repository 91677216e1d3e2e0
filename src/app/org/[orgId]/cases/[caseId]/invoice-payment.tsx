'use client';

import { CopyButton } from '~/app/org/[orgId]/_components/copy-button';
import { BankAccountRows } from '~/app/org/[orgId]/_components/bank-account';
import { fillIn } from '~/app/_i18n/messages/confirmations';
import { payment } from '~/app/_i18n/messages/payment';
import { useT } from '~/app/_i18n/use-t';
import { rupiah } from '~/app/_lib/format';
import type { InvoicePayment as Payment } from '~/server/domain/cases/invoice-payment';

/** How to pay an unpaid invoice: the service's account (or that finance e-mails it) and the reference to quote. */
export function InvoicePayment({ payment: pay }: { payment: Payment }) {
  const p = useT(payment);
  return (
    <section aria-labelledby="invoice-pay-title">
      <h4 id="invoice-pay-title">{p.invoicePayTitle}</h4>
      <p>
        {pay.account
          ? fillIn(p.invoicePayIntro, { amount: rupiah(pay.amount_idr) })
          : fillIn(p.noAccountInvoice, { reference: pay.reference })}
      </p>
      <dl className="dl-grid">
        {pay.account ? <BankAccountRows account={pay.account} /> : null}
        <dt>{p.reference}</dt>
        <dd>
          <code>{pay.reference}</code> <CopyButton text={pay.reference} />
        </dd>
      </dl>
      <p className="notice">{p.referenceWarning}</p>
    </section>
  );
}
