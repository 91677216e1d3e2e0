import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { offers, orders, services } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { loadOrderFiles, withLinks } from '~/server/domain/files/order-files';
import { intakeLabeller } from '~/server/domain/orders/labelled-intake';
import { allowedActions } from '~/server/domain/orders/lifecycle';

/**
 * The practitioner's live offers: still `aktif`, not yet expired, order still being offered. The intake
 * is part of the offer: a practitioner sees it from the moment the order is offered to them, never before.
 * `server_time` lets the page count down against the service's clock rather than the browser's;
 * `offer_window_seconds` is the configured offer window the page's introduction states. `files`: the intake
 * documents, with links minted for this practitioner (visible exactly when the intake is).
 */
export async function listPractitionerOffers(options: { db: DbOrTx; domain: DomainContext; practitionerId: string }) {
  const { db, domain, practitionerId } = options;
  const at = now();
  const rows = await db
    .select({
      offerId: offers.id,
      round: offers.round,
      offeredAt: offers.offeredAt,
      expiresAt: offers.expiresAt,
      orderId: orders.id,
      serviceCode: orders.serviceCode,
      serviceName: services.name,
      priceIdr: orders.priceIdr,
      slaDueAt: orders.slaDueAt,
      intake: orders.intake,
    })
    .from(offers)
    .innerJoin(orders, eq(orders.id, offers.orderId))
    .innerJoin(services, eq(services.code, orders.serviceCode))
    .where(
      and(
        eq(offers.practitionerId, practitionerId),
        eq(offers.status, 'aktif'),
        gt(offers.expiresAt, at),
        eq(orders.status, 'ditawarkan'),
      ),
    )
    .orderBy(asc(offers.expiresAt), asc(offers.id));
  const label = await intakeLabeller(
    db,
    rows.map((r) => r.serviceCode),
  );
  const intakeFiles = (
    await loadOrderFiles(
      db,
      rows.map((r) => r.orderId),
    )
  ).filter((f) => f.attached_to === 'intake');
  const links = { domain, reader: { type: 'practitioner' as const, id: practitionerId } };
  return {
    server_time: at.toISOString(),
    offer_window_seconds: domain.settings.offerWindowSeconds,
    offers: rows.map((r) => ({
      offer_id: r.offerId,
      order_id: r.orderId,
      service: r.serviceCode,
      service_name: r.serviceName,
      price_idr: r.priceIdr,
      sla_due_at: r.slaDueAt.toISOString(),
      offered_at: r.offeredAt.toISOString(),
      expires_at: r.expiresAt.toISOString(),
      round: r.round,
      intake: label(r.serviceCode, r.intake),
      files: withLinks(
        intakeFiles.filter((f) => f.orderId === r.orderId),
        links,
      ),
      allowed_actions: allowedActions(
        { status: 'ditawarkan', practitionerId: null },
        { kind: 'practitioner', practitionerId, offered: true },
      ),
    })),
  };
}
