import { describe, expect, it } from 'vitest';
import { computeSignature, parseSignatureHeader, verifyWebhook } from './verify-webhook.mjs';

const secret = 'whsec_abcdefghijklmnopqrstuvwxyz012345';
const body = '{"id":"evt_1","event":"order.dibayar"}';
const t = 1_800_000_000;
const header = `t=${t},v1=${computeSignature(body, t, secret)}`;

describe('verifyWebhook', () => {
  it('accepts a signature made with the whole whsec_ secret over "<t>.<raw body>"', () => {
    expect(verifyWebhook(body, header, secret, { now: t })).toBe(true);
    expect(verifyWebhook(Buffer.from(body), header, secret, { now: t + 300 })).toBe(true);
  });

  it('rejects outside the tolerance, with another secret, another body or a malformed header', () => {
    expect(verifyWebhook(body, header, secret, { now: t + 301 })).toBe(false);
    expect(verifyWebhook(body, header, secret, { now: t - 301 })).toBe(false);
    expect(verifyWebhook(body, header, `${secret}x`, { now: t })).toBe(false);
    expect(verifyWebhook(`${body} `, header, secret, { now: t })).toBe(false);
    expect(verifyWebhook(body, `v1=${computeSignature(body, t, secret)}`, secret, { now: t })).toBe(false);
    expect(verifyWebhook(body, undefined, secret, { now: t })).toBe(false);
  });

  it('accepts any one matching v1 among several (secret rotation)', () => {
    const other = computeSignature(body, t, 'whsec_old');
    expect(verifyWebhook(body, `t=${t},v1=${other},v1=${computeSignature(body, t, secret)}`, secret, { now: t })).toBe(true);
    expect(parseSignatureHeader(`t=${t},v1=${other}`)).toEqual({ timestamp: t, signatures: [other] });
  });

  it('is the HMAC-SHA256 hex of "<t>.<body>" keyed with the secret', async () => {
    const { createHmac } = await import('node:crypto');
    expect(computeSignature(body, t, secret)).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  });
});
