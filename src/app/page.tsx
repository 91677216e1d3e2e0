import Link from 'next/link';
import { rupiah } from './_lib/format';
import { listServices } from '~/server/domain/catalog/list-services';
import { getDb } from '~/server/db/client';
import { getLocale } from './_i18n/server';
import { t } from './_i18n/messages/home';
import { TableScroll } from '~/app/_components/table-scroll';

export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const locale = await getLocale();
  const text = t(locale);
  const services = await listServices({ db: await getDb() });
  return (
    <main>
      <h1>Agent Order Service</h1>
      <p>{text.intro}</p>
      <p>
        <Link href="/docs/api">{text.apiReference}</Link> · <a href="/v1/openapi.json">OpenAPI (JSON)</a>
      </p>
      <h2>{text.catalog}</h2>
      {services.length === 0 ? (
        <p className="muted">{text.emptyCatalog}</p>
      ) : (
        <TableScroll>
          <table>
            <thead>
              <tr>
                <th scope="col">{text.service}</th>
                <th scope="col">{text.price}</th>
                <th scope="col">{text.sla}</th>
                <th scope="col">{text.ordering}</th>
              </tr>
            </thead>
            <tbody>
              {services.map((s) => (
                <tr key={s.code}>
                  <td>
                    <strong>{s.name}</strong>
                    <br />
                    <code>{s.code}</code>
                  </td>
                  <td>{rupiah(s.price_idr)}</td>
                  <td>
                    {s.sla_hours} {text.hours}
                  </td>
                  <td>{s.pricing === 'bid' ? text.viaCase : s.orderable ? text.viaApi : text.notForAgents}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <p className="muted">{text.disclaimer}</p>
    </main>
  );
}
