'use client';

import { Select } from '@mantine/core';
import { DataTable } from '~/app/_components/data-table/data-table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { confirmations, fillIn } from '~/app/_i18n/messages/confirmations';
import { staff } from '~/app/_i18n/messages/staff';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { Notice } from '~/app/staf/_components/bits';
import { useSubmit } from '~/app/_lib/use-submit';

type Status = 'belum_dibayar' | 'lunas';

/** Case invoices; marking one paid credits the selected practitioner's earnings, once. */
export function InvoicesView() {
  const trpc = useTRPC();
  const t = useT(staff);
  const c = useT(confirmations);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status | ''>('belum_dibayar');
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery(trpc.staff.finance.invoices.list.queryOptions({ status: status || undefined }));
  const markPaid = useSubmit(
    trpc.staff.finance.invoices.markPaid.mutationOptions({
      onSuccess: (paid) => setNotice(`${t.markedPaid} (${paid.id})`),
      onSettled: () => queryClient.invalidateQueries(trpc.staff.finance.invoices.pathFilter()),
    }),
  );
  return (
    <section aria-labelledby="invoices-title">
      <h1 id="invoices-title">{t.invoicesTitle}</h1>
      <Select
        id="invoice-status"
        label={t.filter}
        value={status || null}
        placeholder={t.all}
        clearable
        data={[
          { value: 'belum_dibayar', label: t.inv_belum_dibayar },
          { value: 'lunas', label: t.inv_lunas },
        ]}
        onChange={(value) => setStatus((value as Status | null) ?? '')}
        w={220}
        mb="md"
      />
      <Notice text={notice} />
      <ErrorAlert error={markPaid.failure} />
      <QueryState query={list} empty={list.data?.length === 0} emptyText={t.noInvoices}>
        <DataTable
          caption={t.invoicesTitle}
          rows={list.data ?? []}
          rowKey={(inv) => inv.id}
          columns={[
            {
              key: 'c0',
              header: t.invoice,
              sortValue: (inv) => inv.id,
              cell: (inv) => (
                <>
                  <code>{inv.id}</code>
                  <br />
                  <span className="muted">
                    {t.case} <code>{inv.case_id}</code> · {dateTime(inv.created_at, locale)}
                  </span>
                </>
              ),
            },
            {
              key: 'c1',
              header: t.organization,
              sortValue: (inv) => inv.organization_name,
              cell: (inv) => (
                <>
                  {inv.organization_name}
                  <br />
                  <code>{inv.organization_id}</code>
                </>
              ),
            },
            {
              key: 'c2',
              header: t.practitioner,
              sortValue: (inv) => inv.practitioner_name,
              cell: (inv) => inv.practitioner_name,
            },
            { key: 'c3', header: t.amount, sortValue: (inv) => inv.amount_idr, cell: (inv) => rupiah(inv.amount_idr) },
            {
              key: 'c4',
              header: t.status,
              cell: (inv) => (
                <>
                  <span className="badge">{t[`inv_${inv.status}`]}</span>
                  {inv.paid_at ? (
                    <>
                      <br />
                      <span className="muted">
                        {t.paidAt}: {dateTime(inv.paid_at, locale)}
                      </span>
                    </>
                  ) : null}
                </>
              ),
            },
            {
              key: 'c5',
              header: t.actions,
              cell: (inv) => (
                <>
                  {inv.status === 'belum_dibayar' ? (
                    <ConfirmButton
                      label={t.markPaid}
                      question={fillIn(c.markPaid, { invoice: inv.id })}
                      danger={false}
                      disabled={markPaid.busy}
                      onConfirm={() => markPaid.submit({ invoiceId: inv.id })}
                    />
                  ) : (
                    t.notSet
                  )}
                </>
              ),
            },
          ]}
        />
      </QueryState>
    </section>
  );
}
