'use client';

import type { inferRouterOutputs } from '@trpc/server';
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';
import { Button, Checkbox, Group, Modal, Select } from '@mantine/core';
import styles from '~/app/_components/layout.module.css';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ListFilters } from '~/app/_components/list-filters';
import { listFilters } from '~/app/_i18n/messages/list-filters';
import { nextCursor } from '~/app/_lib/paging';
import { LoadMore } from '~/app/org/[orgId]/_components/load-more';
import type { ListFilter } from '~/shared/dashboard/list-filter';
import { practitionerListInput, type PractitionerState } from './practitioner-list';
import { createPractitionerInput, setPractitionerServicesInput } from '~/shared/dashboard/staff-inputs';
import { ConfirmButton, ErrorAlert, Field, QueryState } from '~/app/_components/ui';
import { common } from '~/app/_i18n/messages/common';
import { confirmations } from '~/app/_i18n/messages/confirmations';
import { staff } from '~/app/_i18n/messages/staff';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { useTRPC, useTRPCClient } from '~/app/_lib/trpc';
import { useSubmit } from '~/app/_lib/use-submit';
import { formStrings, invalidProps, validate, type FieldErrors } from '~/app/_lib/forms';
import { Notice } from '~/app/staf/_components/bits';

type Service = { code: string; name: string };
type Practitioner = inferRouterOutputs<DashboardRouter>['staff']['operator']['practitioners']['list']['data'][number];

/** Checkboxes of the catalog's services (a group with its own legend and inline error). */
function ServiceChoices({
  id,
  services,
  selected,
  error,
}: {
  id: string;
  services: Service[];
  selected: string[];
  error?: string;
}) {
  const t = useT(staff);
  return (
    <fieldset id={id} aria-describedby={error ? `${id}-error` : undefined} className={styles.choices}>
      <legend className={styles.legend}>{t.services}</legend>
      <div className={styles.checkGrid}>
        {services.map((s) => (
          <Checkbox
            key={s.code}
            name="serviceCodes"
            value={s.code}
            defaultChecked={selected.includes(s.code)}
            label={
              <>
                {s.name} <code>{s.code}</code>
              </>
            }
          />
        ))}
      </div>
      {error ? (
        <small role="alert" className="field-error" id={`${id}-error`}>
          {error}
        </small>
      ) : null}
    </fieldset>
  );
}

const checkedCodes = (form: HTMLFormElement) => new FormData(form).getAll('serviceCodes').map(String);

export function PractitionersView() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const t = useT(staff);
  const c = useT(confirmations);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const cm = useT(common);
  const [notice, setNotice] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const lf = useT(listFilters);
  const [filter, setFilter] = useState<ListFilter>({});
  const [state, setState] = useState<PractitionerState | null>(null);
  const list = useInfiniteQuery(
    trpc.staff.operator.practitioners.list.infiniteQueryOptions(practitionerListInput(state, filter.search), {
      getNextPageParam: nextCursor,
      // The filtered list replaces the shown one only when it arrives: no flash of "loading" while typing.
      placeholderData: keepPreviousData,
    }),
  );
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const filtered = Boolean(state || filter.search);
  const catalog = useQuery(trpc.staff.operator.catalog.list.queryOptions());
  const services: Service[] = catalog.data?.map((s) => ({ code: s.code, name: s.name })) ?? [];
  const setActive = useSubmit(
    trpc.staff.operator.practitioners.setActive.mutationOptions({
      onSuccess: () => setNotice(t.saved),
      onSettled: () => queryClient.invalidateQueries(trpc.staff.operator.practitioners.pathFilter()),
    }),
  );
  const claimLink = useSubmit({
    mutationFn: async (input: { practitionerId: string; action: 'resend' | 'revoke' }): Promise<unknown> =>
      input.action === 'resend'
        ? client.staff.operator.practitioners.resendClaim.mutate({ practitionerId: input.practitionerId })
        : client.staff.operator.practitioners.revokeClaim.mutate({ practitionerId: input.practitionerId }),
    onSuccess: (_data, input) => setNotice(input.action === 'resend' ? t.claimResent : t.claimRevoked),
    onSettled: () => queryClient.invalidateQueries(trpc.staff.operator.practitioners.pathFilter()),
  });

  return (
    <section aria-labelledby="practitioners-title">
      <Group justify="space-between" align="center" wrap="wrap" mb="md">
        <h1 id="practitioners-title">{t.navPractitioners}</h1>
        <Button onClick={() => setCreating(true)}>{t.createPractitioner}</Button>
      </Group>
      <ListFilters
        id="practitioners"
        value={filter}
        onChange={setFilter}
        searchPlaceholder={lf.practitionersSearch}
        // A practitioner's dates (added, last offered) are no way to find one: text and state are.
        dates={false}
        active={state != null}
        onClear={() => setState(null)}
      >
        <Select
          id="practitioner-state"
          label={lf.state}
          value={state}
          placeholder={lf.anyState}
          clearable
          data={[
            { value: 'active', label: t.active },
            { value: 'inactive', label: t.inactive },
            { value: 'unclaimed', label: lf.unclaimed },
          ]}
          onChange={(value) => setState((value as PractitionerState | null) ?? null)}
          w={220}
        />
      </ListFilters>
      <Notice text={notice} />
      <ErrorAlert error={setActive.failure ?? claimLink.failure} />
      <QueryState query={list} empty={rows.length === 0} emptyText={filtered ? lf.noMatch : t.noPractitioners}>
        <div className={styles.list}>
          {rows.map((p) => (
            <article key={p.id} className="card" aria-labelledby={`prac-${p.id}`}>
              <h2 id={`prac-${p.id}`} className={styles.cardTitle}>
                {p.name} <span className="badge">{p.active ? t.active : t.inactive}</span>{' '}
                <span className="badge">{t[`claim_${p.claim_status}`]}</span>
              </h2>
              <p className={styles.line}>
                {/* People are found by their address; the id is for support and the ops CLI, so it comes last. */}
                {p.email ?? t.notSet} · {t.openOrders}: {p.open_orders} · {t.lastOffered}:{' '}
                {dateTime(p.last_offered_at, locale)} · <code className="muted">{p.id}</code>
              </p>
              <p className={styles.line}>
                {/* By the catalog's names, as the person reads them; a code the catalog lacks stays a code. */}
                {t.services}: {p.services.map((code) => services.find((s) => s.code === code)?.name ?? code).join(', ')}
              </p>
              {!p.claimed ? (
                <div className={`row ${styles.line}`}>
                  <Button
                    variant="default"

                    disabled={claimLink.busy}
                    onClick={() => claimLink.submit({ practitionerId: p.id, action: 'resend' })}
                  >
                    {t.resendClaim}
                  </Button>
                  {p.claim_status === 'pending' ? (
                    <ConfirmButton
                      label={t.revokeClaim}
                      question={c.revokeClaim}
                      disabled={claimLink.busy}
                      onConfirm={() => claimLink.submit({ practitionerId: p.id, action: 'revoke' })}
                    />
                  ) : null}
                  <span className="muted">{t.unclaimedHint}</span>
                </div>
              ) : null}
              <div className="row">
                {p.active ? (
                  <>
                    <ConfirmButton
                      label={t.deactivate}
                      question={c.deactivatePractitioner}
                      disabled={setActive.busy}
                      onConfirm={() => setActive.submit({ practitionerId: p.id, active: false })}
                    />
                    <span className="muted">{t.deactivateHint}</span>
                  </>
                ) : (
                  <Button
                    variant="default"

                    disabled={setActive.busy}
                    onClick={() => setActive.submit({ practitionerId: p.id, active: true })}
                  >
                    {t.activate}
                  </Button>
                )}
              </div>
              <details className={styles.spaced}>
                <summary>{t.editServices}</summary>
                <ServicesForm
                  key={p.services.join(',')}
                  practitioner={p}
                  services={services}
                  onSaved={() => setNotice(t.saved)}
                />
              </details>
            </article>
          ))}
        </div>
        <LoadMore query={list} />
      </QueryState>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t.createPractitioner}
        size="lg"
        closeButtonProps={{ 'aria-label': cm.cancel }}
      >
        <CreatePractitionerForm
          services={services}
          onCreated={() => {
            setCreating(false);
            setNotice(t.practitionerCreated);
          }}
        />
      </Modal>
    </section>
  );
}

function ServicesForm({
  practitioner,
  services,
  onSaved,
}: {
  practitioner: Practitioner;
  services: Service[];
  onSaved: () => void;
}) {
  const trpc = useTRPC();
  const t = useT(staff);
  const locale = useLocale();
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSubmit(trpc.staff.operator.practitioners.setServices.mutationOptions({ onSuccess: onSaved }), {
    invalidate: [trpc.staff.operator.practitioners.pathFilter()],
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(
      setPractitionerServicesInput,
      { practitionerId: practitioner.id, serviceCodes: checkedCodes(event.currentTarget) },
      locale,
    );
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    await save.submit(checked.data);
  }

  return (
    <form onSubmit={submit} noValidate className={styles.spaced}>
      <ServiceChoices
        id={`services-${practitioner.id}`}
        services={services}
        selected={practitioner.services}
        error={errors.serviceCodes}
      />
      <ErrorAlert error={save.failure} />
      <Button variant="default" type="submit" disabled={save.busy}>
        {t.saveServices}
      </Button>
    </form>
  );
}

function CreatePractitionerForm({ services, onCreated }: { services: Service[]; onCreated: () => void }) {
  const trpc = useTRPC();
  const t = useT(staff);
  const locale = useLocale();
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useSubmit(trpc.staff.operator.practitioners.create.mutationOptions({ onSuccess: onCreated }), {
    invalidate: [trpc.staff.operator.practitioners.pathFilter()],
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const v = formStrings(form);
    const checked = validate(
      createPractitionerInput,
      { name: v.name ?? '', email: v.email ?? '', serviceCodes: checkedCodes(form) },
      locale,
    );
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    if (await create.submit(checked.data)) form.reset();
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t.createPractitioner}>
      <p className="muted">{t.createPractitionerHint}</p>
      <Field id="prac-name" label={t.name} error={errors.name}>
        <input
          id="prac-name"
          name="name"
          autoComplete="off"
          data-autofocus
          {...invalidProps('prac-name', errors.name)}
        />
      </Field>
      <Field id="prac-email" label={t.email} error={errors.email}>
        <input
          id="prac-email"
          name="email"
          type="email"
          autoComplete="off"
          {...invalidProps('prac-email', errors.email)}
        />
      </Field>
      <ServiceChoices id="prac-services" services={services} selected={[]} error={errors.serviceCodes} />
      <ErrorAlert error={create.failure} />
      <Button type="submit" disabled={create.busy}>
        {t.createPractitioner}
      </Button>
    </form>
  );
}
