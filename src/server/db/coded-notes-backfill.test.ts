// Migration 0006 gives rows written before notes and ledger lines had codes the codes they would have had:
// every ledger line, and every history note with a fixed text. A person's free-text reason stays text only.
import { memberReach } from '~/server/domain/tenant';
import { testDomain } from '~/test/domain-context';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { ledgerTransactions, orderStatusHistory } from '~/server/db/schema';
import { createCase } from '~/server/domain/cases/create-case';
import { markInvoicePaid } from '~/server/domain/cases/mark-invoice-paid';
import { placeBid } from '~/server/domain/cases/place-bid';
import { selectBid } from '~/server/domain/cases/select-bid';
import { runOffering } from '~/server/domain/offers/offering';
import { approveOrder, rejectOrder } from '~/server/domain/orders/approve-order';
import { cancelOrder } from '~/server/domain/orders/operator-moves';
import { createAgent, TEST_ACTOR, type Agent, AMPLE_LIMITS } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { createClaimedPractitioner } from '~/test/practitioners';

await useFileDatabase('aos_backfill');

const client = { type: 'user' as const, id: 'usr_client' };
let db: Db;
let agent: Agent;

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({
    db,
    ...AMPLE_LIMITS,
    approvalThresholdIdr: 5_000_000,
  });
  const prac = await createClaimedPractitioner({
    db,
    name: 'Siti SH',
    email: 'siti@example.com',
    serviceCodes: ['somasi'],
  });
  const approved = await placeOrder(db, agent, 'izin-usaha-pma');
  await approveOrder({ reach: 'platform', db, domain: testDomain, orderId: approved.id, actor: client });
  await runOffering({ db, domain: testDomain, orderId: approved.id });
  const rejected = await placeOrder(db, agent, 'izin-usaha-pma');
  await rejectOrder({
    reach: 'platform',
    db,
    domain: testDomain,
    orderId: rejected.id,
    actor: client,
    reason: 'Tidak dianggarkan',
  });
  const cancelled = await placeOrder(db, agent, 'review-kontrak');
  await cancelOrder({ db, domain: testDomain, orderId: cancelled.id, reason: 'Permintaan klien', actor: TEST_ACTOR });
  const kasus = await createCase({
    db,
    domain: testDomain,
    organizationId: agent.organizationId,
    livemode: true,
    input: {
      contact_name: 'Budi',
      contact_email: 'budi@example.com',
      story: 'Sengketa tanah warisan di Bandung sejak 2019.',
    },
  });
  const { bid_id } = await placeBid({
    domain: testDomain,
    db,
    caseId: kasus.id,
    practitionerId: prac.id,
    amountIdr: 2_000_000,
    message: 'Siap',
    estimatedDays: 5,
  });
  const selected = await selectBid({
    db,
    domain: testDomain,
    caseId: kasus.id,
    bidId: bid_id,
    reach: memberReach(agent.organizationId),
  });
  await markInvoicePaid({
    db,
    domain: testDomain,
    invoiceId: selected.invoice!.id,
    reach: 'platform',
    livemode: true,
    actor: TEST_ACTOR,
  });
});

const history = () =>
  db
    .select({ note: orderStatusHistory.note, code: orderStatusHistory.noteCode, params: orderStatusHistory.noteParams })
    .from(orderStatusHistory)
    .orderBy(asc(orderStatusHistory.id));
const ledger = () =>
  db
    .select({
      kind: ledgerTransactions.kind,
      code: ledgerTransactions.descriptionCode,
      params: ledgerTransactions.descriptionParams,
    })
    .from(ledgerTransactions)
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));

it('restores every ledger code and every fixed note; free-text reasons stay text', async () => {
  const historyBefore = await history();
  const ledgerBefore = await ledger();
  expect(new Set(ledgerBefore.map((l) => l.code))).toEqual(
    new Set(['deposit_topup', 'order_payment', 'order_refund', 'invoice_payment']),
  );

  // Rows as they were before codes existed.
  await db.execute(sql`update order_status_history set note_code = null, note_params = null`);
  await db.execute(sql`update ledger_transaction set description_code = null, description_params = null`);
  const migration = readFileSync(path.join('drizzle', '0006_coded_notes_backfill.sql'), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

  expect(await ledger()).toEqual(ledgerBefore);
  const expected = historyBefore.map((h) => (h.params?.reason ? { note: h.note, code: null, params: null } : h));
  expect(await history()).toEqual(expected);
  // The reasons are the two given above; every other note got its code back.
  expect(expected.filter((h) => h.note && !h.code).map((h) => h.note)).toEqual([
    'Tidak dianggarkan',
    'Permintaan klien',
  ]);
});
