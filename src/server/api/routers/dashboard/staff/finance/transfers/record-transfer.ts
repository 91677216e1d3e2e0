import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { staffProcedure } from '~/server/api/procedures';
import { recordTransferInput } from '~/shared/dashboard/staff-inputs';

/** A bank transfer into an organization's deposit; the bank reference makes each transfer count once. */
export const recordTransferProcedure = staffProcedure('finance')
  .input(recordTransferInput)
  .mutation(async ({ ctx, input }) => {
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
  });
