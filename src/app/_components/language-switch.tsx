'use client';

import { Button } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { common } from '~/app/_i18n/messages/common';
import { LOCALE_COOKIE } from '~/app/_i18n/locale';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { useTRPCClient } from '~/app/_lib/trpc';
import classes from './shell/shell.module.css';

export function LanguageSwitch() {
  const locale = useLocale();
  const t = useT(common);
  const router = useRouter();
  const client = useTRPCClient();
  const next = locale === 'id' ? 'en' : 'id';
  return (
    <Button
      variant="subtle"
      size="xs"
      lang={next}
      aria-label={t.switchLanguage}
      onClick={() => {
        document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
        // Signed in, the account keeps the choice too: notifications and their e-mails use it (signed out: 401, ignored).
        client.account.setLocale.mutate({ locale: next }).catch(() => undefined);
        router.refresh();
      }}
    >
      {/* On a phone the language's code, so the header keeps room for the brand; its name stays the button's name. */}
      <span className={classes.longLabel}>{t.switchLanguage}</span>
      <abbr className={classes.shortLabel} title={t.switchLanguage} aria-hidden>
        {t.switchLanguageShort}
      </abbr>
    </Button>
  );
}
