import Link from 'next/link';
import { listServices } from '~/server/domain/catalog/list-services';
import { getDb } from '~/server/db/client';
import { pickLocale, t } from './i18n';

export const dynamic = 'force-dynamic';

const rupiah = (value: number, locale: 'id' | 'en') =>
  new Intl.NumberFormat(locale === 'id' ? 'id-ID' : 'en-US', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 }).format(value);

export default async function HomePage({ searchParams }: { searchParams: Promise<{ lang?: string }> }) {
  const locale = pickLocale((await searchParams).lang);
  const text = t(locale);
  const services = await listServices({ db: await getDb() });
  return (
    <main>
      <header className="site">
        <h1>Agent Order Service</h1>
        <nav aria-label={text.language}>
          <Link href={locale === 'id' ? '/?lang=en' : '/?lang=id'} hrefLang={locale === 'id' ? 'en' : 'id'}>
            {text.switchLanguage}
          </Link>
        </nav>
      </header>
      <p>{text.intro}</p>
      <p>
        <Link href="/docs/api">{text.apiReference}</Link> · <a href="/v1/openapi.json">OpenAPI (JSON)</a>
      </p>
      <h2>{text.catalog}</h2>
      {services.length === 0 ? (
        <p className="muted">{text.emptyCatalog}</p>
      ) : (
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
                <td>{rupiah(s.price_idr, locale)}</td>
                <td>{s.sla_hours} {text.hours}</td>
                <td>{s.pricing === 'bid' ? text.viaCase : s.orderable ? text.viaApi : text.notForAgents}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted">{text.disclaimer}</p>
    </main>
  );
}
