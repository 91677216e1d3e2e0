'use client';

import { Button } from '@mantine/core';
import Link from 'next/link';
import { useSubmit } from '~/app/_lib/use-submit';
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
  const answer = useSubmit({
    mutationFn: async (action: LinkAction) => {
      await run(action.id);
      return action;
    },
  });
  const done = answer.data;
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
            disabled={answer.busy}
            onClick={() => answer.submit(action)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      <ErrorAlert error={answer.failure} />
    </div>
  );
}
