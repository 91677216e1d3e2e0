// A selected bid's invoice is a numbered PDF for the organization that selected it; its receipt exists once paid.
import { memberReach } from '~/server/domain/tenant';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { createCase } from '~/server/domain/cases/create-case';
import { markInvoicePaid } from '~/server/domain/cases/mark-invoice-paid';
import { placeBid } from '~/server/domain/cases/place-bid';
import { selectBid } from '~/server/domain/cases/select-bid';
import { rupiah } from '~/shared/format/rupiah';
import { testDomain } from '~/test/domain-context';
import { createAgent, TEST_ACTOR, type Agent, AMPLE_LIMITS } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { keepPaper, pdfText } from '~/test/papers';
import { createClaimedPractitioner } from '~/test/practitioners';
import { invoicePaper, invoicePaperPdf } from './invoice-papers';
import { paperBytes } from './pdf/pdf-paper';

await useFileDatabase('aos_invoice_papers');

let db: Db;
let agent: Agent;
let invoiceId: string;

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({ db, ...AMPLE_LIMITS });
  const prac = await createClaimedPractitioner({
    db,
    name: 'Rina Wijaya SH',
    email: 'rina@example.com',
    serviceCodes: ['somasi'],
  });
  const kasus = await createCase({
    db,
    domain: testDomain,
    organizationId: agent.organizationId,
    livemode: true,
    input: {
      contact_name: 'Budi',
      contact_email: 'budi@example.com',
      story: 'Sengketa tanah warisan keluarga di Bandung sejak 2019.',
      area: 'perdata',
    },
  });
  const { bid_id } = await placeBid({
    db,
    domain: testDomain,
    caseId: kasus.id,
    practitionerId: prac.id,
    amountIdr: 20_000_000,
    message: 'Saya bisa bantu',
    estimatedDays: 30,
  });
  const selected = await selectBid({
    db,
    domain: testDomain,
    caseId: kasus.id,
    bidId: bid_id,
    reach: memberReach(agent.organizationId),
  });
  invoiceId = selected.invoice!.id;
});

describe('case invoice papers', () => {
  it('issue the invoice, refuse its receipt until paid, and a foreign organization gets NOT_FOUND', async () => {
    const invoice = await invoicePaper({ db, invoiceId, organizationId: agent.organizationId, kind: 'invoice' });
    expect(invoice.paper.number).toMatch(/^INV\/\d{4}\/000001$/);
    await expect(
      invoicePaper({ db, invoiceId, organizationId: agent.organizationId, kind: 'invoice_receipt' }),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
    const other = await createAgent({ db });
    await expect(
      invoicePaper({ db, invoiceId, organizationId: other.organizationId, kind: 'invoice' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await markInvoicePaid({ db, domain: testDomain, invoiceId, reach: 'platform', livemode: true, actor: TEST_ACTOR });
    const receipt = await invoicePaper({
      db,
      invoiceId,
      organizationId: agent.organizationId,
      kind: 'invoice_receipt',
    });
    expect(receipt.paper.number).toMatch(/^KWI\/\d{4}\/000001$/);

    for (const locale of ['id', 'en'] as const) {
      for (const paper of [invoice, receipt]) {
        const pdf = await paperBytes(await invoicePaperPdf({ db, settings: testDomain.settings, locale, paper }));
        keepPaper(`${paper.paper.kind.replace('_', '-')}-${locale}`, pdf);
        const text = pdfText(pdf);
        expect(text).toContain(paper.paper.number);
        expect(text).toContain(rupiah(20_000_000));
        expect(text).toContain('Rina Wijaya SH');
        expect(text).toContain(invoiceId);
      }
    }
  });
});
