// The REST reads of papers: an order's receipt and the monthly statement come as PDF downloads with the key;
// another organization's order is 404, an unpaid one 409, and the verification URL on the paper answers.
import { inject, describe, expect, it } from 'vitest';
import { jakartaMonth } from '~/shared/format/jakarta-time';
import { rupiah } from '~/shared/format/rupiah';
import { api, appDb, createAgent, AMPLE_LIMITS } from '~/test/fixtures';
import { placeOrder, seededPrice } from '~/test/orders';
import { pdfText } from '~/test/papers';

async function download(path: string, key: string) {
  const res = await fetch(`${inject('baseUrl')}${path}`, { headers: { Authorization: `Bearer ${key}` } });
  return { res, pdf: Buffer.from(await res.arrayBuffer()) };
}

describe('papers on /v1', () => {
  it('GET /v1/orders/{id}/receipt is the PDF receipt of a paid order of this organization only', async () => {
    const db = appDb();
    const agent = await createAgent({ db, ...AMPLE_LIMITS, approvalThresholdIdr: 100_000_000 });
    const other = await createAgent({ db, ...AMPLE_LIMITS });
    const order = await placeOrder(db, agent, 'review-kontrak');

    const { res, pdf } = await download(`/v1/orders/${order.id}/receipt?lang=en`, agent.apiKey);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="KWT_\d{4}_\d{6}\.pdf"$/);
    const text = pdfText(pdf);
    expect(text).toContain('PAYMENT RECEIPT');
    expect(text).toContain(rupiah(seededPrice('review-kontrak')));
    const code = /verifikasi\/([0-9A-Za-z]{20})/.exec(text)![1]!;
    const verified = await api(`/verifikasi/${code}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      genuine: true,
      kind: 'receipt',
      amount_idr: seededPrice('review-kontrak'),
      practitioner: null,
    });
    expect((await api('/verifikasi/AAAAAAAAAAAAAAAAAAAA')).status).toBe(404);

    const foreign = await api(`/v1/orders/${order.id}/receipt`, { key: other.apiKey });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: { code: 'NOT_FOUND' } });

    const careful = await createAgent({ db, ...AMPLE_LIMITS, approvalThresholdIdr: 1 });
    const unpaid = await placeOrder(db, careful, 'review-kontrak');
    const refused = await api(`/v1/orders/${unpaid.id}/receipt`, { key: careful.apiKey });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'INVALID_STATE' } });
  });

  it('twelve first requests for one receipt at once: all 200 with one number (the race losers read the winner)', async () => {
    const db = appDb();
    const agent = await createAgent({ db, ...AMPLE_LIMITS });
    const order = await placeOrder(db, agent, 'review-kontrak');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => download(`/v1/orders/${order.id}/receipt`, agent.apiKey)),
    );
    expect(answers.map((a) => a.res.status)).toEqual(Array(12).fill(200));
    const names = new Set(answers.map((a) => a.res.headers.get('content-disposition')));
    expect(names.size).toBe(1);
  });

  it('GET /v1/statements/{month} is the deposit statement; a month that is not YYYY-MM is 422', async () => {
    const db = appDb();
    const agent = await createAgent({ db, ...AMPLE_LIMITS });
    const month = jakartaMonth(new Date()).label;
    const { res, pdf } = await download(`/v1/statements/${month}`, agent.apiKey);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(pdf);
    expect(text).toContain('LAPORAN DEPOSIT');
    expect(text).toContain(rupiah(AMPLE_LIMITS.depositIdr));
    expect((await api('/v1/statements/2026-13', { key: agent.apiKey })).status).toBe(422);
  });

  it('documents both as PDF downloads in the OpenAPI document', async () => {
    const doc = (await api('/v1/openapi.json')).body;
    for (const path of ['/orders/{id}/receipt', '/statements/{month}']) {
      expect(doc.paths[path].get.responses['200'].content).toEqual({
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
      });
    }
  });
});
