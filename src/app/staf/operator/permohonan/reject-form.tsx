'use client';

import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Field } from '~/app/_components/ui';
import { review } from '~/app/_i18n/messages/review';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { invalidProps, validate, type FieldErrors } from '~/app/_lib/forms';
import { rejectReasonFields } from '~/shared/dashboard/staff-inputs';

/** The operator's reject action: a reason (shown to the organization) before the rejection is sent. */
export function RejectForm({
  orgId,
  label,
  question,
  disabled,
  onReject,
}: {
  orgId: string;
  label: string;
  /** What rejecting does, said before it happens. */
  question: string;
  disabled?: boolean;
  onReject: (reason: string) => Promise<unknown>;
}) {
  const t = useT(review);
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = `reject-reason-${orgId}`;
  if (!open)
    return (
      <Button variant="outline" color="red" disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(rejectReasonFields, { reason: new FormData(event.currentTarget).get('reason') }, locale);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    await onReject(checked.data.reason);
    setOpen(false);
  };
  return (
    <form onSubmit={submit} noValidate className="stack" aria-label={label}>
      <p>{question}</p>
      <Field id={id} label={t.rejectReason} hint={t.rejectReasonHint} error={errors.reason}>
        <textarea id={id} name="reason" rows={3} autoFocus {...invalidProps(id, errors.reason)} />
      </Field>
      <div className="row">
        <Button type="submit" color="red" disabled={disabled}>
          {t.rejectConfirm}
        </Button>
        <Button variant="default" onClick={() => setOpen(false)}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
