'use client';

import { Button } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { createOrganizationInput, type CreateOrganizationInput } from '~/shared/dashboard/account-inputs';
import { ErrorAlert, Field } from '~/app/_components/ui';
import { account } from '~/app/_i18n/messages/account';
import { useT } from '~/app/_i18n/use-t';
import { trpc } from '~/app/_lib/trpc';

const FIELDS: { key: keyof CreateOrganizationInput; type?: string; multiline?: boolean }[] = [
  { key: 'name' },
  { key: 'companyName' },
  { key: 'website', type: 'url' },
  { key: 'useCase', multiline: true },
  { key: 'expectedVolume' },
];

export function CreateOrganizationForm() {
  const a = useT(account);
  const router = useRouter();
  const [errors, setErrors] = useState<Partial<Record<keyof CreateOrganizationInput, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const labels: Record<keyof CreateOrganizationInput, string> = {
    name: a.orgName,
    companyName: a.companyName,
    website: a.website,
    useCase: a.useCase,
    expectedVolume: a.expectedVolume,
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = createOrganizationInput.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const org = await trpc.account.createOrganization.mutate(parsed.data);
      router.push(`/org/${org.id}`);
      router.refresh();
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      {FIELDS.map((f) => (
        <Field key={f.key} id={`org-${f.key}`} label={labels[f.key]} error={errors[f.key]}>
          {f.multiline ? (
            <textarea id={`org-${f.key}`} name={f.key} aria-invalid={Boolean(errors[f.key])} />
          ) : (
            <input id={`org-${f.key}`} name={f.key} type={f.type ?? 'text'} aria-invalid={Boolean(errors[f.key])} />
          )}
        </Field>
      ))}
      <ErrorAlert error={failure} />
      <Button type="submit" disabled={busy}>
        {a.submitApplication}
      </Button>
    </form>
  );
}
