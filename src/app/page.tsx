import Link from 'next/link';
import { CatalogTable } from './catalog-table';
import { listServices } from '~/server/domain/catalog/list-services';
import { getDb } from '~/server/db/client';
import { getLocale } from './_i18n/server';
import { t } from './_i18n/messages/home';

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
      {services.length === 0 ? <p className="muted">{text.emptyCatalog}</p> : <CatalogTable services={services} />}
      <p className="muted">{text.disclaimer}</p>
    </main>
  );
}
