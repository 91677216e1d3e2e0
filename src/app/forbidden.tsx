import { WayOn } from '~/app/_components/way-on';
import { common } from '~/app/_i18n/messages/common';
import { getLocale } from '~/app/_i18n/server';

/** What `forbidden()` renders (status 403): signed in, but without the role or membership the page needs. */
export default async function ForbiddenPage() {
  const t = common[await getLocale()];
  return (
    <main>
      <h1>403</h1>
      <p role="alert">{t.forbidden}</p>
      <p className="muted">{t.forbiddenHelp}</p>
      <WayOn />
    </main>
  );
}
