'use client';

import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Field } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { invalidProps } from '~/app/_lib/forms';
import { validate, type FieldErrors } from '~/app/org/[orgId]/_components/forms';
import { messageFields } from '~/shared/dashboard/org-inputs';

/** A text form for a message to the practitioner (reply or revision), validated with the shared schema. */
export function MessageForm({
  id,
  labelText,
  submitText,
  onSubmit,
  pending,
  secondary = false,
}: {
  id: string;
  labelText: string;
  submitText: string;
  /** Answers whether the message went through; the text is kept when it did not. */
  onSubmit: (text: string) => Promise<boolean>;
  pending: boolean;
  /** Beside a primary action (accepting the result), asking for a revision is the secondary one. */
  secondary?: boolean;
}) {
  const t = useT(org);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(messageFields, { text }, t);
    setErrors(result.errors ?? {});
    if (result.data && (await onSubmit(result.data.text))) setText('');
  }
  return (
    <form onSubmit={submit} noValidate>
      <Field id={id} label={labelText} error={errors.text}>
        <textarea id={id} value={text} onChange={(e) => setText(e.target.value)} {...invalidProps(id, errors.text)} />
      </Field>
      <Button type="submit" variant={secondary ? 'default' : 'filled'} disabled={pending}>
        {submitText}
      </Button>
    </form>
  );
}
