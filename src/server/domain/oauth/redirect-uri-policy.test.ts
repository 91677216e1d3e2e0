import { describe, expect, it } from 'vitest';
import { onlyLoopbackRedirects, redirectUriRefusal } from './redirect-uri-policy';

describe('redirect URIs', () => {
  it('takes https anywhere and http on loopback only', () => {
    expect(redirectUriRefusal('https://claude.ai/api/mcp/auth_callback')).toBeNull();
    expect(redirectUriRefusal('http://127.0.0.1:33418/callback')).toBeNull();
    expect(redirectUriRefusal('http://contoh.co.id/callback')).toMatch(/^redirect_uri must be https/);
  });

  it('calls a client local only when every redirect URI is on this computer (the consent page warns of it)', () => {
    expect(onlyLoopbackRedirects(['http://127.0.0.1:33418/callback'])).toBe(true);
    expect(onlyLoopbackRedirects(['http://localhost:6274/oauth/callback', 'http://[::1]:8080/cb'])).toBe(true);
    expect(onlyLoopbackRedirects(['https://app.localhost/cb'])).toBe(true);
    expect(onlyLoopbackRedirects(['http://127.0.0.1:33418/callback', 'https://claude.ai/api/mcp/auth_callback'])).toBe(
      false,
    );
    expect(onlyLoopbackRedirects(['https://chatgpt.com/connector_platform_oauth_redirect'])).toBe(false);
    expect(onlyLoopbackRedirects([])).toBe(false);
  });
});
