// `allowed_actions` before and after each move of the lifecycle table, for the viewer the move concerns.
import { testDomain } from '~/test/domain-context';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { setClockOffset } from '~/server/domain/clock';
import { SCOPES } from '~/shared/scopes';
import { declineOffer, acceptOffer } from '~/server/domain/offers/offer-responses';
import { listPractitionerOffers } from '~/server/domain/offers/list-practitioner-offers';
import { runOffering } from '~/server/domain/offers/offering';
import { createClaimedPractitioner } from '~/test/practitioners';
import { createAgent, type Agent, AMPLE_LIMITS } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { approveOrder, rejectOrder } from './approve-order';
import { acceptOrder, openDispute, replyToOrder, requestRevision } from './client-actions';
import type { Viewer } from './lifecycle';
import { getOrder } from './load-order';
import { cancelOrder, expireSla, resolveDispute } from './operator-moves';
import { askClient, deliverOrder, releaseOrder, startWork } from './practitioner-moves';

await useFileDatabase('aos_allowed_actions');

const SERVICE = 'review-kontrak';
const client = { type: 'user' as const, id: 'usr_test' };
const operator = { type: 'operator' as const, id: 'usr_operator' };
const AGENT: Viewer = { kind: 'agent', scopes: SCOPES };
const ADMIN: Viewer = { kind: 'org_member', role: 'admin' };
const MEMBER: Viewer = { kind: 'org_member', role: 'member' };
const OPERATOR: Viewer = { kind: 'operator' };
const REVIEW = ['terima_hasil', 'minta_revisi', 'ajukan_sengketa'];
const WORKING = ['lepas_order', 'minta_data_klien', 'serahkan_hasil'];

let db: Db;
let agent: Agent;
let prac: string;
let holder: Viewer;

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({
    db,
    ...AMPLE_LIMITS,
    approvalThresholdIdr: 5_000_000,
  });
  prac = (await createClaimedPractitioner({ db, name: 'Siti SH', email: 'siti@example.com', serviceCodes: [SERVICE] }))
    .id;
  holder = { kind: 'practitioner', practitionerId: prac };
});

const actionsFor = async (orderId: string, viewer: Viewer) =>
  (await getOrder({ reach: 'platform', db, orderId, viewer })).allowed_actions;

async function offered(): Promise<string> {
  const { id } = await placeOrder(db, agent, SERVICE);
  await runOffering({ db, domain: testDomain, orderId: id });
  return id;
}
async function taken() {
  const id = await offered();
  await acceptOffer({ db, domain: testDomain, orderId: id, practitionerId: prac });
  return id;
}
async function working() {
  const id = await taken();
  await startWork({ db, domain: testDomain, orderId: id, practitionerId: prac });
  return id;
}
async function delivered() {
  const id = await working();
  await deliverOrder({ db, domain: testDomain, orderId: id, practitionerId: prac, text: 'hasil' });
  return id;
}
async function waitingApproval() {
  const order = await placeOrder(db, agent, 'izin-usaha-pma');
  expect(order.status).toBe('menunggu_bayar');
  return order.id;
}
const offerActions = async (orderId: string) =>
  (await listPractitionerOffers({ db, domain: testDomain, practitionerId: prac })).offers.find(
    (o) => o.order_id === orderId,
  )?.allowed_actions;

describe('allowed_actions before and after each move', () => {
  it('buat_order: the creating agent has nothing to do on a paid order; an admin may approve a waiting one', async () => {
    const paid = await placeOrder(db, agent, SERVICE);
    expect(paid.allowed_actions).toEqual([]);
    expect(await actionsFor(paid.id, OPERATOR)).toEqual(['batalkan_order']);
    const waiting = await waitingApproval();
    expect(await actionsFor(waiting, AGENT)).toEqual([]);
    expect(await actionsFor(waiting, ADMIN)).toEqual(['setujui_order', 'tolak_order']);
    expect(await actionsFor(waiting, MEMBER)).toEqual([]);
  });

  it('setujui_order', async () => {
    const id = await waitingApproval();
    expect(await actionsFor(id, ADMIN)).toEqual(['setujui_order', 'tolak_order']);
    expect(
      (await approveOrder({ reach: 'platform', db, domain: testDomain, orderId: id, actor: client })).allowed_actions,
    ).toEqual([]);
    expect(await actionsFor(id, OPERATOR)).toEqual(['batalkan_order']);
  });

  it('tolak_order', async () => {
    const id = await waitingApproval();
    expect(await actionsFor(id, ADMIN)).toEqual(['setujui_order', 'tolak_order']);
    expect(
      (await rejectOrder({ reach: 'platform', db, domain: testDomain, orderId: id, actor: client })).allowed_actions,
    ).toEqual([]);
    expect(await actionsFor(id, OPERATOR)).toEqual([]);
  });

  it('mulai_penawaran (offering job): the offered practitioner may take or decline', async () => {
    const { id } = await placeOrder(db, agent, SERVICE);
    expect(await actionsFor(id, OPERATOR)).toEqual(['batalkan_order']);
    expect(await actionsFor(id, holder)).toEqual([]);
    await runOffering({ db, domain: testDomain, orderId: id });
    expect(await offerActions(id)).toEqual(['ambil_order', 'tolak_penawaran']);
    expect(await actionsFor(id, { kind: 'practitioner', practitionerId: prac, offered: true })).toEqual([
      'ambil_order',
      'tolak_penawaran',
    ]);
    expect(await actionsFor(id, OPERATOR)).toEqual(['batalkan_order']);
  });

  it('ambil_order', async () => {
    const id = await offered();
    expect(await offerActions(id)).toEqual(['ambil_order', 'tolak_penawaran']);
    const after = await acceptOffer({ db, domain: testDomain, orderId: id, practitionerId: prac });
    expect(after.allowed_actions).toEqual(['mulai_kerjakan', 'lepas_order']);
    expect(await offerActions(id)).toBeUndefined();
  });

  it('tolak_penawaran', async () => {
    const id = await offered();
    expect(await offerActions(id)).toEqual(['ambil_order', 'tolak_penawaran']);
    expect((await declineOffer({ db, domain: testDomain, orderId: id, practitionerId: prac })).allowed_actions).toEqual(
      [],
    );
    expect(await offerActions(id)).toBeUndefined();
  });

  it('mulai_kerjakan', async () => {
    const id = await taken();
    expect(await actionsFor(id, holder)).toEqual(['mulai_kerjakan', 'lepas_order']);
    expect((await startWork({ db, domain: testDomain, orderId: id, practitionerId: prac })).allowed_actions).toEqual(
      WORKING,
    );
  });

  it('lepas_order', async () => {
    const id = await working();
    expect(await actionsFor(id, holder)).toEqual(WORKING);
    expect((await releaseOrder({ db, domain: testDomain, orderId: id, practitionerId: prac })).allowed_actions).toEqual(
      [],
    );
    expect(await actionsFor(id, OPERATOR)).toEqual(['batalkan_order']);
  });

  it('minta_data_klien: the client may then answer', async () => {
    const id = await working();
    expect(await actionsFor(id, AGENT)).toEqual([]);
    const after = await askClient({ db, domain: testDomain, orderId: id, practitionerId: prac, text: 'data?' });
    expect(after.allowed_actions).toEqual([]);
    expect(await actionsFor(id, AGENT)).toEqual(['kirim_pesan']);
    expect(await actionsFor(id, ADMIN)).toEqual(['kirim_pesan']);
    expect(await actionsFor(id, { kind: 'agent', scopes: ['order:baca'] })).toEqual([]);
  });

  it('kirim_pesan', async () => {
    const id = await working();
    await askClient({ db, domain: testDomain, orderId: id, practitionerId: prac, text: 'data?' });
    expect(await actionsFor(id, AGENT)).toEqual(['kirim_pesan']);
    const after = await replyToOrder({
      reach: 'platform',
      db,
      domain: testDomain,
      orderId: id,
      text: 'ini',
      actor: client,
      viewer: AGENT,
    });
    expect(after.allowed_actions).toEqual([]);
    expect(await actionsFor(id, holder)).toEqual(WORKING);
  });

  it('serahkan_hasil: the client may then review', async () => {
    const id = await working();
    expect(await actionsFor(id, ADMIN)).toEqual([]);
    const after = await deliverOrder({ db, domain: testDomain, orderId: id, practitionerId: prac, text: 'hasil' });
    expect(after.allowed_actions).toEqual([]);
    expect(await actionsFor(id, ADMIN)).toEqual(REVIEW);
    expect(await actionsFor(id, AGENT)).toEqual(['terima_hasil']);
    expect(await actionsFor(id, { kind: 'agent', scopes: ['order:baca'] })).toEqual([]);
  });

  it('terima_hasil', async () => {
    const id = await delivered();
    expect(await actionsFor(id, AGENT)).toEqual(['terima_hasil']);
    expect(
      (await acceptOrder({ reach: 'platform', db, domain: testDomain, orderId: id, actor: client, viewer: AGENT }))
        .allowed_actions,
    ).toEqual([]);
    expect(await actionsFor(id, ADMIN)).toEqual([]);
  });

  it('minta_revisi', async () => {
    const id = await delivered();
    expect(await actionsFor(id, ADMIN)).toEqual(REVIEW);
    expect(
      (await requestRevision({ reach: 'platform', db, domain: testDomain, orderId: id, text: 'revisi', actor: client }))
        .allowed_actions,
    ).toEqual([]);
    expect(await actionsFor(id, holder)).toEqual(WORKING);
  });

  it('ajukan_sengketa', async () => {
    const id = await delivered();
    expect(await actionsFor(id, ADMIN)).toEqual(REVIEW);
    expect(
      (await openDispute({ reach: 'platform', db, domain: testDomain, orderId: id, reason: 'salah', actor: client }))
        .allowed_actions,
    ).toEqual([]);
    expect(await actionsFor(id, OPERATOR)).toEqual(['putus_sengketa']);
  });

  for (const decision of ['practitioner', 'client'] as const) {
    it(`putus_sengketa for the ${decision}`, async () => {
      const id = await delivered();
      await openDispute({ reach: 'platform', db, domain: testDomain, orderId: id, reason: 'salah', actor: client });
      expect(await actionsFor(id, OPERATOR)).toEqual(['putus_sengketa']);
      const after = await resolveDispute({ db, domain: testDomain, orderId: id, decision, actor: operator });
      expect(after.allowed_actions).toEqual([]);
    });
  }

  it('batalkan_order', async () => {
    const id = await working();
    expect(await actionsFor(id, OPERATOR)).toEqual(['batalkan_order']);
    const after = await cancelOrder({ db, domain: testDomain, orderId: id, reason: 'uji', actor: operator });
    expect(after.status).toBe('direfund');
    expect(after.allowed_actions).toEqual([]);
    expect(await actionsFor(id, holder)).toEqual([]);
  });

  it('sla_kedaluwarsa (SLA job)', async () => {
    const id = await offered();
    expect(await actionsFor(id, OPERATOR)).toEqual(['batalkan_order']);
    const { sla_due_at } = await getOrder({ reach: 'platform', db, orderId: id, viewer: OPERATOR });
    try {
      setClockOffset(new Date(sla_due_at).getTime() - Date.now() + 1000);
      await expireSla({ db, domain: testDomain, orderId: id });
    } finally {
      setClockOffset(0);
    }
    const after = await getOrder({ reach: 'platform', db, orderId: id, viewer: OPERATOR });
    expect(after.status).toBe('direfund');
    expect(after.allowed_actions).toEqual([]);
    expect(await offerActions(id)).toBeUndefined();
  });
});
