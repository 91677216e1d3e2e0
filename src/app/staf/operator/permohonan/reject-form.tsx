'use client';

import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { review } from '~/app/_i18n/messages/review';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { validate, type FieldErrors } from '~/app/_lib/forms';
import { rejectReasonFields } from '~/shared/dashboard/staff-inputs';

/**
 * The operator's reject action: a button opening a dialog that says what rejecting does and asks for the
 * reason (shown to the organization) before the rejection is sent.
 */
export function RejectForm({
  orgId,
  label,
  question,
  disabled,
  onReject,
}: {
  orgId: string;
  label: string;
  /** What rejecting does, said before it happens; also the dialog's name. */
  question: string;
  disabled?: boolean;
  onReject: (reason: string) => Promise<boolean>;
}) {
  const t = useT(review);
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const close = () => {
    setErrors({});
    setOpen(false);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(rejectReasonFields, { reason: new FormData(event.currentTarget).get('reason') }, locale);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    if (await onReject(checked.data.reason)) close();
  };
  return (
    <>
      <Button variant="outline" color="red" disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal opened={open} onClose={close} title={question} size="md" closeButtonProps={{ 'aria-label': t.cancel }}>
        <form onSubmit={submit} noValidate aria-label={label}>
          <Stack gap="sm">
            <Textarea
              id={`reject-reason-${orgId}`}
              name="reason"
              label={t.rejectReason}
              description={t.rejectReasonHint}
              error={errors.reason ? <span role="alert">{errors.reason}</span> : undefined}
              autosize
              minRows={3}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t.cancel}
              </Button>
              <Button type="submit" color="red" disabled={disabled}>
                {t.rejectConfirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
