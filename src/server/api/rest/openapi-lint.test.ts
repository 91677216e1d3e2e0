// The served OpenAPI document through Redocly CLI's recommended rules, as the linters users run would see it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '~/test/fixtures';

describe('GET /v1/openapi.json under Redocly lint', () => {
  it('has zero errors and zero warnings with the recommended rules', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aos-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, (await api('/v1/openapi.json')).text);
      const cli = path.resolve('node_modules', '@redocly', 'cli', 'bin', 'cli.js');
      const out = execFileSync(process.execPath, [cli, 'lint', file, '--format=json', '--extends=recommended'], {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const report = JSON.parse(out.slice(out.indexOf('{')));
      expect(report.problems).toEqual([]);
      expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
