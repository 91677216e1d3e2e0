import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type CheckedTarget = { url: URL; address: string; family: 4 | 6 };

export class TargetRefused extends Error {}

/** Only public unicast addresses; IPv4-mapped IPv6 is judged as the IPv4 it carries. */
export function isPublicAddress(address: string): boolean {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/**
 * Resolves the webhook target now (at every attempt, so a DNS change cannot smuggle in a private
 * address later) and refuses non-public addresses unless private targets are allowed. The caller
 * connects to the returned address, not to a second resolution of the name.
 */
export async function checkTarget(rawUrl: string, allowPrivate: boolean): Promise<CheckedTarget> {
  const url = new URL(rawUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TargetRefused(`unsupported scheme ${url.protocol}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) as 4 | 6 }]
    : host === 'localhost' || host.endsWith('.localhost')
      ? [{ address: '127.0.0.1', family: 4 as const }]
      : ((await lookup(host, { all: true })) as { address: string; family: 4 | 6 }[]);
  if (addresses.length === 0) throw new TargetRefused(`${host} does not resolve`);
  if (!allowPrivate) {
    const blocked = addresses.find((a) => !isPublicAddress(a.address));
    if (blocked) throw new TargetRefused(`target ${host} resolves to non-public address ${blocked.address}`);
  }
  return { url, address: addresses[0]!.address, family: addresses[0]!.family };
}
