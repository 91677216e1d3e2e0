import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { computeSignature, parseSignatureHeader, verifyWebhook } from '../index.mjs';

const secret = 'whsec_abcdefghijklmnopqrstuvwxyz012345';
const body = '{"id":"evt_1","event":"order.dibayar"}';
const t = 1_800_000_000;
const header = `t=${t},v1=${computeSignature(body, t, secret)}`;

describe('verifyWebhook', () => {
  it('accepts a signature made with the whole whsec_ secret over "<t>.<raw body>"', () => {
    assert.equal(verifyWebhook(body, header, secret, { now: t }), true);
    assert.equal(verifyWebhook(Buffer.from(body), header, secret, { now: t + 300 }), true);
    assert.equal(verifyWebhook(new TextEncoder().encode(body), [header], secret, { now: t }), true);
  });

  it('rejects outside the tolerance, with another secret, another body or a malformed header', () => {
    assert.equal(verifyWebhook(body, header, secret, { now: t + 301 }), false);
    assert.equal(verifyWebhook(body, header, secret, { now: t - 301 }), false);
    assert.equal(verifyWebhook(body, header, `${secret}x`, { now: t }), false);
    assert.equal(verifyWebhook(`${body} `, header, secret, { now: t }), false);
    assert.equal(verifyWebhook(body, `v1=${computeSignature(body, t, secret)}`, secret, { now: t }), false);
    assert.equal(verifyWebhook(body, undefined, secret, { now: t }), false);
  });

  it('accepts any one matching v1 among several (secret rotation)', () => {
    const other = computeSignature(body, t, 'whsec_old');
    assert.equal(
      verifyWebhook(body, `t=${t},v1=${other},v1=${computeSignature(body, t, secret)}`, secret, { now: t }),
      true,
    );
    assert.deepEqual(parseSignatureHeader(`t=${t},v1=${other}`), { timestamp: t, signatures: [other] });
  });

  it('is the HMAC-SHA256 hex of "<t>.<body>" keyed with the secret', () => {
    assert.equal(computeSignature(body, t, secret), createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  });
});
