// The secrets scan of `npm run test:reliability` finds what it must and leaves redacted forms alone.
import { describe, expect, it } from 'vitest';
import { scanText } from './scan-logs';
import type { RegisteredSecret } from './secrets-registry';

const KEY = 'svc_live_abcd1234.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd';
const secrets: RegisteredSecret[] = [
  { kind: 'password', value: 'sandi-rahasia-9x' },
  { kind: 'session_token', value: 'tok/en+with=chars' },
  { kind: 'sql_parameter', value: 'sqlpMarker0001' },
];

describe('scanText', () => {
  it('finds keys, webhook secrets and session cookies by shape, and registered values raw, URL-encoded or JSON-escaped', () => {
    const text = [
      `{"msg":"auth","authorization":"Bearer ${KEY}"}`,
      'secret whsec_0123456789abcdefABCDEF012345',
      'cookie: better-auth.session_token=abcdefghijklmnopqrstuvwxyz.sig',
      'login with sandi-rahasia-9x',
      `set-cookie: x=${encodeURIComponent('tok/en+with=chars')}`,
      'Failed query: select 1 params: sqlpMarker0001',
      'nothing here',
    ].join('\n');
    const { lines, findings } = scanText(text, 'run.log', secrets);
    expect(lines).toBe(7);
    expect(findings.map((f) => [f.line, f.kind])).toEqual([
      [1, 'api_key'],
      [2, 'webhook_secret'],
      [3, 'session_cookie'],
      [4, 'password'],
      [5, 'session_token'],
      [6, 'sql_parameter'],
    ]);
    expect(findings.every((f) => !f.hint.includes('AbCdEfGh') && f.hint.length < 30)).toBe(true);
  });

  it('finds mailed confirmation and reset links with their tokens', () => {
    const text = [
      '{"msg":"mail","link":"http://localhost:3100/konfirmasi?token=Qx7_abcdefghijklmnopqrstuvwxyz0123456789&next=%2Fdashboard"}',
      'http://localhost:3100/konfirmasi?next=%2Fdashboard&token=Qx7_abcdefghijklmnopqrstuvwxyz',
      'GET /api/auth/reset-password/AbCdEfGhIjKlMnOpQrSt?callbackURL=%2Fsandi-baru',
      '{"msg":"mail verify_email to a@b.example (no SMTP_URL set)","mail_id":"mail_1","kind":"verify_email"}',
    ].join('\n');
    expect(scanText(text, 'run.log', secrets).findings.map((f) => [f.line, f.kind])).toEqual([
      [1, 'confirmation_link'],
      [2, 'confirmation_link'],
      [3, 'reset_link'],
    ]);
  });

  it('leaves redacted forms alone', () => {
    const text = [
      '"authorization":"[redacted]"',
      'svc_live_abcd1234.[redacted] and Bearer [redacted]',
      'whsec_[redacted]',
      'better-auth.session_token=[redacted]',
      'Failed query [statement and parameters withheld]',
    ].join('\n');
    expect(scanText(text, 'run.log', secrets).findings).toEqual([]);
  });
});
