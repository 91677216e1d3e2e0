import type { LedgerAccountKind } from '~/server/db/schema';

/**
 * The ledger account kinds of one mode. Test mode has its own kinds (`test_deposit`, `test_escrow`,
 * `test_earnings`, `test_clearing`) and transaction kinds (`test_<kind>`), so every live reader, which names
 * the live kinds, never sees test money.
 */
export function modeKinds(livemode: boolean) {
  return {
    deposit: (livemode ? 'deposit' : 'test_deposit') as LedgerAccountKind,
    escrow: (livemode ? 'escrow' : 'test_escrow') as LedgerAccountKind,
    earnings: (livemode ? 'earnings' : 'test_earnings') as LedgerAccountKind,
    clearing: (livemode ? 'clearing' : 'test_clearing') as LedgerAccountKind,
    txn: (kind: string) => (livemode ? kind : `test_${kind}`),
  };
}
