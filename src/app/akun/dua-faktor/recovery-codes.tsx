'use client';

import { Button } from '@mantine/core';
import { toast } from '~/app/_components/toast';
import { twoFactor } from '~/app/_i18n/messages/two-factor';
import { useT } from '~/app/_i18n/use-t';

/** Recovery codes, shown once: copy them or download them as a text file. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT(twoFactor);
  const text = `${t.recoveryTitle} — Agent Order Service\n\n${codes.join('\n')}\n`;
  return (
    <section className="card" aria-labelledby="recovery-title">
      <h2 id="recovery-title">{t.recoveryTitle}</h2>
      <p>{t.recoveryIntro}</p>
      <ul className="recovery-codes" aria-label={t.recoveryTitle}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="row">
        <Button
          variant="default"
          onClick={async () => {
            await navigator.clipboard.writeText(text);
            toast(t.copied, 'success');
          }}
        >
          {t.copy}
        </Button>
        <Button
          component="a"
          variant="default"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="agent-order-service-recovery-codes.txt"
        >
          {t.download}
        </Button>
        <Button onClick={onDone}>{t.done}</Button>
      </div>
    </section>
  );
}
