// The order endpoints send toOrderView's record without parsing it with the output schema (`exactOutput`): that is
// only right while parsing would change nothing, not a key, not a value, not the order of the keys in the JSON.
import { describe, expect, it } from 'vitest';
import { withLinks } from '~/server/domain/files/order-files';
import { toOrderView } from '~/server/domain/orders/order-view';
import { testDomain } from '~/test/domain-context';
import { orderSchema } from './order-schema';

const at = new Date('2026-11-26T05:00:00.123Z');
const row = {
  id: 'ord_exact',
  organizationId: 'org_1',
  apiKeyId: 'key_1',
  serviceCode: 'nib-oss',
  status: 'butuh_input_klien' as const,
  priceIdr: 750000,
  maxBudget: 800000,
  // As read from jsonb: keys in whatever order Postgres keeps them.
  intake: { nik_pemilik: '3171000000000001', kbli: '62019', nama_usaha: 'PT Bench' },
  callbackUrl: 'https://agent.example/hook',
  slaDueAt: at,
  deliverable: null,
  approvalRequired: false,
  practitionerId: 'prac_1',
  paidAt: at,
  livemode: true,
  createdAt: at,
  updatedAt: at,
};
const messages = [
  { id: 'msg_1', orderId: 'ord_exact', sender: 'praktisi' as const, text: 'Mohon KTP.', createdAt: at },
  { id: 'msg_2', orderId: 'ord_exact', sender: 'klien' as const, text: 'Terlampir.', createdAt: at },
];
// As the order's JSON column and loadOrderFiles give them.
const attached = [
  {
    orderId: 'ord_exact',
    id: 'file_1',
    filename: 'ktp.pdf',
    content_type: 'application/pdf',
    size: 1234,
    sha256: 'ab'.repeat(32),
    attached_to: 'message' as const,
    intake_key: null,
    message_id: 'msg_2',
  },
];

describe('the order record sent without output parsing', () => {
  it.each([
    ['with links', { domain: testDomain, reader: { type: 'api_key' as const, id: 'key_1' } }],
    ['without links', undefined],
  ])('is exactly its parse by the output schema, %s', (_, links) => {
    const view = toOrderView(
      row,
      messages,
      { kind: 'agent', scopes: ['order:baca', 'order:buat'] },
      withLinks(attached, links),
    );
    const parsed = orderSchema.parse(view);
    expect(view).toStrictEqual(parsed);
    expect(JSON.stringify(view)).toBe(JSON.stringify(parsed));
    expect(view.files).toHaveLength(1);
    expect(view.messages).toHaveLength(2);
  });
});
