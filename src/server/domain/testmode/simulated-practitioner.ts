import type { DomainContext } from '~/server/domain/context';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/server/db/client';
import { orderMessages, orders, services } from '~/server/db/schema';
import { SYSTEM } from '~/server/domain/actor';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { replaceDeliverableFiles } from '~/server/domain/files/order-files';
import { storeUpload } from '~/server/domain/files/store-upload';
import { offerNext } from '~/server/domain/offers/offer-next';
import { activeOffer, closeOffer, currentRound } from '~/server/domain/orders/current-offer';
import { applyMove } from '~/server/domain/orders/apply-move';
import { canMove, type Viewer } from '~/server/domain/orders/lifecycle';
import { lockOrder, orderView, type OrderRow } from '~/server/domain/orders/load-order';
import type { OrderView } from '~/server/domain/orders/order-view';
import { simulatedDeliverablePdf } from './simulated-deliverable-pdf';
import { ASK_VALUE, DECLINE_VALUE, SIMULATED_PRACTITIONER_ID, intakeSays } from './test-mode-jobs';

const actor = { type: 'practitioner' as const, id: SIMULATED_PRACTITIONER_ID };

const SIMULATED_QUESTION =
  'Pertanyaan simulasi (mode uji): mohon lengkapi data untuk order ini. Balas dengan pesan apa saja untuk melanjutkan.';
const SIMULATED_DELIVERABLE = 'Hasil simulasi (mode uji): dokumen contoh, bukan layanan hukum sungguhan.';

async function hasAsked(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderMessages.id })
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, orderId), eq(orderMessages.sender, 'praktisi')))
    .limit(1);
  return !!row;
}

/**
 * Offer handling of the simulated practitioner: take the live offer, or (intake `__tolak__`, or `expire` asked
 * for) let it lapse now so the order rotates as a live one would with no taker.
 */
async function respondToOffer(
  tx: Tx,
  domain: DomainContext,
  order: OrderRow,
  expire: boolean,
): Promise<OrderRow | null> {
  const offer = await activeOffer(tx, order.id);
  if (!offer) {
    if (!expire) return null;
    throw new AppError(
      'INVALID_STATE',
      `Tidak bisa mengakhiri penawaran: order ${order.id} tidak punya penawaran aktif.`,
    );
  }
  if (expire || intakeSays(order.intake, DECLINE_VALUE)) {
    await closeOffer(tx, offer.id, 'kedaluwarsa');
    await offerNext(tx, domain, order, offer.round);
    return order;
  }
  await closeOffer(tx, offer.id, 'diterima');
  return applyMove(tx, order, 'ambil_order', { domain, actor, set: { practitionerId: SIMULATED_PRACTITIONER_ID } });
}

/** The generated PDF is a few kilobytes; a practitioner's upload is outside the quota. */
const HAND_IN_LIMITS = { maxFileBytes: 1024 * 1024, quotaBytes: 1024 * 1024 };

/**
 * When the order's next step is the hand-in, the PDF to hand in with it, stored under the simulated
 * practitioner before the step's transaction (the store may be a bucket: no upload inside a transaction).
 * A step that then does not hand in (the order moved meanwhile) leaves an unattached file, which the
 * retention job removes like any other.
 */
async function prepareHandIn(
  db: Db,
  domain: DomainContext,
  orderId: string,
  organizationId?: string,
): Promise<string | null> {
  const [row] = await db
    .select({ order: orders, serviceName: services.name })
    .from(orders)
    .innerJoin(services, eq(services.code, orders.serviceCode))
    .where(eq(orders.id, orderId));
  if (!row || (organizationId !== undefined && row.order.organizationId !== organizationId)) return null;
  const { order } = row;
  if (order.livemode || order.status !== 'dikerjakan' || order.practitionerId !== SIMULATED_PRACTITIONER_ID)
    return null;
  if (intakeSays(order.intake, ASK_VALUE) && !(await hasAsked(db, order.id))) return null;
  const pdf = await simulatedDeliverablePdf({
    id: order.id,
    serviceName: row.serviceName,
    createdAt: order.createdAt,
    handedInAt: now(),
  });
  const file = await storeUpload({
    db,
    storage: domain.files,
    organizationId: order.organizationId,
    livemode: false,
    practitionerId: SIMULATED_PRACTITIONER_ID,
    name: `hasil-simulasi-${order.id}.pdf`,
    declaredType: 'application/pdf',
    bytes: (async function* () {
      yield pdf;
    })(),
    purpose: async () => 'deliverable',
    limits: HAND_IN_LIMITS,
  });
  return file.id;
}

/**
 * The one step the simulated practitioner takes from the order's current status, or null when it waits.
 * `handIn`: the PDF prepareHandIn stored, handed in with the text.
 */
async function step(tx: Tx, domain: DomainContext, order: OrderRow, handIn: string | null): Promise<OrderRow | null> {
  switch (order.status) {
    case 'dibayar': {
      const offering = await applyMove(tx, order, 'mulai_penawaran', { domain, actor: SYSTEM });
      await offerNext(tx, domain, offering, Math.max(1, await currentRound(tx, order.id)));
      return offering;
    }
    case 'ditawarkan':
      return respondToOffer(tx, domain, order, false);
    case 'diambil':
      return applyMove(tx, order, 'mulai_kerjakan', { domain, actor });
    case 'dikerjakan':
      if (intakeSays(order.intake, ASK_VALUE) && !(await hasAsked(tx, order.id)))
        return applyMove(tx, order, 'minta_data_klien', { domain, actor, text: SIMULATED_QUESTION });
      await replaceDeliverableFiles(tx, order.id, handIn ? [handIn] : []);
      return applyMove(tx, order, 'serahkan_hasil', { domain, actor, set: { deliverable: SIMULATED_DELIVERABLE } });
    default:
      return null;
  }
}

/**
 * The `test_mode_step` job: the simulated practitioner's next step of a test order. It acts only on what the
 * database says, so a late or repeated run is harmless; live orders are never touched.
 */
export async function runTestStep(options: { db: Db; domain: DomainContext; orderId: string }): Promise<void> {
  const handIn = await prepareHandIn(options.db, options.domain, options.orderId);
  await options.db.transaction(async (tx) => {
    const order = await lockOrder(tx, options.orderId, 'platform');
    if (order.livemode) return;
    if (order.status === 'ditawarkan' && intakeSays(order.intake, DECLINE_VALUE)) return;
    if (order.status === 'dikerjakan' && order.practitionerId !== SIMULATED_PRACTITIONER_ID) return;
    await step(tx, options.domain, order, handIn);
  });
}

/** A test key's call: its organization and the viewer it is shown the order as. */
type HelperOptions = { db: Db; domain: DomainContext; orderId: string; organizationId: string; viewer: Viewer };

/** `POST /v1/test/orders/{id}/advance`: the simulated practitioner's next step, now. */
export async function advanceTestOrder(options: HelperOptions): Promise<OrderView> {
  const handIn = await prepareHandIn(options.db, options.domain, options.orderId, options.organizationId);
  return options.db.transaction(async (tx) => {
    const order = await lockOrder(tx, options.orderId, { organizationId: options.organizationId, livemode: false });
    if (order.status === 'ditawarkan' && !(await activeOffer(tx, order.id))) {
      // Between rounds (every offer lapsed): offer again now rather than after the offer window.
      await offerNext(tx, options.domain, order, (await currentRound(tx, order.id)) + 1);
    }
    const moved = await step(tx, options.domain, order, handIn);
    if (!moved) {
      throw new AppError(
        'INVALID_STATE',
        order.status === 'butuh_input_klien'
          ? `Tidak bisa memajukan order ${order.id}: praktisi simulasi menunggu balasan klien (POST /v1/orders/${order.id}/messages).`
          : `Tidak bisa memajukan order ${order.id}: tidak ada langkah praktisi untuk status ${order.status}.`,
      );
    }
    return orderView(tx, await lockOrder(tx, order.id, 'platform'), options.viewer);
  });
}

/** `POST /v1/test/orders/{id}/expire-offer`: the live offer lapses now; the order rotates as with no taker. */
export async function expireTestOffer(options: HelperOptions): Promise<OrderView> {
  return options.db.transaction(async (tx) => {
    const order = await lockOrder(tx, options.orderId, { organizationId: options.organizationId, livemode: false });
    if (!canMove(order.status, 'ambil_order'))
      throw new AppError(
        'INVALID_STATE',
        `Tidak bisa mengakhiri penawaran: order ${order.id} berstatus ${order.status}.`,
      );
    await respondToOffer(tx, options.domain, order, true);
    return orderView(tx, await lockOrder(tx, order.id, 'platform'), options.viewer);
  });
}
