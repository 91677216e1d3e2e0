'use client';

import type { inferRouterOutputs } from '@trpc/server';
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';
import { Button, Checkbox, NativeSelect } from '@mantine/core';
import styles from '~/app/_components/layout.module.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { intakeFieldInput, updateServiceInput } from '~/shared/dashboard/staff-inputs';
import { ConfirmButton, ErrorAlert, Field, QueryState } from '~/app/_components/ui';
import { confirmations, fillIn } from '~/app/_i18n/messages/confirmations';
import { staff } from '~/app/_i18n/messages/staff';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { rupiah } from '~/app/_lib/format';
import { useTRPC, useTRPCClient } from '~/app/_lib/trpc';
import { useSubmit } from '~/app/_lib/use-submit';
import { formStrings, invalidProps, parseRupiah, validate, type FieldErrors } from '~/app/_lib/forms';
import { Notice } from '~/app/staf/_components/bits';

type Service = inferRouterOutputs<DashboardRouter>['staff']['operator']['catalog']['list'][number];
type IntakeField = Service['intake'][number];

/** Runs an action with busy state and a failure to show; the catalog is refreshed afterwards either way. */
function useAction() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { submit, busy, failure } = useSubmit({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSettled: () => queryClient.invalidateQueries(trpc.staff.operator.catalog.pathFilter()),
  });
  return { busy, failure, run: submit };
}

export function CatalogView() {
  const trpc = useTRPC();
  const t = useT(staff);
  const catalog = useQuery(trpc.staff.operator.catalog.list.queryOptions());
  return (
    <section aria-labelledby="catalog-title">
      <h1 id="catalog-title">{t.navCatalog}</h1>
      <p className="muted">{t.auditedNote}</p>
      <QueryState query={catalog} empty={catalog.data?.length === 0}>
        <div className={styles.list}>
          {catalog.data?.map((service) => (
            <ServiceEntry key={service.code} service={service} />
          ))}
        </div>
      </QueryState>
    </section>
  );
}

function ServiceEntry({ service }: { service: Service }) {
  const t = useT(staff);
  // Held here: the forms below remount after a save (keyed by updated_at), the confirmation stays.
  const [notice, setNotice] = useState<string | null>(null);
  const flags = [
    !service.active ? t.inactive : null,
    !service.agent_visible ? t.hidden : null,
    !service.agent_orderable ? t.notOrderable : null,
    service.pricing === 'bid' ? t.pricingBid : null,
  ].filter(Boolean);
  return (
    <details className="card">
      <summary>
        <strong>{service.name}</strong> <code>{service.code}</code> · {rupiah(service.price_idr)} · {service.sla_hours}{' '}
        h{' '}
        {flags.map((f) => (
          <span key={f} className="badge">
            {f}
          </span>
        ))}
      </summary>
      <Notice text={notice} />
      {/* Keyed by the last change, so the form shows what was saved. */}
      <ServiceForm key={service.updated_at} service={service} onSaved={setNotice} />
      <IntakeEditor service={service} onSaved={setNotice} />
    </details>
  );
}

function ServiceForm({ service, onSaved }: { service: Service; onSaved: (text: string | null) => void }) {
  const client = useTRPCClient();
  const t = useT(staff);
  const locale = useLocale();
  const [errors, setErrors] = useState<FieldErrors>({});
  const action = useAction();
  const id = (field: string) => `svc-${service.code}-${field}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const v = formStrings(form);
    const data = new FormData(form);
    const checked = validate(
      updateServiceInput,
      {
        code: service.code,
        name: v.name ?? '',
        description: v.description ?? '',
        priceIdr: parseRupiah(v.priceIdr),
        slaHours: parseRupiah(v.slaHours),
        pricing: v.pricing,
        active: data.has('active'),
        agentVisible: data.has('agentVisible'),
        agentOrderable: data.has('agentOrderable'),
      },
      locale,
    );
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onSaved(null);
    if (await action.run(() => client.staff.operator.catalog.update.mutate(checked.data)))
      onSaved(`${t.saved} ${service.code}`);
  }

  return (
    <form onSubmit={submit} noValidate className={styles.spaced}>
      <Field id={id('name')} label={t.name} error={errors.name}>
        <input id={id('name')} name="name" defaultValue={service.name} {...invalidProps(id('name'), errors.name)} />
      </Field>
      <Field id={id('description')} label={t.description} error={errors.description}>
        <textarea
          id={id('description')}
          name="description"
          defaultValue={service.description}
          {...invalidProps(id('description'), errors.description)}
        />
      </Field>
      <Field id={id('price')} label={t.price} error={errors.priceIdr}>
        <input
          id={id('price')}
          name="priceIdr"
          inputMode="numeric"
          defaultValue={String(service.price_idr)}
          {...invalidProps(id('price'), errors.priceIdr)}
        />
      </Field>
      <Field id={id('sla')} label={t.slaHours} error={errors.slaHours}>
        <input
          id={id('sla')}
          name="slaHours"
          type="number"
          min={1}
          step={1}
          defaultValue={service.sla_hours}
          {...invalidProps(id('sla'), errors.slaHours)}
        />
      </Field>
      <NativeSelect
        id={id('pricing')}
        name="pricing"
        label={t.pricing}
        error={errors.pricing}
        defaultValue={service.pricing}
        data={[
          { value: 'fixed', label: t.pricingFixed },
          { value: 'bid', label: t.pricingBid },
        ]}
        mb="sm"
      />
      <fieldset className={styles.bareFieldset}>
        <legend className={styles.legend}>{t.flags}</legend>
        {(
          [
            ['active', t.active, service.active],
            ['agentVisible', t.agentVisible, service.agent_visible],
            ['agentOrderable', t.agentOrderable, service.agent_orderable],
          ] as const
        ).map(([name, label, checked]) => (
          <Checkbox key={name} name={name} defaultChecked={checked} label={label} mb={6} />
        ))}
      </fieldset>
      <ErrorAlert error={action.failure} />
      <Button type="submit" disabled={action.busy}>
        {t.saveService}
      </Button>
    </form>
  );
}

function IntakeEditor({ service, onSaved }: { service: Service; onSaved: (text: string | null) => void }) {
  const t = useT(staff);
  return (
    <section aria-label={`${t.intakeFields} ${service.code}`} className={styles.spaced}>
      <h3>{t.intakeFields}</h3>
      {service.intake.length === 0 ? <p className="empty">{t.noIntakeFields}</p> : null}
      <div className={styles.list}>
        {service.intake.map((field) => (
          <IntakeFieldForm
            key={`${field.key}-${service.updated_at}`}
            code={service.code}
            field={field}
            onSaved={onSaved}
          />
        ))}
      </div>
      <IntakeFieldForm key={`new-${service.updated_at}`} code={service.code} field={null} onSaved={onSaved} />
    </section>
  );
}

/** Edits one intake field (`field`), or adds a new one (`field` null). */
function IntakeFieldForm({
  code,
  field,
  onSaved,
}: {
  code: string;
  field: IntakeField | null;
  onSaved: (text: string | null) => void;
}) {
  const client = useTRPCClient();
  const t = useT(staff);
  const c = useT(confirmations);
  const locale = useLocale();
  const [errors, setErrors] = useState<FieldErrors>({});
  const action = useAction();
  const base = `intake-${code}-${field?.key ?? 'new'}`;
  const id = (name: string) => `${base}-${name}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const v = formStrings(form);
    const checked = validate(
      intakeFieldInput,
      {
        code,
        key: field ? field.key : (v.key ?? ''),
        label: v.label ?? '',
        required: new FormData(form).has('required'),
        description: v.description ?? '',
      },
      locale,
    );
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onSaved(null);
    const ok = await action.run(() =>
      field
        ? client.staff.operator.catalog.updateField.mutate(checked.data)
        : client.staff.operator.catalog.addField.mutate(checked.data),
    );
    if (ok) {
      onSaved(`${t.saved} ${code} · ${checked.data.key}`);
      if (!field) form.reset();
    }
  }

  return (
    <form onSubmit={submit} noValidate className={field ? styles.divided : `card ${styles.padTop}`}>
      {field ? (
        <p className={styles.line}>
          {t.fieldKey}: <code>{field.key}</code>
        </p>
      ) : (
        <>
          <h4 className={styles.flushTop}>{t.addFieldTitle}</h4>
          <Field id={id('key')} label={t.fieldKey} hint={t.fieldKeyHint} error={errors.key}>
            <input
              id={id('key')}
              name="key"
              autoComplete="off"
              spellCheck={false}
              {...invalidProps(id('key'), errors.key)}
            />
          </Field>
        </>
      )}
      <Field id={id('label')} label={t.fieldLabel} error={errors.label}>
        <input
          id={id('label')}
          name="label"
          defaultValue={field?.label ?? ''}
          {...invalidProps(id('label'), errors.label)}
        />
      </Field>
      <Field id={id('description')} label={t.fieldDescription} error={errors.description}>
        <input
          id={id('description')}
          name="description"
          defaultValue={field?.description ?? ''}
          {...invalidProps(id('description'), errors.description)}
        />
      </Field>
      <Checkbox
        name="required"
        defaultChecked={field?.required ?? true}
        label={t.fieldRequired}
        className={styles.spacedBelow}
      />
      <ErrorAlert error={action.failure} />
      <div className="row">
        <Button type="submit" variant={field ? 'default' : 'filled'} disabled={action.busy}>
          {field ? t.saveField : t.addField}
        </Button>
        {field ? (
          <ConfirmButton
            label={t.removeField}
            question={fillIn(c.removeField, { key: field.key, code })}
            disabled={action.busy}
            onConfirm={async () => {
              if (await action.run(() => client.staff.operator.catalog.removeField.mutate({ code, key: field.key })))
                onSaved(`${t.saved} ${code} · −${field.key}`);
            }}
          />
        ) : null}
      </div>
    </form>
  );
}
