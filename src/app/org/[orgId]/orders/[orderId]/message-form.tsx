'use client';

import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AttachFiles, useAttachments } from '~/app/_components/files/attach-files';
import { Field } from '~/app/_components/ui';
import { files as filesMessages } from '~/app/_i18n/messages/files';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { invalidProps } from '~/app/_lib/forms';
import { validate, type FieldErrors } from '~/app/org/[orgId]/_components/forms';
import { messageFields } from '~/shared/dashboard/org-inputs';

/**
 * A message to the practitioner (reply or revision) with files dropped onto it (each uploaded as it is picked),
 * validated with the shared schema.
 */
export function MessageForm({
  uploadUrl,
  id,
  labelText,
  submitText,
  onSubmit,
  pending,
  secondary = false,
}: {
  /** The order's upload route (`/org/{orgId}/orders/{orderId}/berkas`). */
  uploadUrl: string;
  id: string;
  labelText: string;
  submitText: string;
  /** Answers whether the message went through; the text is kept when it did not. */
  onSubmit: (text: string, files: string[]) => Promise<boolean>;
  pending: boolean;
  /** Beside a primary action (accepting the result), asking for a revision is the secondary one. */
  secondary?: boolean;
}) {
  const t = useT(org);
  const f = useT(filesMessages);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const attachments = useAttachments(uploadUrl, 'message');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(messageFields, { text }, t);
    setErrors({ ...result.errors, ...(attachments.pending ? { files: f.waitUploads } : {}) });
    if (!result.data || attachments.pending) return;
    if (await onSubmit(result.data.text, attachments.ids)) {
      setText('');
      attachments.clear();
    }
  }
  return (
    <form onSubmit={submit} noValidate>
      <Field id={id} label={labelText} error={errors.text}>
        <textarea id={id} value={text} onChange={(e) => setText(e.target.value)} {...invalidProps(id, errors.text)} />
      </Field>
      <AttachFiles id={`${id}-files`} attachments={attachments} />
      {errors.files ? (
        <p role="alert" className="alert">
          {errors.files}
        </p>
      ) : null}
      <Button type="submit" variant={secondary ? 'default' : 'filled'} disabled={pending}>
        {submitText}
      </Button>
    </form>
  );
}
