'use client';

import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import styles from '~/app/_components/layout.module.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { confirmations } from '~/app/_i18n/messages/confirmations';
import { staff } from '~/app/_i18n/messages/staff';
import { useT } from '~/app/_i18n/use-t';
import { useTRPC } from '~/app/_lib/trpc';
import { MessageList, Notice } from '~/app/staf/_components/bits';
import { OrderSummary } from '~/app/staf/_components/order-summary';
import { can } from '~/shared/orders/order-actions';
import { useSubmit } from '~/app/_lib/use-submit';

/** Disputed orders with the deliverable and the conversation; the operator decides for one side. */
export function DisputesView() {
  const trpc = useTRPC();
  const t = useT(staff);
  const c = useT(confirmations);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery(trpc.staff.operator.disputes.list.queryOptions());
  const resolve = useSubmit(
    trpc.staff.operator.disputes.resolve.mutationOptions({
      onSuccess: (order) => setNotice(`${t.resolved} ${order.id}: ${order.status}`),
      onSettled: () => queryClient.invalidateQueries(trpc.staff.pathFilter()),
    }),
  );
  return (
    <section aria-labelledby="disputes-title">
      <h1 id="disputes-title">{t.navDisputes}</h1>
      <Notice text={notice} />
      <ErrorAlert error={resolve.failure} />
      <QueryState query={list}>
        {list.data?.length === 0 ? <p className="empty">{t.noDisputes}</p> : null}
        <div className={styles.list}>
          {list.data?.map((order) => (
            <article key={order.id} className="card" aria-label={`${t.order} ${order.id}`}>
              <OrderSummary order={order} />
              <DisputeSides order={order} />
              <h2 className={styles.subTitle}>{t.messages}</h2>
              <MessageList messages={order.messages} />
              {can(order, 'putus_sengketa') ? (
                <div className={`row ${styles.spaced}`}>
                  <ConfirmButton
                    label={t.decideForPractitioner}
                    question={c.decideForPractitioner}
                    danger={false}
                    disabled={resolve.busy}
                    onConfirm={() => resolve.submit({ orderId: order.id, decision: 'practitioner' })}
                  />
                  <ConfirmButton
                    label={t.decideForClient}
                    question={c.decideForClient}
                    danger={false}
                    disabled={resolve.busy}
                    onConfirm={() => resolve.submit({ orderId: order.id, decision: 'client' })}
                  />
                </div>
              ) : null}
            </article>
          ))}
        </div>
      </QueryState>
    </section>
  );
}

type DisputedOrder = {
  deliverable: string | null;
  messages: { sender: 'praktisi' | 'klien'; text: string }[];
};

/**
 * Both sides next to each other: the client's reason (their last message, which opened the dispute) and
 * the practitioner's hand-in with their last word; the whole conversation follows below.
 */
function DisputeSides({ order }: { order: DisputedOrder }) {
  const t = useT(staff);
  const last = (sender: 'praktisi' | 'klien') => order.messages.filter((m) => m.sender === sender).at(-1)?.text;
  const reason = last('klien');
  const practitionerWord = last('praktisi');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="sm">
      <Paper withBorder p="sm" component="section" aria-label={t.clientSide}>
        <Title order={2} size="h5">
          {t.clientSide}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t.disputeReason}
        </Text>
        <p className={styles.text}>{reason ?? t.notSet}</p>
      </Paper>
      <Paper withBorder p="sm" component="section" aria-label={t.practitionerSide}>
        <Title order={2} size="h5">
          {t.practitionerSide}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t.deliverable}
        </Text>
        <p className={styles.text}>{order.deliverable ?? t.notSet}</p>
        {practitionerWord ? (
          <>
            <Text size="sm" c="dimmed" mt={4}>
              {t.practitionerLastWord}
            </Text>
            <p className={styles.text}>{practitionerWord}</p>
          </>
        ) : null}
      </Paper>
    </SimpleGrid>
  );
}
