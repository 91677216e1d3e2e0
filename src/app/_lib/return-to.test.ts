import { describe, expect, it } from 'vitest';
import { returnTo } from './return-to';

describe('returnTo (no open redirect)', () => {
  it('keeps same-site relative paths only', () => {
    expect(returnTo('/org/org_1/members?x=1')).toBe('/org/org_1/members?x=1');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'evil', '', undefined])
      expect(returnTo(bad)).toBeNull();
    expect(returnTo(['/a', '/b'])).toBe('/a');
    expect(returnTo(`/${'a'.repeat(600)}`)).toBeNull();
  });
});
