import { listBankTransfers } from '~/server/domain/ledger/list-bank-transfers';
import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { getOrganizationDeposit } from '~/server/domain/organizations/get-organization-deposit';
import { staffProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { organizationIdInput, recordTransferInput } from '~/shared/dashboard/staff-inputs';

const finance = staffProcedure('finance');

/** Bank transfers into organization deposits; the bank reference makes each transfer count once. */
export const transfersRouter = router({
  list: finance.query(({ ctx }) => listBankTransfers({ db: ctx.db })),

  /** Which organization an `org_` id from the transfer note names, before crediting it. */
  organization: finance
    .input(organizationIdInput)
    .query(({ ctx, input }) => getOrganizationDeposit({ db: ctx.db, organizationId: input.organizationId })),

  record: finance.input(recordTransferInput).mutation(async ({ ctx, input }) => {
    const result = await recordDeposit({
      domain: ctx.domain,
      db: ctx.db,
      organizationId: input.organizationId,
      amountIdr: input.amountIdr,
      reference: input.reference,
      actor: ctx.actor,
    });
    return {
      organization_id: input.organizationId,
      reference: input.reference,
      deposit_idr: 'deposit_idr' in result ? result.deposit_idr : null,
      // The same transfer (reference, organization and amount) recorded again is not credited twice.
      already_recorded: 'already_recorded' in result,
    };
  }),
});
