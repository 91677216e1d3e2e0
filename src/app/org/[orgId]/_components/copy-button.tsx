'use client';

import { Button } from '@mantine/core';
import { useState } from 'react';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';

/** Copies a text with the Clipboard API and says so (or says to copy by hand when the browser refuses). */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const t = useT(org);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className="copy">
      <Button
        variant="default"

        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            setState('copied');
          } catch {
            setState('failed');
          }
        }}
      >
        {label ?? t.copy}
      </Button>
      <span role="status" aria-live="polite" className={state === 'failed' ? 'field-error' : 'ok-note'}>
        {state === 'copied' ? t.copied : state === 'failed' ? t.copyFailed : ''}
      </span>
    </span>
  );
}
