import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows';

type Row = { id: string; price: number | null; name?: string };
const rows: Row[] = [
  { id: 'a', price: 900, name: 'Zaitun' },
  { id: 'b', price: null, name: 'ápel' },
  { id: 'c', price: 50, name: 'Bakso' },
  { id: 'd', price: 900, name: undefined },
];
const ids = (list: Row[]) => list.map((r) => r.id).join('');

describe('sortRows', () => {
  it('orders numbers as numbers, both ways, rows without a value last, ties in their first order', () => {
    expect(ids(sortRows(rows, (r) => r.price, 'asc', 'id'))).toBe('cadb');
    expect(ids(sortRows(rows, (r) => r.price, 'desc', 'id'))).toBe('adcb');
  });

  it('orders text in the reader language (accents sort with their letter)', () => {
    expect(ids(sortRows(rows, (r) => r.name, 'asc', 'en'))).toBe('bcad');
    expect(ids(sortRows(rows, (r) => r.name, 'desc', 'en'))).toBe('acbd');
  });

  it('leaves the input as it was', () => {
    sortRows(rows, (r) => r.price, 'asc', 'id');
    expect(ids(rows)).toBe('abcd');
  });
});
