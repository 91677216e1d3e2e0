import { describe, expect, it } from 'vitest';
import { literalMalformedPath } from './malformed-path';

describe('literalMalformedPath', () => {
  it('leaves well-formed targets alone and takes a malformed path literally (the query untouched)', () => {
    expect(literalMalformedPath('/v1/orders/ord_1?x=%41')).toBe('/v1/orders/ord_1?x=%41');
    expect(literalMalformedPath('/v1/services/caf%C3%A9')).toBe('/v1/services/caf%C3%A9');
    expect(literalMalformedPath('/v1/orders/%ZZ')).toBe('/v1/orders/%25ZZ');
    expect(literalMalformedPath('/v1/cases/%/select')).toBe('/v1/cases/%25/select');
    expect(literalMalformedPath('/v1/services/%C0%AF?q=%00')).toBe('/v1/services/%25C0%25AF?q=%00');
    expect(literalMalformedPath('/v1/orders/%ED%A0%80/accept')).toBe('/v1/orders/%25ED%25A0%2580/accept');
    expect(literalMalformedPath('/v1/orders/%E0%A4%A')).toBe('/v1/orders/%25E0%25A4%25A');
  });
});
