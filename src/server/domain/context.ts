import type { DbOrTx } from '~/server/db/client';
import type { cases, orders } from '~/server/db/schema';
import type { FileStorage } from '~/server/domain/files/file-store';
import type { JobScheduler } from '~/server/domain/jobs/job-scheduler';
import type { MoveName } from '~/server/domain/orders/lifecycle';

/** The settings the domain's rules read; the composition root fills them from the environment. */
export type DomainSettings = {
  /** How long a practitioner has to answer an offer; also the wait before the next offering round. */
  offerWindowSeconds: number;
  /** Test mode: the simulated practitioner's pause between two steps of a test order. */
  testModeStepSeconds: number;
  /** Webhook retries wait base, 2×base, 4×base… seconds after failures. */
  webhookRetryBaseSeconds: number;
  webhookTimeoutMs: number;
  /** Development only: lets webhooks reach loopback and private addresses. */
  allowPrivateWebhookTargets: boolean;
  /** Base of links in e-mails and of file links (no trailing slash). */
  publicUrl: string;
  /** Signed file links (`download_url`): the HMAC key, derived from the auth secret, and how long a link works. */
  fileLinks: { secret: string; ttlSeconds: number };
  /** The service's account that organizations transfer deposits to. */
  bank: { name: string; accountNumber: string; accountName: string };
};

/** A reaction to a move of an order, in the move's transaction, once its status has changed. */
/** An order's row (as orders/load-order.ts names it; spelled here so the context depends on no domain module). */
type OrderRow = typeof orders.$inferSelect;

export type AfterMove = (tx: DbOrTx, domain: DomainContext, order: OrderRow, move: MoveName) => Promise<void>;

/**
 * Offering's reaction to a move. `recorded` settles once the move's history row and event have answered and their
 * jobs are scheduled: the reaction may send its statements before that (Postgres runs them after the move's), and
 * schedules its own jobs only after it, so that they follow the move's (a batch keeps the order jobs were given in).
 */
export type OfferingReaction = (
  tx: DbOrTx,
  domain: DomainContext,
  order: OrderRow,
  move: MoveName,
  recorded: Promise<void>,
) => Promise<void>;

/**
 * The simulated practitioner of test orders (testmode/simulation.ts), the one seam of the simulation: the core
 * (orders, offers, cases) asks it whom to offer an order to and tells it of offers, moves and new cases; it has no
 * test-mode branch.
 */
export type Simulation = {
  /** Whom to offer `order` to instead of the live pool; null: the live pool. */
  candidates(order: OrderRow): readonly string[] | null;
  /** When offering of a paid order starts; undefined: now. */
  offeringStartsAt(domain: DomainContext, order: OrderRow): Date | undefined;
  /** After an offer of `order` went out. */
  afterOffer(tx: DbOrTx, domain: DomainContext, order: OrderRow): Promise<void>;
  afterMove: AfterMove;
  /** A case was just submitted (in its transaction, before anyone can read it). */
  afterCaseSubmitted(tx: DbOrTx, kase: typeof cases.$inferSelect): Promise<void>;
};

/**
 * What the domain needs from the process it runs in: where jobs are scheduled, the settings of its rules, and
 * the reactions to order moves that live outside orders (offering, the simulation), so that orders import
 * neither. Built once by each entry point (server/composition.ts) and passed to the functions that use it, in
 * the options they take; tests pass one with a recording scheduler or other settings.
 */
export type DomainContext = {
  jobs: JobScheduler;
  /** Where file bytes are written and read (storage port). */
  files: FileStorage;
  settings: DomainSettings;
  /** Offering's reaction to order moves (offers/offering-reactions.ts). */
  offering: OfferingReaction;
  simulation: Simulation;
};
