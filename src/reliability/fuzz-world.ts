// The data the fuzzing scenarios aim at (not a scenario itself): an organization with orders in the states
// where a request would succeed or be refused, cases with bids, keys of every kind (narrow, pending,
// rejected, revoked), another organization whose ids must stay out of reach, and a snapshot of everything a
// request could change, for the before/after comparison of rejected batches.
import { testDomain } from '~/test/domain-context';
import { sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { createCase } from '~/server/domain/cases/create-case';
import { placeBid } from '~/server/domain/cases/place-bid';
import { selectBid } from '~/server/domain/cases/select-bid';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { revokeApiKey } from '~/server/domain/keys/revoke-api-key';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { askClient, deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { runOffering } from '~/server/domain/offers/offering';
import { randomBase62 } from '~/server/domain/ids';
import { createAgent, type Agent } from '~/test/fixtures';
import { placeOrder } from '~/test/orders';
import { createClaimedPractitioner } from '~/test/practitioners';
import { registerSecret } from './secrets-registry';

export type World = {
  main: Agent;
  /** Only `saldo:baca`. */
  narrow: Agent;
  pending: Agent;
  rejected: Agent;
  other: Agent;
  revokedKey: string;
  practitionerId: string;
  orders: { paid: string; waiting: string; delivered: string; all: string[] };
  cases: { open: string; openBids: string[]; selected: string; selectedBid: string; all: string[] };
  foreign: { orders: string[]; cases: string[]; bids: string[] };
  /** A unique value put into string fields; it must never appear in a log (registered as a secret). */
  marker: string;
};

const STORY = 'Sengketa tanah warisan keluarga di Bandung sejak 2019, butuh pendampingan.';

function register(agent: Agent): Agent {
  registerSecret('api_key', agent.apiKey);
  registerSecret('webhook_secret', agent.webhookSecret);
  return agent;
}

async function orderIn(
  db: Db,
  agent: Agent,
  practitionerId: string,
  until: 'dibayar' | 'butuh_input_klien' | 'diserahkan',
): Promise<string> {
  const order = await placeOrder(db, agent, 'review-kontrak');
  if (until === 'dibayar') return order.id;
  await runOffering({ db, domain: testDomain, orderId: order.id });
  await acceptOffer({ db, domain: testDomain, orderId: order.id, practitionerId });
  await startWork({ db, domain: testDomain, orderId: order.id, practitionerId });
  if (until === 'butuh_input_klien')
    await askClient({
      db,
      domain: testDomain,
      orderId: order.id,
      practitionerId,
      text: 'Mohon kirim lampiran kontrak.',
    });
  else await deliverOrder({ db, domain: testDomain, orderId: order.id, practitionerId, text: 'Memo hasil review.' });
  return order.id;
}

async function caseWithBids(db: Db, organizationId: string, practitionerIds: string[]) {
  const created = await createCase({
    db,
    domain: testDomain,
    organizationId,
    livemode: true,
    input: { contact_name: 'Budi', contact_email: 'budi@contoh.id', story: STORY },
  });
  const bidIds: string[] = [];
  for (const [i, practitionerId] of practitionerIds.entries()) {
    bidIds.push(
      (
        await placeBid({
          domain: testDomain,
          db,
          caseId: created.id,
          practitionerId,
          amountIdr: 10_000_000 + i,
          message: 'Saya bisa bantu.',
        })
      ).bid_id,
    );
  }
  return { caseId: created.id, bidIds };
}

export async function buildWorld(db: Db): Promise<World> {
  const big = {
    db,
    depositIdr: 500_000_000_000,
    perOrderLimitIdr: 10_000_000_000,
    monthlyLimitIdr: 900_000_000_000,
    approvalThresholdIdr: 8_000_000,
  };
  const main = register(await createAgent(big));
  const narrow = register(await createAgent({ db, scopes: ['saldo:baca'], depositIdr: 10_000_000 }));
  const pending = register(await createAgent({ db, status: 'pending', depositIdr: 10_000_000 }));
  const rejected = register(await createAgent({ db, status: 'rejected', depositIdr: 10_000_000 }));
  const other = register(await createAgent(big));
  const revoked = await createApiKey({ livemode: true, db, organizationId: main.organizationId, name: 'dicabut' });
  registerSecret('api_key', revoked.api_key);
  await revokeApiKey({ db, prefix: revoked.prefix, reach: 'platform' });

  const suffix = randomBase62(6).toLowerCase();
  const pracs = [
    (
      await createClaimedPractitioner({
        db,
        name: 'Rina SH',
        email: `rina-${suffix}@example.com`,
        serviceCodes: ['review-kontrak', 'litigasi-perdata'],
      })
    ).id,
    (
      await createClaimedPractitioner({
        db,
        name: 'Budi SH',
        email: `budi-${suffix}@example.com`,
        serviceCodes: ['litigasi-perdata'],
      })
    ).id,
  ];
  const practitionerId = pracs[0]!;
  const paid = await orderIn(db, main, practitionerId, 'dibayar');
  const waiting = await orderIn(db, main, practitionerId, 'butuh_input_klien');
  const delivered = await orderIn(db, main, practitionerId, 'diserahkan');
  const open = await caseWithBids(db, main.organizationId, pracs);
  const selected = await caseWithBids(db, main.organizationId, pracs);
  await selectBid({ reach: 'platform', db, domain: testDomain, caseId: selected.caseId, bidId: selected.bidIds[0]! });

  const foreignOrders = [
    await orderIn(db, other, practitionerId, 'butuh_input_klien'),
    await orderIn(db, other, practitionerId, 'diserahkan'),
  ];
  const foreignCase = await caseWithBids(db, other.organizationId, pracs);

  const marker = `sqlp${randomBase62(16)}`;
  registerSecret('sql_parameter', marker, 'fuzz marker');
  return {
    main,
    narrow,
    pending,
    rejected,
    other,
    revokedKey: revoked.api_key,
    practitionerId,
    orders: { paid, waiting, delivered, all: [paid, waiting, delivered] },
    cases: {
      open: open.caseId,
      openBids: open.bidIds,
      selected: selected.caseId,
      selectedBid: selected.bidIds[0]!,
      all: [open.caseId, selected.caseId],
    },
    foreign: { orders: foreignOrders, cases: [foreignCase.caseId], bids: foreignCase.bidIds },
    marker,
  };
}

/**
 * Everything a request could write (row counts, states, balances), as one comparable value. Excluded on
 * purpose: rate-limit windows and `api_key.last_used_at`, which every authenticated request may touch.
 */
export async function databaseSnapshot(db: Db): Promise<Record<string, string>> {
  const [row] = await db.execute<Record<string, string | null>>(sql`
    select
      (select count(*) from "order") as orders,
      (select coalesce(string_agg(id || ':' || status || ':' || updated_at::text, ',' order by id), '') from "order") as order_states,
      (select count(*) from order_message) as messages,
      (select count(*) from order_status_history) as history,
      (select count(*) from offer) as offers,
      (select count(*) from ledger_transaction) as ledger_transactions,
      (select count(*) from ledger_entry) as ledger_entries,
      (select coalesce(string_agg(kind || ':' || owner_id || ':' || balance_idr, ',' order by kind, owner_id), '') from ledger_account) as balances,
      (select count(*) from idempotency_key) as idempotency_keys,
      (select count(*) from webhook_event) as webhook_events,
      (select count(*) from webhook_attempt) as webhook_attempts,
      (select count(*) from "case") as cases,
      (select coalesce(string_agg(id || ':' || status || ':' || coalesce(selected_bid_id, '-'), ',' order by id), '') from "case") as case_states,
      (select coalesce(string_agg(id || ':' || status, ',' order by id), '') from bid) as bids,
      (select count(*) from invoice) as invoices,
      (select coalesce(string_agg(prefix || ':' || coalesce(revoked_at::text, '-'), ',' order by prefix), '') from api_key) as keys,
      (select count(*) from organization) as organizations,
      (select count(*) from audit_log) as audit,
      (select count(*) from mail_outbox) as mail,
      (select count(*) from graphile_worker.jobs) as jobs`);
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, String(v)]));
}

/** The fields of two snapshots that differ, for a readable failure. */
export function snapshotDiff(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before)
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k}: ${before[k]!.slice(0, 200)} -> ${after[k]!.slice(0, 200)}`);
}

/** Replaces every secret of the world (keys, marker) in text meant for people: test output must not leak. */
export function redact(text: string, world: World): string {
  let out = text;
  const names: [string, string][] = [
    [world.main.apiKey, '<KEY_MAIN>'],
    [world.narrow.apiKey, '<KEY_NARROW>'],
    [world.pending.apiKey, '<KEY_PENDING>'],
    [world.rejected.apiKey, '<KEY_REJECTED>'],
    [world.other.apiKey, '<KEY_OTHER>'],
    [world.revokedKey, '<KEY_REVOKED>'],
    [world.marker, '<MARKER>'],
  ];
  for (const [value, name] of names) out = out.split(value).join(name);
  return out
    .replace(/\b(svc_(?:live|test)_[0-9A-Za-z]{8})\.[0-9A-Za-z]+/g, '$1.<secret>')
    .replace(/\bwhsec_[0-9A-Za-z]+/g, 'whsec_<secret>');
}
