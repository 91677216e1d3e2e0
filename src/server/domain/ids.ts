import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Uniformly random base62 string (rejection sampling keeps it unbiased). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += BASE62[byte % 62];
      if (out.length === length) break;
    }
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
