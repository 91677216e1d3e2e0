'use client';

import { Button } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { createOrganizationInput, type CreateOrganizationInput } from '~/shared/dashboard/account-inputs';
import { ErrorAlert, Field } from '~/app/_components/ui';
import { account } from '~/app/_i18n/messages/account';
import { useT } from '~/app/_i18n/use-t';
import { useTRPC } from '~/app/_lib/trpc';
import { useSubmit } from '~/app/_lib/use-submit';

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
  const trpc = useTRPC();
  const create = useSubmit(
    trpc.account.createOrganization.mutationOptions({
      onSuccess: (org) => {
        router.push(`/org/${org.id}`);
        router.refresh();
      },
    }),
  );
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
    await create.submit(parsed.data);
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
      <ErrorAlert error={create.failure} />
      <Button type="submit" disabled={create.busy}>
        {a.submitApplication}
      </Button>
    </form>
  );
}
