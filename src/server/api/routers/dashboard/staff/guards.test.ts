// Every staff procedure is guarded by its platform role at the router: anonymous callers are
// UNAUTHORIZED, everyone else without that role is FORBIDDEN, and a refused call changes nothing.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '~/server/api/context';
import { AppError } from '~/server/domain/errors';
import { getDb, type Db } from '~/server/db/client';
import { auditLog, bankTransfers, organization } from '~/server/db/schema';
import { ledgerBalance } from '~/server/domain/ledger/accounts';
import { createUser, dashboardAs } from '~/test/dashboard';
import { createAgent, type Agent } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { createPractitionerUser } from '~/server/api/routers/dashboard/practitioner/test-people';

await useFileDatabase('aos_staff_guards');

type Caller = ReturnType<typeof dashboardAs>;
let db: Db;
let agent: Agent;
let people: { operator: SessionUser; finance: SessionUser; member: SessionUser; practitioner: SessionUser };

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({ db, status: 'pending', depositIdr: 1_000_000 });
  people = {
    operator: await createUser(db, { platformRole: 'operator' }),
    finance: await createUser(db, { platformRole: 'finance' }),
    member: await createUser(db),
    practitioner: (await createPractitionerUser(db, 'Praktisi Uji', ['somasi'])).user,
  };
});

const org = () => agent.organizationId;
const operatorCalls: [string, (c: Caller) => Promise<unknown>][] = [
  ['home', (c) => c.staff.operator.home()],
  ['applications.list', (c) => c.staff.operator.applications.list({})],
  [
    'applications.setStatus',
    (c) => c.staff.operator.applications.setStatus({ organizationId: org(), status: 'approved' }),
  ],
  ['catalog.list', (c) => c.staff.operator.catalog.list()],
  [
    'catalog.update',
    (c) =>
      c.staff.operator.catalog.update({
        code: 'somasi',
        name: 'Somasi',
        description: 'Surat somasi kepada pihak lawan',
        priceIdr: 1,
        slaHours: 1,
        pricing: 'fixed',
        active: true,
        agentVisible: true,
        agentOrderable: true,
      }),
  ],
  [
    'catalog.addField',
    (c) =>
      c.staff.operator.catalog.addField({ code: 'somasi', key: 'x', label: 'X', required: false, description: '' }),
  ],
  [
    'catalog.updateField',
    (c) =>
      c.staff.operator.catalog.updateField({ code: 'somasi', key: 'x', label: 'X', required: false, description: '' }),
  ],
  ['catalog.removeField', (c) => c.staff.operator.catalog.removeField({ code: 'somasi', key: 'x' })],
  ['practitioners.list', (c) => c.staff.operator.practitioners.list()],
  [
    'practitioners.create',
    (c) =>
      c.staff.operator.practitioners.create({ name: 'Baru SH', email: 'baru@example.com', serviceCodes: ['somasi'] }),
  ],
  [
    'practitioners.setActive',
    (c) => c.staff.operator.practitioners.setActive({ practitionerId: 'prac_x', active: false }),
  ],
  [
    'practitioners.setServices',
    (c) => c.staff.operator.practitioners.setServices({ practitionerId: 'prac_x', serviceCodes: ['somasi'] }),
  ],
  ['disputes.list', (c) => c.staff.operator.disputes.list()],
  ['disputes.resolve', (c) => c.staff.operator.disputes.resolve({ orderId: 'ord_x', decision: 'client' })],
  ['cancellations.list', (c) => c.staff.operator.cancellations.list()],
  [
    'cancellations.cancel',
    (c) => c.staff.operator.cancellations.cancel({ orderId: 'ord_x', reason: 'uji pembatalan' }),
  ],
  ['keys.list', (c) => c.staff.operator.keys.list({})],
  ['keys.revealSecret', (c) => c.staff.operator.keys.revealSecret({ prefix: agent.prefix })],
  ['operations.board', (c) => c.staff.operator.operations.board()],
  [
    'operations.pauseTarget',
    (c) => c.staff.operator.operations.pauseTarget({ organizationId: org(), targetUrl: 'https://x.contoh.id/h' }),
  ],
  [
    'operations.resumeTarget',
    (c) => c.staff.operator.operations.resumeTarget({ organizationId: org(), targetUrl: 'https://x.contoh.id/h' }),
  ],
];
const financeCalls: [string, (c: Caller) => Promise<unknown>][] = [
  ['home', (c) => c.staff.finance.home()],
  ['transfers.list', (c) => c.staff.finance.transfers.list()],
  ['transfers.organization', (c) => c.staff.finance.transfers.organization({ organizationId: org() })],
  [
    'transfers.record',
    (c) => c.staff.finance.transfers.record({ organizationId: org(), amountIdr: 5_000_000, reference: 'BCA-GUARD-1' }),
  ],
  ['invoices.list', (c) => c.staff.finance.invoices.list({})],
  ['invoices.markPaid', (c) => c.staff.finance.invoices.markPaid({ invoiceId: 'inv_x' })],
];

describe('staff router guards', () => {
  it.each([...operatorCalls, ...financeCalls])('%s: anonymous is UNAUTHORIZED', async (_name, call) => {
    await expect(call(dashboardAs(db, null))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each(operatorCalls)('operator %s: finance, org members and practitioners are FORBIDDEN', async (_name, call) => {
    for (const person of [people.finance, people.member, people.practitioner]) {
      await expect(call(dashboardAs(db, person))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it.each(financeCalls)('finance %s: operators, org members and practitioners are FORBIDDEN', async (_name, call) => {
    for (const person of [people.operator, people.member, people.practitioner]) {
      await expect(call(dashboardAs(db, person))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it.each([
    ...operatorCalls.map((c) => ['operator', ...c] as const),
    ...financeCalls.map((c) => ['finance', ...c] as const),
  ])('%s %s: refused to the right role without a second factor', async (role, _name, call) => {
    const unenrolled = await createUser(db, { platformRole: role, twoFactor: false });
    const refusal: unknown = await call(dashboardAs(db, unenrolled)).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: 'FORBIDDEN' });
    // tRPC wraps the domain's AppError (twice: middleware, then procedure): its reason names the rule.
    let cause: unknown = refusal;
    while (cause instanceof Error && !(cause instanceof AppError)) cause = cause.cause;
    expect((cause as AppError).details).toEqual({ reason: 'TWO_FACTOR_REQUIRED' });
  });

  it('an operator cannot record a transfer: no credit, no transfer row, no audit entry', async () => {
    const before = await ledgerBalance(db, 'deposit', org());
    await expect(
      dashboardAs(db, people.operator).staff.finance.transfers.record({
        organizationId: org(),
        amountIdr: 9_000_000,
        reference: 'BCA-OP-1',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await ledgerBalance(db, 'deposit', org())).toBe(before);
    expect(await db.select().from(bankTransfers).where(eq(bankTransfers.reference, 'BCA-OP-1'))).toEqual([]);
  });

  it('finance cannot approve an organization: status unchanged, nothing audited', async () => {
    const [audits] = await db.select({ n: count() }).from(auditLog);
    await expect(
      dashboardAs(db, people.finance).staff.operator.applications.setStatus({
        organizationId: org(),
        status: 'approved',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const [row] = await db.select({ status: organization.status }).from(organization).where(eq(organization.id, org()));
    expect(row!.status).toBe('pending');
    const [after] = await db.select({ n: count() }).from(auditLog);
    expect(after!.n).toBe(audits!.n);
  });
});
