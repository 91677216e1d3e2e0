import { randomFillSync } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Random bytes taken from the CSPRNG 4 KiB at a time, each byte used once: a call for every id (a request id per
 * /v1 request, several ids per order) cost more than the id (finding 40). Node's randomUUID pools the same way.
 */
const pool = Buffer.alloc(4096);
let used = pool.length;

function randomByte(): number {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool[used++]!;
}

/** Uniformly random base62 string (rejection sampling keeps it unbiased). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += BASE62[byte % 62];
  }
  return out;
}

export const ID_PREFIXES = {
  organization: 'org',
  order: 'ord',
  case: 'case',
  bid: 'bid',
  invoice: 'inv',
  message: 'msg',
  event: 'evt',
  apiKey: 'key',
  practitioner: 'prac',
  offer: 'ofr',
  ledgerAccount: 'lac',
  ledgerTransaction: 'ltx',
  user: 'usr',
  member: 'mem',
  invitation: 'ivt',
  practitionerClaim: 'pcl',
  mail: 'mail',
  notification: 'ntf',
  paper: 'pap',
  file: 'file',
} as const;

/** Public ids: prefix, underscore, 24 random base62 characters (never sequential). */
export function newId(kind: keyof typeof ID_PREFIXES): string {
  return `${ID_PREFIXES[kind]}_${randomBase62(24)}`;
}
