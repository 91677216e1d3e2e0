'use client';

import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { placeBidInput } from '~/shared/dashboard/practitioner-inputs';
import { ErrorAlert, Field } from '~/app/_components/ui';
import { practitioner } from '~/app/_i18n/messages/practitioner';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { useTRPC } from '~/app/_lib/trpc';
import { useSubmit } from '~/app/_lib/use-submit';
import { formStrings, invalidProps, parseRupiah, validate, type FieldErrors } from '~/app/_lib/forms';

/** A bid on an open case: fee, message and estimated days, checked with the procedure's schema. */
export function BidForm({ caseId, onPlaced }: { caseId: string; onPlaced: () => Promise<unknown> }) {
  const t = useT(practitioner);
  const locale = useLocale();
  const [errors, setErrors] = useState<FieldErrors>({});
  const trpc = useTRPC();
  const bid = useSubmit(trpc.practitioner.cases.bid.mutationOptions({ onSuccess: onPlaced }));
  const id = (field: string) => `bid-${caseId}-${field}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formStrings(event.currentTarget);
    const checked = validate(
      placeBidInput,
      {
        caseId,
        amountIdr: parseRupiah(values.amountIdr),
        message: values.message ?? '',
        estimatedDays: parseRupiah(values.estimatedDays),
      },
      locale,
    );
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    await bid.submit(checked.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={id('title')}>
      <h4 id={id('title')}>{t.bidTitle}</h4>
      <Field id={id('amount')} label={t.amount} hint={t.amountHint} error={errors.amountIdr}>
        <input
          id={id('amount')}
          name="amountIdr"
          inputMode="numeric"
          autoComplete="off"
          {...invalidProps(id('amount'), errors.amountIdr)}
        />
      </Field>
      <Field id={id('days')} label={t.days} error={errors.estimatedDays}>
        <input
          id={id('days')}
          name="estimatedDays"
          type="number"
          min={1}
          max={365}
          step={1}
          defaultValue={7}
          {...invalidProps(id('days'), errors.estimatedDays)}
        />
      </Field>
      <Field id={id('message')} label={t.bidMessage} error={errors.message}>
        <textarea id={id('message')} name="message" {...invalidProps(id('message'), errors.message)} />
      </Field>
      <ErrorAlert error={bid.failure} />
      <Button type="submit" disabled={bid.busy}>
        {t.bidSubmit}
      </Button>
    </form>
  );
}
