'use client';

import { review } from '~/app/_i18n/messages/review';
import { useT } from '~/app/_i18n/use-t';

/** What a rejected organization is told: the operator's reason and what it can still do. */
export function RejectionNotice({ reason }: { reason: string | null }) {
  const t = useT(review);
  return (
    <section className="card" aria-labelledby="rejection-title">
      <h2 id="rejection-title">{t.rejectedTitle}</h2>
      <p>
        <strong>{t.rejectedReasonLabel}:</strong> {reason ?? t.rejectedNoReason}
      </p>
      <p>{t.rejectedNext}</p>
    </section>
  );
}
