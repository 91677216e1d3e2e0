'use client';

import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { orderTextInput } from '~/shared/dashboard/practitioner-inputs';
import { AttachFiles, useAttachments } from '~/app/_components/files/attach-files';
import { ErrorAlert, Field } from '~/app/_components/ui';
import { files as filesMessages } from '~/app/_i18n/messages/files';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { invalidProps, validate } from '~/app/_lib/forms';
import { useSubmit } from '~/app/_lib/use-submit';

/**
 * A message to the client or a deliverable, with files dropped onto it (uploaded as they are picked, to the
 * order's upload route, for `purpose`): validated with the procedure's own schema before sending.
 */
export function OrderTextForm({
  orderId,
  id,
  title,
  label,
  hint,
  submitLabel,
  purpose,
  onSubmit,
}: {
  orderId: string;
  id: string;
  title: string;
  label: string;
  hint?: string;
  submitLabel: string;
  purpose: 'message' | 'deliverable';
  onSubmit: (input: { orderId: string; text: string; files: string[] }) => Promise<unknown>;
}) {
  const locale = useLocale();
  const f = useT(filesMessages);
  const [error, setError] = useState<string | undefined>();
  const [filesError, setFilesError] = useState<string | undefined>();
  const attachments = useAttachments(`/praktisi/order/${encodeURIComponent(orderId)}/berkas`, purpose);
  const send = useSubmit({ mutationFn: onSubmit });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('text') ?? '');
    const checked = validate(orderTextInput, { orderId, text, files: attachments.ids }, locale);
    setError(checked.errors?.text);
    setFilesError(attachments.pending ? f.waitUploads : undefined);
    if (checked.errors || attachments.pending) return;
    if (await send.submit({ orderId, text: checked.data.text, files: attachments.ids })) {
      form.reset();
      attachments.clear();
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{title}</h4>
      <Field id={id} label={label} error={error} hint={hint}>
        <textarea id={id} name="text" {...invalidProps(id, error)} />
      </Field>
      <AttachFiles id={`${id}-files`} attachments={attachments} />
      {filesError ? (
        <p role="alert" className="alert">
          {filesError}
        </p>
      ) : null}
      <ErrorAlert error={send.failure} />
      <Button type="submit" disabled={send.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
