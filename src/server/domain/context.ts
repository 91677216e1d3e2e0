import type { JobScheduler } from '~/server/domain/jobs/job-scheduler';

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
  /** Base of links in e-mails (no trailing slash). */
  publicUrl: string;
  /** The service's account that organizations transfer deposits to. */
  bank: { name: string; accountNumber: string; accountName: string };
};

export type DomainContext = { jobs: JobScheduler; settings: DomainSettings };

// On globalThis: Next may load this module once per route bundle, and all must see one context.
const holder = globalThis as unknown as { aosDomainContext?: DomainContext | null };

/**
 * Installed once per process by the composition root (server/wire-domain.ts): domain functions keep their
 * signatures, and neither the job runner nor the environment reader is imported by the domain. Tests
 * install a recording scheduler or other settings the same way and get the previous context back.
 */
export function installDomainContext(context: DomainContext): DomainContext | null {
  const previous = holder.aosDomainContext ?? null;
  holder.aosDomainContext = context;
  return previous;
}

export function domainContext(): DomainContext {
  const context = holder.aosDomainContext;
  if (!context) throw new Error('Domain context not installed: call wireDomain() (server/wire-domain.ts) first.');
  return context;
}
