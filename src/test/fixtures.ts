import { testDomain } from '~/test/domain-context';
import { inject } from 'vitest';
import { connect, type Db } from '~/server/db/client';
import type { OrganizationStatus } from '~/server/db/schema';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { createOrganization } from '~/server/domain/organizations/create-organization';
import { setOrganizationStatus } from '~/server/domain/organizations/set-organization-status';
import { randomBase62 } from '~/server/domain/ids';

let shared: Db | undefined;

/** The database behind the app under test (for arranging data and checking state after calls). */
export function appDb(): Db {
  shared ??= connect(inject('appDatabaseUrl'), { max: 4 }).db;
  return shared;
}

export const TEST_ACTOR = { type: 'cli' as const, id: 'test' };

export type Agent = { organizationId: string; apiKey: string; prefix: string; webhookSecret: string };

/** An organization with one API key; the key is created while approved, then the status applied. */
/** A deposit and key limits no test reaches: for tests about something other than money limits. */
export const AMPLE_LIMITS = { depositIdr: 500_000_000, monthlyLimitIdr: 1_000_000_000, perOrderLimitIdr: 100_000_000 };

export async function createAgent(
  options: {
    status?: OrganizationStatus;
    scopes?: string[];
    depositIdr?: number;
    perOrderLimitIdr?: number;
    monthlyLimitIdr?: number;
    webhookUrl?: string;
    approvalThresholdIdr?: number;
    /** Defaults to the app's database. */
    db?: Db;
  } = {},
): Promise<Agent> {
  const db = options.db ?? appDb();
  const org = await createOrganization({
    db,
    name: `Test ${randomBase62(6)}`,
    status: 'approved',
    approvalThresholdIdr: options.approvalThresholdIdr,
  });
  const key = await createApiKey({
    livemode: true,
    db,
    organizationId: org.id,
    name: 'test key',
    scopes: options.scopes,
    perOrderLimitIdr: options.perOrderLimitIdr,
    monthlyLimitIdr: options.monthlyLimitIdr,
    webhookUrl: options.webhookUrl,
  });
  if (options.depositIdr) {
    await recordDeposit({
      domain: testDomain,
      db,
      organizationId: org.id,
      amountIdr: options.depositIdr,
      reference: `TEST-${randomBase62(12)}`,
      actor: TEST_ACTOR,
    });
  }
  if (options.status && options.status !== 'approved') {
    await setOrganizationStatus({
      domain: testDomain,
      db,
      organizationId: org.id,
      status: options.status,
      reason: options.status === 'rejected' ? 'Ditolak dalam uji' : undefined,
      actor: TEST_ACTOR,
    });
  }
  return { organizationId: org.id, apiKey: key.api_key, prefix: key.prefix, webhookSecret: key.webhook_secret };
}

export type ApiResponse<T = unknown> = { status: number; headers: Headers; body: T; text: string };

/** One HTTP call to the app under test (or the app at `baseUrl`). `body` as a string is sent raw. */
export async function api<T = any>(
  path: string,
  options: {
    key?: string | null;
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    baseUrl?: string;
  } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.Authorization = `Bearer ${options.key}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const res = await fetch(`${options.baseUrl ?? inject('baseUrl')}${path}`, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}
