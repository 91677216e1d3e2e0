'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { common } from '~/app/_i18n/messages/common';
import { errors } from '~/app/_i18n/messages/errors';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { describeError, signInHref } from '~/app/_lib/error-messages';

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
        <strong>{t.error}:</strong> <ErrorText error={query.error} />{' '}
        <button type="button" className="link-button" onClick={() => query.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (empty) return <p className="empty">{emptyText ?? t.empty}</p>;
  return <>{children}</>;
}

/**
 * The specific, localized message for a refused call (src/app/_lib/error-messages.ts). An expired session
 * (401) goes on to the sign-in page, which brings the person back here; the link is there in case it
 * does not.
 */
function ErrorText({ error }: { error: unknown }) {
  const locale = useLocale();
  const described = describeError(error, locale);
  useEffect(() => {
    if (described.signIn) window.location.assign(signInHref());
  }, [described.signIn]);
  return (
    <span data-error-code={described.code ?? undefined}>
      {described.message}
      {described.signIn ? (
        <>
          {' '}
          <a href={signInHref()}>{errors[locale].signInAgain}</a>
        </>
      ) : null}
    </span>
  );
}

export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="alert">
      <ErrorText error={error} />
    </p>
  );
}

/**
 * A consequential action asks once more before it runs, saying exactly what will happen (`question`,
 * e.g. "Cabut key X? Agen yang memakainya langsung ditolak."), never a bare "are you sure?".
 */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  disabled,
  danger = true,
  confirmLabel,
}: {
  label: string;
  /** What will happen, as a question; also the name of the confirmation group. */
  question: string;
  onConfirm: () => unknown;
  disabled?: boolean;
  danger?: boolean;
  /** The confirming button's words (default "Ya, lanjutkan"). */
  confirmLabel?: string;
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
    <span role="group" aria-label={question} className="confirm">
      <span>{question}</span>{' '}
      <button
        type="button"
        className={danger ? 'danger' : undefined}
        autoFocus
        onClick={async () => {
          setAsking(false);
          await onConfirm();
        }}
      >
        {confirmLabel ?? t.confirm}
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
