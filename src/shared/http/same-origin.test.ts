import { describe, expect, it } from 'vitest';
import { isForeignOrigin } from './same-origin';

const foreign = (headers: Record<string, string>, trustForwardedHost = false) =>
  isForeignOrigin(new Headers(headers), { trustForwardedHost });

describe('isForeignOrigin', () => {
  it('allows a request without Origin and one from the same host and port', () => {
    expect(foreign({ host: 'app.example' })).toBe(false);
    expect(foreign({ host: 'app.example', origin: 'https://app.example' })).toBe(false);
    expect(foreign({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).toBe(false);
    expect(foreign({ host: 'APP.example:443', origin: 'https://app.example' })).toBe(false);
  });

  it('refuses null, malformed, non-http and path-carrying origins', () => {
    for (const origin of [
      'null',
      'not a url',
      'file:///etc/passwd',
      'chrome-extension://abc',
      'https://app.example/path',
      'https://app.example:443',
    ]) {
      expect(foreign({ host: 'app.example', origin }), origin).toBe(true);
    }
  });

  it('refuses another host or port, and a request without Host', () => {
    expect(foreign({ host: 'app.example', origin: 'https://evil.example' })).toBe(true);
    expect(foreign({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3001' })).toBe(true);
    expect(foreign({ origin: 'https://app.example' })).toBe(true);
  });

  it('believes X-Forwarded-Host only when told a trusted proxy sets it', () => {
    const headers = {
      host: '127.0.0.1:3000',
      origin: 'https://app.example',
      'x-forwarded-host': 'app.example, 127.0.0.1:3000',
    };
    expect(foreign(headers, true)).toBe(false);
    expect(foreign(headers, false)).toBe(true);
    expect(
      foreign({ host: 'app.example', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }, false),
    ).toBe(true);
  });
});
