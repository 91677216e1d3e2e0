'use client';

import { Checkbox } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert, QueryState } from '~/app/_components/ui';
import { notifications } from '~/app/_i18n/messages/notifications';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { useTRPC, useTRPCClient } from '~/app/_lib/trpc';
import type { NotificationKind } from '~/shared/notifications/kinds';
import { NOTIFICATION_KIND_LABELS } from '~/shared/notifications/notification-text';
import styles from './notifications.module.css';
import { useSubmit } from '~/app/_lib/use-submit';

/** Per kind: also by e-mail or not (saved at each change; in-app stays on). */
export function NotificationSettings() {
  const t = useT(notifications);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const settingsKey = trpc.notifications.settings.queryKey();
  const settings = useQuery(trpc.notifications.settings.queryOptions());
  const save = useSubmit({
    mutationFn: (change: { kind: NotificationKind; email: boolean }) =>
      client.notifications.setSettings.mutate({ email: { [change.kind]: change.email } }),
    // The box follows the click at once; a refused save puts the stored choices back.
    onMutate: (change) =>
      queryClient.setQueryData(settingsKey, (old) =>
        old?.map((s) => (s.kind === change.kind ? { ...s, email: change.email } : s)),
      ),
    onSuccess: (next) => queryClient.setQueryData(settingsKey, next),
    onError: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
  return (
    <section aria-labelledby="notification-settings-title" className="card">
      <h2 id="notification-settings-title">{t.settingsTitle}</h2>
      <p className="muted">{t.settingsIntro}</p>
      <ErrorAlert error={save.failure} />
      <QueryState query={settings}>
        <fieldset className={styles.settings} disabled={save.busy} aria-labelledby="notification-settings-title">
          {settings.data?.map((s) => (
            <Checkbox
              key={s.kind}
              label={NOTIFICATION_KIND_LABELS[locale][s.kind]}
              checked={s.email}
              onChange={(e) => void save.submit({ kind: s.kind, email: e.currentTarget.checked })}
            />
          ))}
        </fieldset>
        {save.done ? (
          <p role="status" className="notice">
            {t.settingsSaved}
          </p>
        ) : null}
      </QueryState>
    </section>
  );
}
