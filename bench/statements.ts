// Shared by the statement capture (print-statements.ts, the drift test) and the bench: one organization and
// key able to order, and the two requests pgbench mirrors.
import { serviceDomainContext } from '~/server/composition';
import { connect } from '~/server/db/client';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { hashSecret, parseApiKey } from '~/server/domain/keys/key-format';
import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { createOrganization } from '~/server/domain/organizations/create-organization';
import { randomBase62 } from '~/server/domain/ids';
import { createClaimedPractitioner } from '~/test/practitioners';
import type { FixtureValues } from './pgbench';

const BENCH_SERVICE = 'nib-oss';
export const ORDER_BODY = JSON.stringify({
  service: BENCH_SERVICE,
  intake: { nama_usaha: 'PT Bench', kbli: '62019', nik_pemilik: '3171000000000001' },
});

export type BenchAgent = { organizationId: string; apiKey: string };

/** An approved organization with a deposit nothing in a bench can exhaust and keys with limits as high. */
export async function arrangeAgents(
  url: string,
  orgs: number,
  keysPerOrg: number,
  webhookUrl: string | null = null,
): Promise<BenchAgent[]> {
  const { db, sql } = connect(url, { max: 2 });
  const agents: BenchAgent[] = [];
  try {
    for (let o = 0; o < orgs; o++) {
      const org = await createOrganization({
        db,
        name: `Bench ${o} ${randomBase62(4)}`,
        status: 'approved',
        approvalThresholdIdr: 1_000_000_000_000,
      });
      await recordDeposit({
        db,
        domain: serviceDomainContext(),
        organizationId: org.id,
        amountIdr: 1_000_000_000_000_000,
        reference: `BENCH-${randomBase62(12)}`,
        actor: { type: 'cli', id: 'bench' },
      });
      for (let k = 0; k < keysPerOrg; k++) {
        const key = await createApiKey({
          livemode: true,
          db,
          organizationId: org.id,
          name: `bench ${o}.${k}`,
          perOrderLimitIdr: 1_000_000_000,
          monthlyLimitIdr: 1_000_000_000_000_000,
          webhookUrl,
        });
        agents.push({ organizationId: org.id, apiKey: key.api_key });
      }
    }
  } finally {
    await sql.end();
  }
  return agents;
}

/**
 * `count` practitioners who take the bench's orders (`--practitioners`), made and claimed as the tests make them.
 * Without them every order's first offering finds nobody (performance.md, finding 105).
 */
export async function arrangePractitioners(url: string, count: number): Promise<void> {
  const { db, sql } = connect(url, { max: 2 });
  try {
    for (let i = 0; i < count; i++)
      await createClaimedPractitioner({
        db,
        name: `Praktisi Bench ${i}`,
        email: `praktisi-${i}-${randomBase62(6).toLowerCase()}@bench.example`,
        serviceCodes: [BENCH_SERVICE],
      });
  } finally {
    await sql.end();
  }
}

export const arrangeAgent = async (url: string) => (await arrangeAgents(url, 1, 1))[0]!;

export function orderRequests(agent: BenchAgent, base = 'http://127.0.0.1') {
  const headers = { Authorization: `Bearer ${agent.apiKey}`, 'Content-Type': 'application/json' };
  return {
    create: () =>
      new Request(`${base}/v1/orders`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': `cap-${randomBase62(16)}` },
        body: ORDER_BODY,
      }),
    get: (id: string) => new Request(`${base}/v1/orders/${id}`, { headers }),
  };
}

/** The arranged rows pgbench scripts refer to by name. */
export async function fixtureValues(url: string, agent: BenchAgent): Promise<FixtureValues> {
  const { sql } = connect(url, { max: 1 });
  try {
    const { prefix, secret } = parseApiKey(agent.apiKey)!;
    const [key] = await sql`select id from api_key where prefix = ${prefix}`;
    const [deposit] =
      await sql`select id from ledger_account where kind = 'deposit' and owner_id = ${agent.organizationId}`;
    return {
      org_id: agent.organizationId,
      key_id: String(key!.id),
      key_prefix: prefix,
      key_hash: hashSecret(secret),
      deposit_account_id: String(deposit!.id),
    };
  } finally {
    await sql.end();
  }
}
