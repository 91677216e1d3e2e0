// Every practitioner procedure refuses anonymous callers and people who are not (active) practitioners,
// at the router, whatever the page shows.
import { testDomain } from '~/test/domain-context';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '~/server/api/context';
import { getDb, type Db } from '~/server/db/client';
import { setPractitionerActive } from '~/server/domain/practitioners/set-practitioner-active';
import { createUser, dashboardAs } from '~/test/dashboard';
import { useFileDatabase } from '~/test/file-database';
import { createPractitionerUser } from './test-people';

await useFileDatabase('aos_prac_guards');
let db: Db;
beforeAll(async () => {
  db = await getDb();
});

const orderId = 'ord_000000000000000000000000';
const calls: [string, (caller: ReturnType<typeof dashboardAs>) => Promise<unknown>][] = [
  ['offers.list', (c) => c.practitioner.offers.list()],
  ['offers.accept', (c) => c.practitioner.offers.accept({ orderId })],
  ['offers.decline', (c) => c.practitioner.offers.decline({ orderId })],
  ['orders.list', (c) => c.practitioner.orders.list()],
  ['orders.start', (c) => c.practitioner.orders.start({ orderId })],
  ['orders.release', (c) => c.practitioner.orders.release({ orderId })],
  ['orders.askClient', (c) => c.practitioner.orders.askClient({ orderId, text: 'Mohon data' })],
  ['orders.deliver', (c) => c.practitioner.orders.deliver({ orderId, text: 'Hasil' })],
  ['cases.board', (c) => c.practitioner.cases.board()],
  ['cases.myBids', (c) => c.practitioner.cases.myBids()],
  [
    'cases.bid',
    (c) =>
      c.practitioner.cases.bid({
        caseId: 'case_x',
        amountIdr: 1_000_000,
        message: 'Saya bisa mengerjakan ini',
        estimatedDays: 5,
      }),
  ],
];

describe('practitioner router guards', () => {
  it.each(calls)('%s: anonymous is UNAUTHORIZED', async (_name, call) => {
    await expect(call(dashboardAs(db, null))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each(calls)(
    '%s: a signed-in non-practitioner (org member, operator, finance) is FORBIDDEN',
    async (_name, call) => {
      const people: SessionUser[] = [
        await createUser(db),
        await createUser(db, { platformRole: 'operator' }),
        await createUser(db, { platformRole: 'finance' }),
      ];
      for (const person of people)
        await expect(call(dashboardAs(db, person))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    },
  );

  it('a deactivated practitioner is FORBIDDEN until activated again', async () => {
    const prac = await createPractitionerUser(db, 'Nonaktif SH', ['somasi']);
    await expect(dashboardAs(db, prac.user).practitioner.offers.list()).resolves.toMatchObject({ offers: [] });
    const actor = { type: 'cli' as const, id: 'test' };
    await setPractitionerActive({ db, domain: testDomain, practitionerId: prac.practitionerId, active: false, actor });
    await expect(dashboardAs(db, prac.user).practitioner.offers.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await setPractitionerActive({ db, domain: testDomain, practitionerId: prac.practitionerId, active: true, actor });
    await expect(dashboardAs(db, prac.user).practitioner.cases.board()).resolves.toEqual([]);
  });
});
