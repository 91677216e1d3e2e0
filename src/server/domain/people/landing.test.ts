import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';

describe('landingPath', () => {
  it('sends each kind of person to their own start page', () => {
    const none = { platformRole: null, practitionerId: null, memberships: [] };
    expect(landingPath({ ...none, platformRole: 'operator' })).toBe('/staf/operator');
    expect(landingPath({ ...none, platformRole: 'finance' })).toBe('/staf/keuangan');
    expect(landingPath({ ...none, practitionerId: 'prac_1' })).toBe('/praktisi');
    expect(landingPath({ ...none, practitionerId: 'prac_1', memberships: [{}] })).toBe('/dashboard');
    expect(landingPath({ ...none, memberships: [{}] })).toBe('/dashboard');
    expect(landingPath(none)).toBe('/dashboard');
  });
});
