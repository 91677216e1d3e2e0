// The default of ALLOW_PRIVATE_WEBHOOK_TARGETS, read through config() as the app reads it: only a local instance
// (embedded database and a loopback bind) sends webhooks to private addresses unless the setting says otherwise.
import { afterEach, describe, expect, it, vi } from 'vitest';

const NAMES = ['ALLOW_PRIVATE_WEBHOOK_TARGETS', 'DATABASE_URL', 'SERVICE_EMBEDDED_DB', 'HOST'] as const;
const saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));

afterEach(() => {
  for (const n of NAMES) {
    if (saved[n] === undefined) delete process.env[n];
    else process.env[n] = saved[n];
  }
});

const EXTERNAL_DB = 'postgres://aos:secret@db.internal:5432/aos';

/** config() of a fresh module (it caches), with exactly these settings of the four. */
async function allowedWith(env: Partial<Record<(typeof NAMES)[number], string>>): Promise<boolean> {
  for (const n of NAMES) {
    if (env[n] === undefined) delete process.env[n];
    else process.env[n] = env[n];
  }
  vi.resetModules();
  const { config } = await import('~/server/config');
  return config().allowPrivateWebhookTargets;
}

describe('private webhook targets by default', () => {
  it.each([
    ['HOST unset', undefined],
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::1'],
    ['localhost', 'localhost'],
  ])('are allowed on the embedded database bound to loopback (%s)', async (_, host) => {
    expect(await allowedWith({ HOST: host })).toBe(true);
    // `npm start` tells its web child, which gets the embedded database's URL, that it is the embedded one.
    expect(await allowedWith({ HOST: host, DATABASE_URL: EXTERNAL_DB, SERVICE_EMBEDDED_DB: '1' })).toBe(true);
  });

  it.each(['0.0.0.0', '::', '10.0.0.5', 'app.example.com'])(
    'are refused on the embedded database bound to %s',
    async (host) => {
      expect(await allowedWith({ HOST: host })).toBe(false);
      expect(await allowedWith({ HOST: host, DATABASE_URL: EXTERNAL_DB, SERVICE_EMBEDDED_DB: '1' })).toBe(false);
    },
  );

  it('are refused with DATABASE_URL, even on a loopback bind', async () => {
    expect(await allowedWith({ DATABASE_URL: EXTERNAL_DB })).toBe(false);
    expect(await allowedWith({ DATABASE_URL: EXTERNAL_DB, HOST: '127.0.0.1', SERVICE_EMBEDDED_DB: '0' })).toBe(false);
  });

  it('follow ALLOW_PRIVATE_WEBHOOK_TARGETS when it is set, whatever the database and bind', async () => {
    for (const on of ['1', 'true', 'on']) {
      expect(await allowedWith({ ALLOW_PRIVATE_WEBHOOK_TARGETS: on, HOST: '0.0.0.0' })).toBe(true);
      expect(await allowedWith({ ALLOW_PRIVATE_WEBHOOK_TARGETS: on, DATABASE_URL: EXTERNAL_DB })).toBe(true);
    }
    for (const off of ['0', 'false', 'off']) {
      expect(await allowedWith({ ALLOW_PRIVATE_WEBHOOK_TARGETS: off })).toBe(false);
      expect(await allowedWith({ ALLOW_PRIVATE_WEBHOOK_TARGETS: off, HOST: '127.0.0.1' })).toBe(false);
    }
  });
});
