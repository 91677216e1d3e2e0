import { common } from '~/app/_i18n/messages/common';
import { getLocale } from '~/app/_i18n/server';

export async function Forbidden() {
  const t = common[await getLocale()];
  return (
    <main>
      <h1>403</h1>
      <p role="alert">{t.forbidden}</p>
    </main>
  );
}
