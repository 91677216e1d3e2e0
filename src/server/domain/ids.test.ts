import { describe, expect, it } from 'vitest';
import { randomBase62 } from './ids';

describe('randomBase62 over its pool of random bytes', () => {
  it('gives ids of the asked length from the base62 alphabet, across many refills of the 4 KiB pool', () => {
    // 2,000 ids of 24 characters take ~48,000 accepted bytes: about a dozen refills, each boundary crossed mid-id.
    const ids = Array.from({ length: 2000 }, () => randomBase62(24));
    for (const id of ids) expect(id).toMatch(/^[0-9A-Za-z]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses every character about equally (rejection sampling keeps 248..255 out of the modulo)', () => {
    const counts = new Map<string, number>();
    const text = randomBase62(62 * 2000);
    for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 2,000 expected per character; 6 standard deviations (~44 each) either way.
    for (const n of counts.values()) expect(Math.abs(n - 2000)).toBeLessThan(270);
  });
});
