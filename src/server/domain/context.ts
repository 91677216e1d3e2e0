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

/**
 * What the domain needs from the process it runs in: where jobs are scheduled and the settings of its rules.
 * Built once by each entry point (server/composition.ts) and passed to the functions that schedule a job or
 * read a setting, in the options they take; tests pass one with a recording scheduler or other settings.
 */
export type DomainContext = { jobs: JobScheduler; settings: DomainSettings };
