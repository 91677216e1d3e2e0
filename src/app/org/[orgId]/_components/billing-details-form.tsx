'use client';

import { Button } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorAlert, Field, QueryState } from '~/app/_components/ui';
import { useLocale } from '~/app/_i18n/use-t';
import { invalidProps, validate, type FieldErrors } from '~/app/_lib/forms';
import { useTRPC, useTRPCClient } from '~/app/_lib/trpc';
import { BILLING_MESSAGES, billingFields, formatNpwp } from '~/shared/dashboard/billing-inputs';
import { useOrg } from './org-context';

const words = {
  id: {
    title: 'Data penagihan',
    intro:
      'Dicetak pada kwitansi, invoice dan laporan yang terbit setelah disimpan; dokumen yang sudah terbit tetap seperti saat terbit.',
    address: 'Alamat penagihan',
    taxNumber: 'NPWP',
    taxHint: '15 digit (99.999.999.9-999.999) atau 16 digit; kosongkan bila tidak ada',
    save: 'Simpan data penagihan',
    saved: 'Tersimpan.',
    readOnly: 'Hanya owner atau admin yang dapat mengubah data penagihan.',
    none: 'Belum diisi',
    addressTooLong: 'Maksimal 500 karakter',
    npwp: 'NPWP harus 15 atau 16 digit',
  },
  en: {
    title: 'Billing details',
    intro: 'Printed on receipts, invoices and statements issued after saving; papers already issued stay as issued.',
    address: 'Billing address',
    taxNumber: 'Tax number (NPWP)',
    taxHint: '15 digits (99.999.999.9-999.999) or 16 digits; leave empty if none',
    save: 'Save billing details',
    saved: 'Saved.',
    readOnly: 'Only an owner or admin can change the billing details.',
    none: 'Not given',
    addressTooLong: 'At most 500 characters',
    npwp: 'An NPWP has 15 or 16 digits',
  },
};

/** The organization's billing address and NPWP, as its papers print them; owners and admins edit them. */
export function BillingDetailsForm() {
  const t = words[useLocale()];
  const { orgId, canManage } = useOrg();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.org.billing.queryOptions({ organizationId: orgId }));
  return (
    <section aria-labelledby="billing-title" className="card">
      <h2 id="billing-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      <QueryState query={query}>
        {query.data &&
          (canManage ? (
            <BillingForm
              initial={query.data}
              save={(values) => client.org.setBilling.mutate({ organizationId: orgId, ...values })}
              onSaved={(next) => queryClient.setQueryData(trpc.org.billing.queryKey({ organizationId: orgId }), next)}
              t={t}
            />
          ) : (
            <>
              <dl>
                <dt>{t.address}</dt>
                <dd>{query.data.address ?? t.none}</dd>
                <dt>{t.taxNumber}</dt>
                <dd>{query.data.tax_number ? formatNpwp(query.data.tax_number) : t.none}</dd>
              </dl>
              <p className="muted">{t.readOnly}</p>
            </>
          ))}
      </QueryState>
    </section>
  );
}

type Billing = { address: string | null; tax_number: string | null; updated_at: string | null };

function BillingForm({
  initial,
  save,
  onSaved,
  t,
}: {
  initial: Billing;
  save: (values: { address: string; taxNumber: string }) => Promise<Billing>;
  onSaved: (next: Billing) => void;
  t: (typeof words)['id'];
}) {
  const locale = useLocale();
  const [address, setAddress] = useState(initial.address ?? '');
  const [taxNumber, setTaxNumber] = useState(initial.tax_number ? formatNpwp(initial.tax_number) : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const mutation = useMutation({ mutationFn: save });

  function submit(event: FormEvent) {
    event.preventDefault();
    const keys = Object.keys(BILLING_MESSAGES) as (keyof typeof BILLING_MESSAGES)[];
    const result = validate(billingFields, { address, taxNumber }, locale, (message) => {
      const key = keys.find((k) => BILLING_MESSAGES[k] === message);
      return key ? t[key] : undefined;
    });
    setErrors(result.errors ?? {});
    if (!result.data) return;
    mutation.mutate(
      { address, taxNumber },
      {
        onSuccess: (next) => {
          setSaved(true);
          onSaved(next);
        },
      },
    );
  }

  const changed = () => {
    setSaved(false);
    mutation.reset();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Field id="billing-address" label={t.address} error={errors.address}>
        <textarea
          id="billing-address"
          name="address"
          rows={3}
          maxLength={600}
          autoComplete="street-address"
          value={address}
          onChange={(e) => {
            setAddress(e.target.value);
            changed();
          }}
          {...invalidProps('billing-address', errors.address)}
        />
      </Field>
      <Field id="billing-tax-number" label={t.taxNumber} error={errors.taxNumber} hint={t.taxHint}>
        <input
          id="billing-tax-number"
          name="taxNumber"
          inputMode="numeric"
          autoComplete="off"
          value={taxNumber}
          onChange={(e) => {
            setTaxNumber(e.target.value);
            changed();
          }}
          {...invalidProps('billing-tax-number', errors.taxNumber)}
        />
      </Field>
      <ErrorAlert error={mutation.error} />
      <div className="row">
        <Button type="submit" disabled={mutation.isPending}>
          {t.save}
        </Button>
        <span role="status" className="ok-note">
          {saved ? t.saved : ''}
        </span>
      </div>
    </form>
  );
}
