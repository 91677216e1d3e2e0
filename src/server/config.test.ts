import { afterEach, describe, expect, it, vi } from 'vitest';

// config() reads the environment once per module instance: each case loads a fresh one.
async function freshConfig() {
  vi.resetModules();
  return (await import('./config')).config;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('one public origin for every mailed link', () => {
  it('refuses to start when PUBLIC_URL and BETTER_AUTH_URL name different origins', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://app.example.co.id');
    vi.stubEnv('BETTER_AUTH_URL', 'https://auth.example.co.id');
    const config = await freshConfig();
    expect(() => config()).toThrow(/PUBLIC_URL and BETTER_AUTH_URL name different origins/);
  });

  it('takes either setting for both: links and better-auth share the origin', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://app.example.co.id/');
    vi.stubEnv('BETTER_AUTH_URL', undefined);
    const fromPublic = (await freshConfig())();
    expect([fromPublic.publicUrl, fromPublic.authBaseUrl]).toEqual([
      'https://app.example.co.id',
      'https://app.example.co.id',
    ]);
    vi.unstubAllEnvs();
    vi.stubEnv('BETTER_AUTH_URL', 'https://app.example.co.id');
    vi.stubEnv('PUBLIC_URL', undefined);
    const fromAuth = (await freshConfig())();
    expect([fromAuth.publicUrl, fromAuth.authBaseUrl]).toEqual([
      'https://app.example.co.id',
      'https://app.example.co.id',
    ]);
  });

  it('without either, links go to the loopback address and better-auth answers on loopback names', async () => {
    vi.stubEnv('PUBLIC_URL', undefined);
    vi.stubEnv('BETTER_AUTH_URL', undefined);
    vi.stubEnv('PORT', '3123');
    const config = (await freshConfig())();
    expect([config.publicUrl, config.authBaseUrl]).toEqual(['http://localhost:3123', undefined]);
  });
});
