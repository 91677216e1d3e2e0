'use client';

import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import type { ServiceBankAccount } from '~/server/domain/organizations/transfer-instructions';
import { CopyButton } from './copy-button';

/** The service's bank account as definition-list rows (inside a `dl`). */
export function BankAccountRows({ account }: { account: ServiceBankAccount }) {
  const t = useT(org);
  return (
    <>
      <dt>{t.bankName}</dt>
      <dd>{account.bank_name}</dd>
      <dt>{t.accountNumber}</dt>
      <dd>
        <code>{account.account_number}</code> <CopyButton text={account.account_number} />
      </dd>
      <dt>{t.accountName}</dt>
      <dd>{account.account_name}</dd>
    </>
  );
}
