import { createHmac } from 'node:crypto';

/**
 * The TOTP secret of the demo operator and finance accounts (base32, what an authenticator app takes).
 * Public on purpose, like the demo password: it is enrolled only by the loopback demo seed.
 */
export const DEMO_TOTP_SECRET = 'DEMOAGENORDERSERVICETOTPKEY23456';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The current 6-digit code of a base32 secret (RFC 6238: SHA-1, 30 s), and how long it stays current. */
export function totpCode(base32Secret: string, at = Date.now()): { code: string; validForSeconds: number } {
  const counter = Math.floor(at / 30_000);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', base32Decode(base32Secret)).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const number = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return { code: String(number).padStart(6, '0'), validForSeconds: 30 - Math.floor((at / 1000) % 30) };
}
