'use client';

import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ScopeCheckboxes } from '~/app/_components/scope-checkboxes';
import { ErrorAlert } from '~/app/_components/ui';
import { common } from '~/app/_i18n/messages/common';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { rupiah } from '~/app/_lib/format';
import { parseRupiah } from '~/app/_lib/forms';
import { useTRPC } from '~/app/_lib/trpc';
import { useSubmit } from '~/app/_lib/use-submit';
import { createKeyFields } from '~/shared/dashboard/org-inputs';
import { DEFAULT_MONTHLY_LIMIT_IDR, DEFAULT_PER_ORDER_LIMIT_IDR, SCOPES, type Scope } from '~/shared/scopes';
import { validate, type FieldErrors } from '~/app/org/[orgId]/_components/forms';
import { useOrg, useRefreshOrg } from '~/app/org/[orgId]/_components/org-context';

export type CreatedKey = { api_key: string; prefix: string };

const EMPTY_FORM = {
  name: '',
  perOrderLimitIdr: DEFAULT_PER_ORDER_LIMIT_IDR.toLocaleString('id-ID'),
  monthlyLimitIdr: DEFAULT_MONTHLY_LIMIT_IDR.toLocaleString('id-ID'),
  webhookUrl: '',
};

/** The new key's settings, checked with the server's schema; shown in the keys page's modal. */
export function CreateKeyForm({ onCreated, onCancel }: { onCreated: (key: CreatedKey) => void; onCancel: () => void }) {
  const t = useT(org);
  const c = useT(common);
  const { orgId, testMode } = useOrg();
  const refreshOrg = useRefreshOrg();
  const [values, setValues] = useState(EMPTY_FORM);
  const [scopes, setScopes] = useState<Scope[]>([...SCOPES]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const trpc = useTRPC();
  const create = useSubmit(
    trpc.org.keys.create.mutationOptions({
      onSuccess: (key) => {
        onCreated({ api_key: key.api_key, prefix: key.prefix });
        return refreshOrg();
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(
      createKeyFields,
      {
        ...values,
        perOrderLimitIdr: parseRupiah(values.perOrderLimitIdr),
        monthlyLimitIdr: parseRupiah(values.monthlyLimitIdr),
        scopes,
      },
      t,
    );
    setErrors(result.errors ?? {});
    if (result.data) void create.submit({ organizationId: orgId, ...result.data, test: testMode });
  }

  const field = (key: keyof typeof EMPTY_FORM) => ({
    name: key,
    value: values[key],
    error: errors[key],
    autoComplete: 'off',
    // The page's cap on a browser field's width does not apply in the dialog's columns.
    styles: { input: { maxWidth: 'none' } },
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
  });
  const preview = (value: string) => {
    const n = parseRupiah(value);
    return Number.isFinite(n) ? `${t.amountPreview}: ${rupiah(n)}` : undefined;
  };

  return (
    <form onSubmit={submit} noValidate aria-label={testMode ? t.createTestKeyTitle : t.createKeyTitle}>
      <Stack gap="sm">
        <TextInput
          id="key-name"
          label={t.keyName}
          description={t.keyNameHint}
          maxLength={100}
          data-autofocus
          {...field('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            id="key-per-order"
            label={t.perOrderLimit}
            description={preview(values.perOrderLimitIdr)}
            inputMode="numeric"
            {...field('perOrderLimitIdr')}
          />
          <TextInput
            id="key-monthly"
            label={t.monthlyLimit}
            description={preview(values.monthlyLimitIdr) ?? t.monthlyLimitHint}
            inputMode="numeric"
            {...field('monthlyLimitIdr')}
          />
        </SimpleGrid>
        <TextInput
          id="key-webhook"
          type="url"
          inputMode="url"
          placeholder="https://"
          label={t.webhookUrl}
          description={t.webhookUrlHint}
          {...field('webhookUrl')}
        />
        <ScopeCheckboxes
          id="key-scopes"
          legend={t.scopes}
          description={t.scopesHint}
          value={scopes}
          onChange={setScopes}
          error={errors.scopes}
        />
        <ErrorAlert error={create.failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {c.cancel}
          </Button>
          <Button type="submit" loading={create.busy}>
            {t.createKey}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
