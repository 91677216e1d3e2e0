'use client';

import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { orderTextInput } from '~/shared/dashboard/practitioner-inputs';
import { ErrorAlert, Field } from '~/app/_components/ui';
import { useLocale } from '~/app/_i18n/use-t';
import { invalidProps, validate } from '~/app/_lib/forms';
import { useSubmit } from '~/app/_lib/use-submit';

/** A message to the client or a deliverable: validated with the procedure's own schema before sending. */
export function OrderTextForm({
  orderId,
  id,
  title,
  label,
  hint,
  submitLabel,
  onSubmit,
}: {
  orderId: string;
  id: string;
  title: string;
  label: string;
  hint?: string;
  submitLabel: string;
  onSubmit: (input: { orderId: string; text: string }) => Promise<unknown>;
}) {
  const locale = useLocale();
  const [error, setError] = useState<string | undefined>();
  const send = useSubmit({ mutationFn: onSubmit });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('text') ?? '');
    const checked = validate(orderTextInput, { orderId, text }, locale);
    if (checked.errors) {
      setError(checked.errors.text);
      return;
    }
    setError(undefined);
    if (await send.submit(checked.data)) form.reset();
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{title}</h4>
      <Field id={id} label={label} error={error} hint={hint}>
        <textarea id={id} name="text" {...invalidProps(id, error)} />
      </Field>
      <ErrorAlert error={send.failure} />
      <Button type="submit" disabled={send.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
