import type { DbOrTx } from '~/server/db/client';
import { now } from '~/server/domain/clock';
import type { AuthenticatedKey } from '~/server/domain/keys/authenticate-api-key';
import { ledgerBalance, organizationEscrow } from '~/server/domain/ledger/accounts';
import { modeKinds } from '~/server/domain/ledger/mode-kinds';
import { monthlySpend } from '~/server/domain/orders/monthly-spend';
import { jakartaMonth } from '~/shared/format/jakarta-time';

/**
 * GET /v1/balance: the deposit (available), money held in escrow, and the calling key's limits. A test key sees
 * the test deposit and test escrow.
 */
export async function getBalance(options: { db: DbOrTx; apiKey: AuthenticatedKey }) {
  const { db, apiKey } = options;
  const at = now();
  const spent = await monthlySpend(db, apiKey.id, at);
  return {
    organization_id: apiKey.organizationId,
    currency: 'IDR' as const,
    deposit_idr: await ledgerBalance(db, modeKinds(apiKey.livemode).deposit, apiKey.organizationId),
    escrow_idr: await organizationEscrow(db, apiKey.organizationId, apiKey.livemode),
    key: {
      prefix: apiKey.prefix,
      name: apiKey.name,
      per_order_limit_idr: apiKey.perOrderLimitIdr,
      monthly_limit_idr: apiKey.monthlyLimitIdr,
      month: jakartaMonth(at).label,
      month_spent_idr: spent,
      month_remaining_idr: Math.max(0, apiKey.monthlyLimitIdr - spent),
    },
  };
}
