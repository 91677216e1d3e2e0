// The case board's privacy rule (decisions.md, Privacy): practitioners see story, area, urgency and budget
// range; the contact's name, e-mail and phone only reach the practitioner whose bid was selected.
import { memberReach } from '~/server/domain/tenant';
import { testDomain } from '~/test/domain-context';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { bids } from '~/server/db/schema';
import { createCase } from '~/server/domain/cases/create-case';
import { selectBid } from '~/server/domain/cases/select-bid';
import { dashboardAs } from '~/test/dashboard';
import { createAgent, type Agent } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { createPractitionerUser, type PractitionerPerson } from './test-people';

await useFileDatabase('aos_prac_cases');

let db: Db;
let agent: Agent;
let siti: PractitionerPerson;
let andi: PractitionerPerson;

const contact = {
  contact_name: 'Budi Santoso',
  contact_email: 'budi.santoso@contoh.co.id',
  contact_phone: '+62 812 0000 1111',
};
const story = 'Sengketa wanprestasi dengan pemasok bahan baku, nilai kontrak sekitar 800 juta rupiah.';

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({ db });
  siti = await createPractitionerUser(db, 'Siti SH', ['litigasi-perdata']);
  andi = await createPractitionerUser(db, 'Andi SH', ['somasi']);
});

const as = (p: PractitionerPerson) => dashboardAs(db, p.user).practitioner;
const newCase = () =>
  createCase({
    db,
    domain: testDomain,
    organizationId: agent.organizationId,
    livemode: true,
    input: { ...contact, story, area: 'perdata', urgency: 'tinggi', budget_range: '50-100 juta' },
  });
const bid = { amountIdr: 75_000_000, message: 'Saya berpengalaman menangani wanprestasi.', estimatedDays: 30 };

function expectNoContact(value: unknown) {
  const text = JSON.stringify(value);
  for (const secret of [contact.contact_name, contact.contact_email, contact.contact_phone])
    expect(text).not.toContain(secret);
}

describe('case board', () => {
  it('lists open cases with story, area, urgency and budget, and no contact details', async () => {
    const kase = await newCase();
    const board = await as(siti).cases.board();
    const row = board.find((c) => c.id === kase.id)!;
    expect(row).toMatchObject({
      story,
      area: 'perdata',
      urgency: 'tinggi',
      budget_range: '50-100 juta',
      bid_count: 0,
      my_bid: null,
    });
    for (const key of ['contact_name', 'contact_email', 'contact_phone', 'contact'])
      expect(row).not.toHaveProperty(key);
    expectNoContact(board);
  });

  it('shows the contact to the selected bidder only, after selection', async () => {
    const kase = await newCase();
    const sitiBid = await as(siti).cases.bid({ caseId: kase.id, ...bid });
    await as(andi).cases.bid({ caseId: kase.id, ...bid, amountIdr: 90_000_000 });
    const board = await as(andi).cases.board();
    expect(board.find((c) => c.id === kase.id)).toMatchObject({
      bid_count: 2,
      my_bid: { amount_idr: 90_000_000, status: 'aktif' },
    });
    // Before selection: nobody has the contact.
    for (const p of [siti, andi]) {
      const mine = (await as(p).cases.myBids()).find((b) => b.case_id === kase.id)!;
      expect(mine.contact).toBeNull();
      expectNoContact(mine);
    }
    await selectBid({
      db,
      domain: testDomain,
      caseId: kase.id,
      bidId: sitiBid.bid_id,
      reach: memberReach(agent.organizationId),
    });
    const selected = (await as(siti).cases.myBids()).find((b) => b.case_id === kase.id)!;
    expect(selected).toMatchObject({
      status: 'dipilih',
      case_status: 'dipilih',
      contact: { name: contact.contact_name, email: contact.contact_email, phone: contact.contact_phone },
      invoice: { amount_idr: bid.amountIdr, status: 'belum_dibayar' },
    });
    const rejected = (await as(andi).cases.myBids()).find((b) => b.case_id === kase.id)!;
    expect(rejected).toMatchObject({ status: 'ditolak', contact: null, invoice: null });
    expectNoContact(await as(andi).cases.myBids());
    // The case has left the board.
    expect((await as(andi).cases.board()).map((c) => c.id)).not.toContain(kase.id);
  });

  it('refuses a second bid (409), a bid on a closed case (409) and an invalid bid (400), writing nothing', async () => {
    const kase = await newCase();
    const first = await as(siti).cases.bid({ caseId: kase.id, ...bid });
    await expect(as(siti).cases.bid({ caseId: kase.id, ...bid })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(as(andi).cases.bid({ caseId: kase.id, ...bid, amountIdr: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(as(andi).cases.bid({ caseId: kase.id, ...bid, message: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await selectBid({ reach: 'platform', db, domain: testDomain, caseId: kase.id, bidId: first.bid_id });
    await expect(as(andi).cases.bid({ caseId: kase.id, ...bid })).rejects.toMatchObject({ code: 'CONFLICT' });
    const [n] = await db.select({ n: count() }).from(bids).where(eq(bids.caseId, kase.id));
    expect(n!.n).toBe(1);
  });
});
