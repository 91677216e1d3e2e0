// The key order of a jsonb object, as the POST's answer spells its intake without reading the row back
// (orders/create-order.ts): what Postgres itself returns for the same object.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect } from './client';
import { inJsonbKeyOrder } from './jsonb-key-order';

const handle = connect(inject('appDatabaseUrl'), { max: 1 });
afterAll(() => handle.sql.end({ timeout: 0 }));

describe('inJsonbKeyOrder', () => {
  it('orders keys as a stored jsonb object comes back: shorter first, then by UTF-8 bytes, digits as JS keeps them', async () => {
    const intake = {
      nama_usaha: 'PT A',
      kbli: '62019',
      b: '1',
      a: '2',
      Z: '3',
      é: '4',
      ab: '5',
      '10': '6',
      '9': '7',
      alamat_kantor_pusat: '8',
    };
    const [row] = await handle.db.execute<{ stored: Record<string, string> }>(
      sql`select ${JSON.stringify(intake)}::jsonb as stored`,
    );
    const ordered = inJsonbKeyOrder(intake);
    expect(Object.keys(ordered)).toEqual(Object.keys(row!.stored));
    expect(JSON.stringify(ordered)).toBe(JSON.stringify(row!.stored));
    expect(Object.keys(intake)).not.toEqual(Object.keys(row!.stored));
  });
});
