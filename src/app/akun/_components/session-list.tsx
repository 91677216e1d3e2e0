'use client';

import type { inferRouterOutputs } from '@trpc/server';
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';
import { Button, Group, Text } from '@mantine/core';
import { Badge } from '~/app/_components/order-status-badge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { security } from '~/app/_i18n/messages/security';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { useTRPC, useTRPCClient } from '~/app/_lib/trpc';
import styles from './account.module.css';

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
  const client = useTRPCClient();
  const sessions = useQuery(trpc.account.sessions.queryOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.account.sessions.queryFilter());
  const endOne = useMutation({
    mutationFn: (sessionId: string) => client.account.endSession.mutate({ sessionId }),
    onSettled: refresh,
  });
  const endOthers = useMutation({ mutationFn: () => client.account.endOtherSessions.mutate(), onSettled: refresh });
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  return (
    <section aria-labelledby="sessions-title" className="card">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <h2 id="sessions-title">{t.sessionsTitle}</h2>
        {others.length > 0 ? (
          <ConfirmButton
            label={t.endOthers}
            question={t.endOthersQuestion}
            onConfirm={() => endOthers.mutateAsync()}
            disabled={endOthers.isPending}
          />
        ) : null}
      </Group>
      <p className="muted">{t.sessionsIntro}</p>
      <ErrorAlert error={endOne.error ?? endOthers.error} />
      {endOne.isSuccess || endOthers.isSuccess ? (
        <p role="status" className="notice">
          {endOthers.isSuccess ? t.othersEnded.replace('{n}', String(endOthers.data.ended)) : t.sessionEnded}
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
                      loading={endOne.isPending && endOne.variables === s.id}
                      onClick={() => endOne.mutate(s.id)}
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
