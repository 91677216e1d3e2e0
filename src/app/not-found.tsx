import { WayOn } from '~/app/_components/way-on';
import { common } from '~/app/_i18n/messages/common';
import { getLocale } from '~/app/_i18n/server';

/** Any unknown address (and `notFound()`), status 404, in the visitor's language with a way on. */
export default async function NotFoundPage() {
  const t = common[await getLocale()];
  return (
    <main>
      <h1>404 — {t.notFoundTitle}</h1>
      <p role="alert">{t.notFoundText}</p>
      <WayOn />
    </main>
  );
}
