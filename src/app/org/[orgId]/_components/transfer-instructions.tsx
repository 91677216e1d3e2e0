'use client';

import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import type { TransferInstructions as Transfer } from '~/server/domain/organizations/transfer-instructions';
import { CopyButton } from './copy-button';

/** Where to send a top-up, with the organization id to put in the transfer note. */
export function TransferInstructions({ transfer }: { transfer: Transfer }) {
  const t = useT(org);
  return (
    <section className="card" aria-labelledby="transfer-title">
      <h2 id="transfer-title">{t.transferTitle}</h2>
      <p>{t.transferIntro}</p>
      <dl className="dl-grid">
        <dt>{t.bankName}</dt>
        <dd>{transfer.bank_name}</dd>
        <dt>{t.accountNumber}</dt>
        <dd>
          <code>{transfer.account_number}</code> <CopyButton text={transfer.account_number} />
        </dd>
        <dt>{t.accountName}</dt>
        <dd>{transfer.account_name}</dd>
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
