'use client';

import { Button, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { rupiah } from '~/app/_lib/format';
import { parseRupiah } from '~/app/_lib/forms';
import { useTRPC } from '~/app/_lib/trpc';
import { validate } from '~/app/org/[orgId]/_components/forms';
import { useOrg } from '~/app/org/[orgId]/_components/org-context';
import { useSubmit } from '~/app/_lib/use-submit';
import { thresholdFields } from '~/shared/dashboard/org-inputs';

/** The approval threshold in Rupiah, previewed as typed and checked with the server's schema. */
export function ThresholdForm({ current }: { current: number }) {
  const t = useT(org);
  const { orgId } = useOrg();
  const trpc = useTRPC();
  const save = useSubmit(trpc.org.setThreshold.mutationOptions(), {
    invalidate: [trpc.org.pathFilter()],
    success: t.saved,
  });
  const [text, setText] = useState(current.toLocaleString('id-ID'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const parsedPreview = parseRupiah(text);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(thresholdFields, { thresholdIdr: parseRupiah(text) }, t);
    setErrors(result.errors ?? {});
    if (result.data) void save.submit({ organizationId: orgId, thresholdIdr: result.data.thresholdIdr });
  }

  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        id="threshold"
        name="thresholdIdr"
        label={t.thresholdLabel}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        error={errors.thresholdIdr}
        description={Number.isFinite(parsedPreview) ? `${t.amountPreview}: ${rupiah(parsedPreview)}` : undefined}
        onChange={(e) => {
          setText(e.currentTarget.value);
          save.reset();
        }}
        maw={320}
        mb="sm"
      />
      <ErrorAlert error={save.failure} />
      <div className="row">
        <Button type="submit" disabled={save.busy}>
          {t.saveThreshold}
        </Button>
        <span role="status" className="ok-note">
          {save.done ? t.saved : ''}
        </span>
      </div>
    </form>
  );
}
