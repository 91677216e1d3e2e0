// Verification helper for webhook receivers of the Agent Order Service: plain JavaScript with no dependencies
// beyond Node's crypto, installable alone. The service signs its webhooks with this same module.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Parses `X-Service-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]`.
 * @param {string | null | undefined} header
 * @returns {{ timestamp: number, signatures: string[] } | null}
 */
export function parseSignatureHeader(header) {
  if (!header) return null;
  let timestamp = NaN;
  const signatures = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return Number.isFinite(timestamp) && signatures.length > 0 ? { timestamp, signatures } : null;
}

/**
 * The `v1` signature: lowercase hex HMAC-SHA256 keyed with the whole webhook secret (`whsec_…`, UTF-8)
 * over `<t>.<raw body>`.
 * @param {string | Uint8Array} rawBody
 * @param {number} timestamp
 * @param {string} secret
 */
export function computeSignature(rawBody, timestamp, secret) {
  return createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(`${timestamp}.`)
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody)
    .digest('hex');
}

/**
 * True when `header` carries a valid signature of `rawBody` (the bytes exactly as received, before any
 * JSON parsing) made within `toleranceSeconds` of now. Comparison is constant-time.
 * @param {string | Uint8Array} rawBody
 * @param {string | string[] | null | undefined} header value of X-Service-Signature (Node may give an array)
 * @param {string} secret the key's webhook secret, `whsec_…`
 * @param {{ toleranceSeconds?: number, now?: number }} [options] `now` in unix seconds (for tests)
 * @returns {boolean}
 */
export function verifyWebhook(rawBody, header, secret, options = {}) {
  const parsed = parseSignatureHeader(Array.isArray(header) ? header[0] : header);
  if (!parsed) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - parsed.timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(computeSignature(rawBody, parsed.timestamp, secret), 'hex');
  return parsed.signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
