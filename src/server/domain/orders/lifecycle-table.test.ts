import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '~/server/db/schema';
import { ORDER_ACTIONS } from '~/shared/orders/order-actions';
import { MOVES, TRANSITIONS } from './lifecycle';

describe('lifecycle table', () => {
  it('derives exactly the decided transitions (decisions.md, Order lifecycle)', () => {
    const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].sort();
    const expected: Record<string, string[]> = {
      menunggu_bayar: ['dibayar', 'dibatalkan'],
      dibayar: ['ditawarkan', 'dibatalkan'],
      ditawarkan: ['diambil', 'dibatalkan'],
      diambil: ['dikerjakan', 'ditawarkan', 'dibatalkan'],
      dikerjakan: ['butuh_input_klien', 'diserahkan', 'ditawarkan', 'dibatalkan'],
      butuh_input_klien: ['dikerjakan', 'dibatalkan'],
      diserahkan: ['selesai', 'dikerjakan', 'sengketa'],
      sengketa: ['selesai', 'direfund'],
      selesai: [],
      dibatalkan: ['direfund'],
      direfund: [],
    };
    for (const status of ORDER_STATUSES) expect(sorted(TRANSITIONS[status]), status).toEqual(sorted(expected[status]));
  });

  it('names every viewer action by at least one move, and only known actions', () => {
    const used = new Set(Object.values(MOVES).flatMap((m) => ('action' in m ? [m.action] : [])));
    expect([...used].sort()).toEqual([...ORDER_ACTIONS].sort());
  });
});

describe('job payloads', () => {
  it('an expire_offer job queued before orderId was added still parses', async () => {
    const { expireOfferJob } = await import('~/server/domain/offers/offer-jobs');
    expect(expireOfferJob.payload.parse({ offerId: 'ofr_1' })).toEqual({ offerId: 'ofr_1', orderId: '' });
  });
});
