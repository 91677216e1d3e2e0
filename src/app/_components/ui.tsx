'use client';

import { useState, type ReactNode } from 'react';
import { common } from '~/app/_i18n/messages/common';
import { useT } from '~/app/_i18n/use-t';
import { errorMessage } from '~/app/_lib/trpc';

/** Loading, error and empty states for a query, so every page shows one of them rather than nothing. */
export function QueryState({
  query,
  empty,
  emptyText,
  children,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  empty?: boolean;
  /** What to say when there is nothing (default: the common "nothing here yet"). */
  emptyText?: string;
  children: ReactNode;
}) {
  const t = useT(common);
  if (query.isPending)
    return (
      <p role="status" className="muted">
        {t.loading}
      </p>
    );
  if (query.error) {
    return (
      <div role="alert" className="alert">
        <strong>{t.error}:</strong> {errorMessage(query.error)}{' '}
        <button type="button" className="link-button" onClick={() => query.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (empty) return <p className="empty">{emptyText ?? t.empty}</p>;
  return <>{children}</>;
}

export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="alert">
      {errorMessage(error)}
    </p>
  );
}

/** A destructive action asks once more before it runs. */
export function ConfirmButton({
  label,
  onConfirm,
  disabled,
  danger = true,
}: {
  label: string;
  onConfirm: () => unknown;
  disabled?: boolean;
  danger?: boolean;
}) {
  const t = useT(common);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className={danger ? 'danger' : undefined}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <span role="group" aria-label={t.areYouSure} className="confirm">
      <span>{t.areYouSure}</span>{' '}
      <button
        type="button"
        className={danger ? 'danger' : undefined}
        autoFocus
        onClick={async () => {
          setAsking(false);
          await onConfirm();
        }}
      >
        {t.confirm}
      </button>{' '}
      <button type="button" onClick={() => setAsking(false)}>
        {t.cancel}
      </button>
    </span>
  );
}

/** A labelled input with its inline error (from the same zod schema the server uses). */
export function Field({
  label,
  error,
  hint,
  children,
  id,
}: {
  label: string;
  error?: string | null;
  hint?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error ? <small className="muted">{hint}</small> : null}
      {error ? (
        <small role="alert" className="field-error" id={`${id}-error`}>
          {error}
        </small>
      ) : null}
    </div>
  );
}
