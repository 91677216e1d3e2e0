import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { preparedSql } from '~/server/db/prepared';
import type { DomainContext } from '~/server/domain/context';
import { newId } from '~/server/domain/ids';
import { appLink } from '~/server/domain/mail/app-link';
import { queueMail } from '~/server/domain/mail/queue-mail';
import { notificationMail } from '~/server/domain/mail/templates';
import type { NotificationParams } from '~/shared/notifications/kinds';
import { notificationText } from '~/shared/notifications/notification-text';

const p = (name: string) => sql.placeholder(name);

/**
 * Two CTEs of the statement that makes an offer: `notice_to`, the person behind the practitioner (with whether they
 * turned this kind's e-mail off), and `notice`, their in-app row of `offer_new` with the facts notificationText
 * reads. It was a `notify` job's work after commit: the job's own transaction, fetch and completion, six reads and
 * an `add_job` of the mail's job cost the worker and Postgres more than the offer did (docs/performance.md, finding
 * 106). Written with the offer, nobody is told of one that rolled back, as before. A test-mode offer tells nobody
 * (its only practitioner is simulated), and a record nobody has claimed has nobody to tell.
 */
export const offerNoticeCtes = (practitionerId: SQL | Placeholder) => sql`
  notice_to as (
    select u.id as user_id, u.email, u.locale, exists (
      select 1 from notification_setting ns where ns.user_id = u.id and ns.kind = 'offer_new' and not ns.email
    ) as email_off
    from practitioner np join "user" u on u.id = np.user_id
    where np.id = ${practitionerId} and ${p('livemode')}::boolean
  ), notice as (
    insert into notification (id, user_id, kind, params, link_path, source_key, created_at)
    select ${p('noticeId')}, user_id, 'offer_new', jsonb_strip_nulls(jsonb_build_object(
        'orderId', ${p('orderId')}::text, 'offerId', ${p('offerId')}::text,
        'service', coalesce((select name from service where code = ${p('serviceCode')}), ${p('serviceCode')}::text),
        'organization', (select name from organization where id = ${p('organizationId')}),
        'priceIdr', ${p('priceIdr')}::bigint, 'expiresAt', ${p('expiresAt')}::text)),
      ${p('linkPath')}::text, ${p('source')}, ${p('at')}::timestamptz
    from notice_to
    on conflict do nothing
    returning user_id, params
  )`;

/** The columns an offering statement returns for its notice (`noticeColumns`). */
export type OfferNoticeRow = {
  notice_email: string | null;
  notice_locale: string | null;
  notice_email_off: boolean | null;
  /** Null when no row was written (nobody to tell, or a retry that wrote it before). */
  notice_params: NotificationParams | null;
};

export const noticeColumns = sql`(select email from notice_to) as notice_email,
    (select locale from notice_to) as notice_locale, (select email_off from notice_to) as notice_email_off,
    (select params from notice) as notice_params`;

/** The notice of an offer made by a statement of its own (later rounds, offer-next.ts). */
const offerNoticeStatement = preparedSql<OfferNoticeRow>(
  'offer_notice',
  () => sql`with ${offerNoticeCtes(p('practitionerId'))} select ${noticeColumns}`,
);

export type OfferNoticeOrder = {
  id: string;
  serviceCode: string;
  organizationId: string;
  priceIdr: number;
  livemode: boolean;
};

/** The practitioner's page, at the offer. */
export const offerLink = (offerId: string) => `/praktisi#offer-${offerId}`;

/** The values of `offerNoticeCtes`' placeholders. */
export function noticeValues(order: OfferNoticeOrder, offerId: string, expiresAt: Date, at: Date) {
  return {
    noticeId: newId('notification'),
    offerId,
    orderId: order.id,
    serviceCode: order.serviceCode,
    organizationId: order.organizationId,
    priceIdr: order.priceIdr,
    expiresAt: expiresAt.toISOString(),
    at: at.toISOString(),
    livemode: order.livemode,
    linkPath: offerLink(offerId),
    source: `offer:${offerId}`,
  };
}

/** The in-app notice of an offer the caller's statement made just before (its e-mail: `mailOfferNotice`). */
export async function writeOfferNotice(
  tx: DbOrTx,
  offer: { order: OfferNoticeOrder; offerId: string; practitionerId: string; expiresAt: Date; at: Date },
): Promise<OfferNoticeRow | undefined> {
  const [row] = await offerNoticeStatement(tx, {
    ...noticeValues(offer.order, offer.offerId, offer.expiresAt, offer.at),
    practitionerId: offer.practitionerId,
  });
  return row;
}

/** The e-mail of a notice just written, in its reader's language, unless they turned this kind's e-mail off. */
export async function mailOfferNotice(
  tx: DbOrTx,
  domain: DomainContext,
  offerId: string,
  row: OfferNoticeRow | undefined,
): Promise<void> {
  if (!row?.notice_params || !row.notice_email || row.notice_email_off) return;
  const locale = row.notice_locale === 'en' ? 'en' : 'id';
  const text = notificationText(locale, 'offer_new', row.notice_params);
  await queueMail(
    tx,
    domain,
    notificationMail(row.notice_email, locale, text, appLink(domain.settings, offerLink(offerId))),
  );
}
