'use client';

import styles from '~/app/_components/layout.module.css';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { cancelOrderInput } from '~/shared/dashboard/staff-inputs';
import { ConfirmButton, ErrorAlert, Field, QueryState } from '~/app/_components/ui';
import { confirmations } from '~/app/_i18n/messages/confirmations';
import { staff } from '~/app/_i18n/messages/staff';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { useTRPC } from '~/app/_lib/trpc';
import { useSubmit } from '~/app/_lib/use-submit';
import { invalidProps, validate } from '~/app/_lib/forms';
import { Notice } from '~/app/staf/_components/bits';
import { OrderSummary, type StaffOrder } from '~/app/staf/_components/order-summary';
import { can } from '~/shared/orders/order-actions';

/** Orders still before delivery, each cancellable with a reason (the escrow goes back to the deposit). */
export function CancellationsView() {
  const trpc = useTRPC();
  const t = useT(staff);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery(trpc.staff.operator.cancellations.list.queryOptions());
  return (
    <section aria-labelledby="cancel-title">
      <h1 id="cancel-title">{t.navCancellations}</h1>
      <p className="muted">{t.cancellableNote}</p>
      <Notice text={notice} />
      <QueryState query={list}>
        {list.data?.length === 0 ? <p className="empty">{t.noCancellable}</p> : null}
        <div className={styles.list}>
          {list.data?.map((order) => (
            <CancelCard key={order.id} order={order} onCancelled={(id) => setNotice(`${t.cancelled} (${id})`)} />
          ))}
        </div>
      </QueryState>
    </section>
  );
}

function CancelCard({ order, onCancelled }: { order: StaffOrder; onCancelled: (orderId: string) => void }) {
  const trpc = useTRPC();
  const t = useT(staff);
  const c = useT(confirmations);
  const locale = useLocale();
  const reasonRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const cancelOrder = useSubmit(
    trpc.staff.operator.cancellations.cancel.mutationOptions({ onSuccess: () => onCancelled(order.id) }),
    { invalidate: [trpc.staff.pathFilter()] },
  );
  const id = `cancel-${order.id}`;

  async function cancel() {
    const checked = validate(cancelOrderInput, { orderId: order.id, reason: reasonRef.current?.value ?? '' }, locale);
    if (checked.errors) {
      setError(checked.errors.reason);
      reasonRef.current?.focus();
      return;
    }
    setError(undefined);
    await cancelOrder.submit(checked.data);
  }

  return (
    <article className="card" aria-label={`${t.order} ${order.id}`}>
      <OrderSummary order={order} />
      <form
        noValidate
        className={styles.spaced}
        onSubmit={(e) => {
          // Enter in the reason field does not cancel: the button asks for confirmation first.
          e.preventDefault();
        }}
      >
        <Field id={id} label={t.cancelReason} error={error}>
          <input id={id} ref={reasonRef} name="reason" {...invalidProps(id, error)} />
        </Field>
        <ErrorAlert error={cancelOrder.failure} />
        {can(order, 'batalkan_order') ? (
          <ConfirmButton
            label={t.cancelOrder}
            question={c.cancelOrder}
            disabled={cancelOrder.busy}
            onConfirm={cancel}
          />
        ) : null}
      </form>
    </article>
  );
}
