'use client';

import { Button } from '@mantine/core';
import Link from 'next/link';
import { useState } from 'react';
import { ErrorAlert } from './ui';

export type LinkAction = { id: string; label: string; done: string; primary?: boolean };

/**
 * The answer to an e-mailed link (an invitation, a practitioner claim): one button per choice, then what
 * happened and where to go next. The server re-checks the person and the link on every call.
 */
export function LinkResponse({
  actions,
  run,
  next,
}: {
  actions: LinkAction[];
  run: (actionId: string) => Promise<unknown>;
  next: { href: string; label: string } | null;
}) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<LinkAction | null>(null);
  const [error, setError] = useState<unknown>(null);
  if (done) {
    return (
      <div className="stack">
        <p role="status" className="ok-note">
          {done.done}
        </p>
        {next && done.primary ? (
          <p>
            <Link href={next.href}>{next.label}</Link>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="stack">
      <div className="row">
        {actions.map((action) => (
          <Button
            key={action.id}
            variant={action.primary ? 'filled' : 'default'}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                await run(action.id);
                setDone(action);
              } catch (e) {
                setError(e);
              } finally {
                setBusy(false);
              }
            }}
          >
            {action.label}
          </Button>
        ))}
      </div>
      <ErrorAlert error={error} />
    </div>
  );
}
