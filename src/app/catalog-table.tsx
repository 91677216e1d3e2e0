'use client';

import { DataTable } from '~/app/_components/data-table/data-table';
import { t } from '~/app/_i18n/messages/home';
import { useLocale } from '~/app/_i18n/use-t';
import { rupiah } from '~/app/_lib/format';

type Service = {
  code: string;
  name: string;
  price_idr: number;
  sla_hours: number;
  pricing: string;
  orderable: boolean;
};

/** The public catalogue on the home page. */
export function CatalogTable({ services }: { services: Service[] }) {
  const text = t(useLocale());
  return (
    <DataTable
      caption={text.catalog}
      rows={services}
      rowKey={(s) => s.code}
      columns={[
        {
          key: 'service',
          header: text.service,
          sortValue: (s) => s.name,
          cell: (s) => (
            <>
              <strong>{s.name}</strong>
              <br />
              <code>{s.code}</code>
            </>
          ),
        },
        {
          key: 'price',
          header: text.price,
          nowrap: true,
          sortValue: (s) => s.price_idr,
          cell: (s) => rupiah(s.price_idr),
        },
        {
          key: 'sla',
          header: text.sla,
          nowrap: true,
          sortValue: (s) => s.sla_hours,
          cell: (s) => `${s.sla_hours} ${text.hours}`,
        },
        {
          key: 'ordering',
          header: text.ordering,
          cell: (s) => (s.pricing === 'bid' ? text.viaCase : s.orderable ? text.viaApi : text.notForAgents),
        },
      ]}
    />
  );
}
