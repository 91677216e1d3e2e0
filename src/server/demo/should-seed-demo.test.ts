import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '~/shared/http/loopback-host';
import { shouldSeedDemo } from './should-seed-demo';

describe('shouldSeedDemo', () => {
  // [SEED_DEMO, HOST, embedded database, seeded?]
  const table: [string | undefined, string, boolean, boolean][] = [
    // Unset: embedded database on a loopback bind only.
    [undefined, '127.0.0.1', true, true],
    [undefined, '::1', true, true],
    [undefined, 'localhost', true, true],
    [undefined, 'LOCALHOST', true, true],
    [undefined, '127.0.0.2', true, true],
    [undefined, '', true, false],
    ['', '127.0.0.1', true, true],
    [undefined, '0.0.0.0', true, false],
    [undefined, '::', true, false],
    [undefined, '192.168.1.10', true, false],
    [undefined, 'app.example.com', true, false],
    [undefined, 'localhost.example.com', true, false],
    [undefined, '127.0.0.1', false, false],
    [undefined, '0.0.0.0', false, false],
    // SEED_DEMO=1 asks for it explicitly, anywhere.
    ['1', '0.0.0.0', false, true],
    ['1', '127.0.0.1', false, true],
    ['true', '0.0.0.0', true, true],
    ['on', '::', false, true],
    // SEED_DEMO=0 turns it off, even on loopback with the embedded database.
    ['0', '127.0.0.1', true, false],
    ['false', 'localhost', true, false],
    ['off', '::1', true, false],
  ];

  it.each(table)('SEED_DEMO=%s HOST=%s embedded=%s -> %s', (seedDemo, host, embeddedDatabase, expected) => {
    expect(shouldSeedDemo({ seedDemo, host, embeddedDatabase })).toBe(expected);
  });

  it('refuses a SEED_DEMO value it does not understand instead of guessing', () => {
    expect(() => shouldSeedDemo({ seedDemo: 'yes', host: '127.0.0.1', embeddedDatabase: true })).toThrow(/SEED_DEMO/);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', 'localhost'].every(isLoopbackHost)).toBe(true);
    expect(
      ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'localhost.', 'my-localhost', '::ffff:10.0.0.1'].some(isLoopbackHost),
    ).toBe(false);
  });
});
