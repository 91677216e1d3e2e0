'use client';

import { Badge, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { security } from '~/app/_i18n/messages/security';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { trpc } from '~/app/_lib/trpc';
import { SESSIONS_KEY } from './session-queries';

type Session = Awaited<ReturnType<typeof trpc.account.sessions.query>>[number];

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
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => trpc.account.sessions.query() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const endOne = useMutation({
    mutationFn: (sessionId: string) => trpc.account.endSession.mutate({ sessionId }),
    onSettled: refresh,
  });
  const endOthers = useMutation({ mutationFn: () => trpc.account.endOtherSessions.mutate(), onSettled: refresh });
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
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" aria-labelledby="sessions-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.sessionsTitle}</Table.Th>
                <Table.Th scope="col">{t.address}</Table.Th>
                <Table.Th scope="col">{t.lastSeen}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t.endSession}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data?.map((s) => {
                const name = deviceName(s, t.unknownBrowser, t.on);
                return (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <strong>{name}</strong>{' '}
                      {s.current ? (
                        <Badge variant="light" color="green">
                          {t.thisDevice}
                        </Badge>
                      ) : null}
                      <br />
                      <small className="muted">
                        {t.signedInAt} {dateTime(s.created_at, locale)}
                      </small>
                    </Table.Td>
                    <Table.Td>
                      <code>{s.ip_address ?? '—'}</code>
                    </Table.Td>
                    <Table.Td>{dateTime(s.last_seen_at, locale)}</Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {others.length === 0 ? <p className="muted">{t.noOtherSessions}</p> : null}
      </QueryState>
    </section>
  );
}
