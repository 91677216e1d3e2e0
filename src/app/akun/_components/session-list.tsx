'use client';

import type { inferRouterOutputs } from '@trpc/server';
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';
import { Button, Group, Text } from '@mantine/core';
import { Badge } from '~/app/_components/order-status-badge';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { counted } from '~/app/_i18n/messages/confirmations';
import { security } from '~/app/_i18n/messages/security';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import styles from './account.module.css';
import { useSubmit } from '~/app/_lib/use-submit';

type Session = inferRouterOutputs<DashboardRouter>['account']['sessions'][number];

function deviceName(s: Session, unknown: string, on: string): string {
  const browser = s.browser ?? unknown;
  const where = [s.device, s.os].filter(Boolean).join(', ');
  return where ? `${browser} ${on} ${where}` : browser;
}

/** The person's signed-in browsers; any but this one can be ended, or all others at once. */
export function SessionList() {
  const t = useT(security);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const sessions = useQuery(trpc.account.sessions.queryOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.account.sessions.queryFilter());
  const endOne = useSubmit(trpc.account.endSession.mutationOptions({ onSettled: refresh }));
  const endOthers = useSubmit(trpc.account.endOtherSessions.mutationOptions({ onSettled: refresh }));
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  return (
    <section aria-labelledby="sessions-title" className="card">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <h2 id="sessions-title">{t.sessionsTitle}</h2>
        {others.length > 0 ? (
          <ConfirmButton
            label={t.endOthers}
            question={t.endOthersQuestion}
            onConfirm={() => endOthers.submit()}
            disabled={endOthers.busy}
          />
        ) : null}
      </Group>
      <p className="muted">{t.sessionsIntro}</p>
      <ErrorAlert error={endOne.failure ?? endOthers.failure} />
      {endOne.done || endOthers.done ? (
        <p role="status" className="notice">
          {endOthers.data ? counted(t.othersEnded, endOthers.data.ended, locale) : t.sessionEnded}
        </p>
      ) : null}
      <QueryState query={sessions}>
        <ul aria-labelledby="sessions-title" className={styles.sessions}>
          {sessions.data?.map((s) => {
            const name = deviceName(s, t.unknownBrowser, t.on);
            return (
              <li key={s.id}>
                <Group justify="space-between" align="center" wrap="wrap" gap="sm">
                  <div>
                    <strong>{name}</strong> {s.current ? <Badge tone="ok">{t.thisDevice}</Badge> : null}
                    <Text size="sm" c="dimmed">
                      {t.address} <code>{s.ip_address ?? '—'}</code> · {t.lastSeen} {dateTime(s.last_seen_at, locale)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t.signedInAt} {dateTime(s.created_at, locale)}
                    </Text>
                  </div>
                  {s.current ? null : (
                    <Button
                      variant="outline"
                      color="red"
                      size="xs"
                      aria-label={t.endSessionOf.replace('{device}', name)}
                      loading={endOne.busy && endOne.variables?.sessionId === s.id}
                      onClick={() => endOne.submit({ sessionId: s.id })}
                    >
                      {t.endSession}
                    </Button>
                  )}
                </Group>
              </li>
            );
          })}
        </ul>
        {others.length === 0 ? <p className="muted">{t.noOtherSessions}</p> : null}
      </QueryState>
    </section>
  );
}
