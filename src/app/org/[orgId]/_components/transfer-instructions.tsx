'use client';

import { org } from '~/app/_i18n/messages/org';
import { payment } from '~/app/_i18n/messages/payment';
import { useT } from '~/app/_i18n/use-t';
import type { TransferInstructions as Transfer } from '~/server/domain/organizations/transfer-instructions';
import { BankAccountRows } from './bank-account';
import { CopyButton } from './copy-button';

/**
 * Where to send a top-up, with the organization id to put in the transfer note. Without a configured account
 * the page says finance sends the details instead of showing a placeholder number.
 */
export function TransferInstructions({ transfer }: { transfer: Transfer }) {
  const t = useT(org);
  const p = useT(payment);
  return (
    <section className="card" aria-labelledby="transfer-title">
      <h2 id="transfer-title">{t.transferTitle}</h2>
      <p>{transfer.account ? t.transferIntro : p.noAccountTopUp}</p>
      <dl className="dl-grid">
        {transfer.account ? <BankAccountRows account={transfer.account} /> : null}
        <dt>{t.transferNote}</dt>
        <dd>
          <code>{transfer.transfer_note}</code> <CopyButton text={transfer.transfer_note} />
        </dd>
      </dl>
      <p className="notice">
        <strong>{t.transferNoteWarning}</strong>
      </p>
    </section>
  );
}
