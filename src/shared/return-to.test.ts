import { describe, expect, it } from 'vitest';
import { returnTo } from './return-to';

describe('returnTo (one return-to rule, no open redirect)', () => {
  it('keeps same-site paths, with their query and fragment', () => {
    expect(returnTo('/org/org_1/members?x=1')).toBe('/org/org_1/members?x=1');
    expect(returnTo('/praktisi#tawaran')).toBe('/praktisi#tawaran');
    expect(returnTo('/undangan/ivt_1')).toBe('/undangan/ivt_1');
    expect(returnTo(['/a', '/b'])).toBe('/a');
  });

  it('normalizes dot segments without leaving the site', () => {
    expect(returnTo('/org/../dashboard')).toBe('/dashboard');
    expect(returnTo('/../../dashboard')).toBe('/dashboard');
  });

  it('refuses tabs, newlines and carriage returns the URL parser would strip (as decoded from %09, %0A, %0D)', () => {
    for (const bad of [
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r/evil.example/',
      '/\t\t/evil.example',
      '/%09x\u0000',
    ])
      expect(returnTo(bad)).toBeNull();
  });

  it('keeps a still-encoded %09 as a harmless path on this site', () => {
    // `next=/%2509/evil.example/` reaches here as `/%09/evil.example/`: the browser keeps the escape in the path.
    expect(returnTo('/%09/evil.example/')).toBe('/%09/evil.example/');
  });

  it('refuses backslashes, protocol-relative and absolute URLs', () => {
    for (const bad of [
      '/\\evil.example',
      '/\\/evil.example',
      '//evil.example',
      '///evil.example',
      'https://evil.example/',
      'http:evil.example',
      'javascript:alert(1)',
      'evil',
      '',
      undefined,
      null,
    ])
      expect(returnTo(bad)).toBeNull();
  });

  it('refuses values over 500 characters', () => {
    expect(returnTo(`/${'a'.repeat(600)}`)).toBeNull();
  });
});
