'use client';

import { useState } from 'react';
import { ConfirmButton, ErrorAlert, Field } from '~/app/_components/ui';
import { confirmations } from '~/app/_i18n/messages/confirmations';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { invalidProps } from '~/app/_lib/forms';
import { useTRPC } from '~/app/_lib/trpc';
import { useSubmit } from '~/app/_lib/use-submit';
import { validate, type FieldErrors } from '~/app/org/[orgId]/_components/forms';
import { useOrg } from '~/app/org/[orgId]/_components/org-context';
import { can } from '~/shared/orders/order-actions';
import { disputeFields, rejectFields } from '~/shared/dashboard/org-inputs';
import { MessageForm } from './message-form';
import type { OrderDetail } from './order-detail';

/** Where the message forms upload their files (src/app/org/[orgId]/orders/[orderId]/berkas/route.ts). */
const uploadUrl = (orgId: string, orderId: string) =>
  `/org/${encodeURIComponent(orgId)}/orders/${encodeURIComponent(orderId)}/berkas`;

/** The actions the server lists for this member now (it checks them again on the locked row). */
export function OrderActions({ order }: { order: OrderDetail['order'] }) {
  if (can(order, 'setujui_order')) return <ApprovalActions orderId={order.id} />;
  if (can(order, 'kirim_pesan')) return <ReplyAction orderId={order.id} />;
  if (can(order, 'terima_hasil')) return <ReviewActions orderId={order.id} />;
  return null;
}

/** The order actions: each refreshes every view of the organization once it went through. */
function useOrderActions() {
  const trpc = useTRPC();
  const invalidate = [trpc.org.pathFilter()];
  return {
    approve: useSubmit(trpc.org.orders.approve.mutationOptions(), { invalidate }),
    reject: useSubmit(trpc.org.orders.reject.mutationOptions(), { invalidate }),
    reply: useSubmit(trpc.org.orders.reply.mutationOptions(), { invalidate }),
    accept: useSubmit(trpc.org.orders.accept.mutationOptions(), { invalidate }),
    revise: useSubmit(trpc.org.orders.requestRevision.mutationOptions(), { invalidate }),
    dispute: useSubmit(trpc.org.orders.dispute.mutationOptions(), { invalidate }),
  };
}

function ApprovalActions({ orderId }: { orderId: string }) {
  const t = useT(org);
  const c = useT(confirmations);
  const { orgId } = useOrg();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { approve, reject } = useOrderActions();
  const busy = approve.busy || reject.busy;
  return (
    <section className="card actions-card" aria-labelledby="actions-title">
      <h3 id="actions-title">{t.actionsTitle}</h3>
      <p>{t.approveHelp}</p>
      <ErrorAlert error={approve.failure ?? reject.failure} />
      <div className="row">
        <ConfirmButton
          label={t.approve}
          question={c.approveOrder}
          danger={false}
          variant="filled"
          disabled={busy}
          onConfirm={() => approve.submit({ organizationId: orgId, orderId })}
        />
      </div>
      <hr />
      <Field id="reject-reason" label={t.rejectReason} error={errors.reason}>
        <input
          id="reject-reason"
          value={reason}
          maxLength={2000}
          onChange={(e) => setReason(e.target.value)}
          {...invalidProps('reject-reason', errors.reason)}
        />
      </Field>
      <ConfirmButton
        label={t.reject}
        question={c.rejectOrder}
        disabled={busy}
        check={() => {
          const result = validate(rejectFields, { reason }, t);
          setErrors(result.errors ?? {});
          return Boolean(result.data);
        }}
        onConfirm={() => {
          const parsed = validate(rejectFields, { reason }, t).data;
          return reject.submit({ organizationId: orgId, orderId, reason: parsed?.reason || undefined });
        }}
      />
    </section>
  );
}

function ReplyAction({ orderId }: { orderId: string }) {
  const t = useT(org);
  const { orgId } = useOrg();
  const { reply } = useOrderActions();
  return (
    <section className="card actions-card" aria-labelledby="actions-title">
      <h3 id="actions-title">{t.actionsTitle}</h3>
      <p>{t.replyHelp}</p>
      <ErrorAlert error={reply.failure} />
      <MessageForm
        uploadUrl={uploadUrl(orgId, orderId)}
        id="reply-text"
        labelText={t.replyLabel}
        submitText={t.sendReply}
        pending={reply.busy}
        onSubmit={(text, files) => reply.submit({ organizationId: orgId, orderId, text, files })}
      />
    </section>
  );
}

function ReviewActions({ orderId }: { orderId: string }) {
  const t = useT(org);
  const c = useT(confirmations);
  const { orgId } = useOrg();
  const { accept, revise, dispute } = useOrderActions();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = accept.busy || revise.busy || dispute.busy;
  return (
    <section className="card actions-card" aria-labelledby="actions-title">
      <h3 id="actions-title">{t.actionsTitle}</h3>
      <p>{t.reviewHelp}</p>
      <ErrorAlert error={accept.failure ?? revise.failure ?? dispute.failure} />
      <ConfirmButton
        label={t.accept}
        question={c.acceptResult}
        danger={false}
        variant="filled"
        disabled={busy}
        onConfirm={() => accept.submit({ organizationId: orgId, orderId })}
      />
      <hr />
      <MessageForm
        uploadUrl={uploadUrl(orgId, orderId)}
        id="revision-text"
        labelText={t.revisionLabel}
        submitText={t.requestRevision}
        pending={busy}
        secondary
        onSubmit={(text, files) => revise.submit({ organizationId: orgId, orderId, text, files })}
      />
      <hr />
      <p className="muted">{t.disputeHelp}</p>
      <Field id="dispute-reason" label={t.disputeLabel} error={errors.reason}>
        <textarea
          id="dispute-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          {...invalidProps('dispute-reason', errors.reason)}
        />
      </Field>
      <ConfirmButton
        label={t.openDispute}
        question={c.openDispute}
        disabled={busy}
        check={() => {
          const result = validate(disputeFields, { reason }, t);
          setErrors(result.errors ?? {});
          return Boolean(result.data);
        }}
        onConfirm={() => {
          const parsed = validate(disputeFields, { reason }, t).data;
          if (parsed) return dispute.submit({ organizationId: orgId, orderId, reason: parsed.reason });
        }}
      />
    </section>
  );
}
