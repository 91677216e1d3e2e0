'use client';

import { Button, Group, Modal } from '@mantine/core';
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
  query: { isPending: boolean; error: unknown; data?: unknown; refetch: () => unknown };
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
  // A failed background refresh (asleep, offline) keeps what was read and says it may be old: blanking the page
  // would take away the buttons the person was about to use.
  if (query.error && query.data !== undefined) {
    return (
      <>
        <p role="status" className="muted">
          {t.staleData}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => query.refetch()}>
            {t.retry}
          </Button>
        </p>
        {empty ? <p className="empty">{emptyText ?? t.empty}</p> : children}
      </>
    );
  }
  if (query.error) {
    return (
      <div role="alert" className="alert">
        <strong>{t.error}:</strong> <ErrorText error={query.error} />{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => query.refetch()}>
          {t.retry}
        </Button>
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

/** A form's own message, already in the visitor's language (e.g. a better-auth refusal), as an alert. */
export function AlertText({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className="alert">
      {text}
    </p>
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
 * A consequential action asks once more before it runs, in a modal dialog named by `question`, which says
 * exactly what will happen (e.g. "Cabut key X? Agen yang memakainya langsung ditolak."), never a bare
 * "are you sure?". Escape or "Batal" closes it without doing anything.
 */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  disabled,
  danger = true,
  confirmLabel,
  variant,
  check,
}: {
  label: string;
  /** What will happen, as a question; also the dialog's name. */
  question: string;
  onConfirm: () => unknown;
  disabled?: boolean;
  danger?: boolean;
  /** The confirming button's words (default "Ya, lanjutkan"). */
  confirmLabel?: string;
  /** How the opening button looks (default: outlined, red when `danger`). */
  variant?: 'filled' | 'default' | 'outline';
  /** Checks the form first: when it answers false (and shows why), nothing is asked. */
  check?: () => boolean;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant={variant ?? (danger ? 'outline' : 'default')}
        color={danger ? 'red' : undefined}
        disabled={disabled}
        onClick={() => {
          if (!check || check()) setAsking(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        question={question}
        onConfirm={onConfirm}
        danger={danger}
        confirmLabel={confirmLabel}
      />
    </>
  );
}

/**
 * ConfirmButton's dialog on its own, for an action started elsewhere (a row's menu): named by `question`,
 * "Batal" or Escape closes it without doing anything.
 */
export function ConfirmDialog({
  opened,
  onClose,
  question,
  onConfirm,
  danger = true,
  confirmLabel,
  onClosed,
}: {
  opened: boolean;
  onClose: () => void;
  /** Once it has gone (its exit transition over): where focus goes next, when not back to the opener. */
  onClosed?: () => void;
  question: string;
  onConfirm: () => unknown;
  danger?: boolean;
  confirmLabel?: string;
}) {
  const t = useT(common);
  const [busy, setBusy] = useState(false);
  const color = danger ? 'red' : undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={question}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t.cancel }}
      returnFocus={!onClosed}
      onExitTransitionEnd={onClosed}
    >
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button
          color={color}
          data-autofocus
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
              onClose();
            }
          }}
        >
          {confirmLabel ?? t.confirm}
        </Button>
      </Group>
    </Modal>
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
