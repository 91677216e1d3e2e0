import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DeliveryFailure } from './delivery-failure';

export type CheckedTarget = { url: URL; address: string; family: 4 | 6 };

class TargetRefused extends DeliveryFailure {
  constructor(publicMessage: string, detail: string) {
    super(`target refused: ${publicMessage}`, detail);
    this.name = 'TargetRefused';
  }
}

/**
 * The address as it will be judged and connected to: IPv6 that carries an IPv4 address in its low 32
 * bits, IPv4-mapped (::ffff:a.b.c.d) or the deprecated IPv4-compatible form (::a.b.c.d, but not :: and
 * ::1), becomes that IPv4 address. Computed from the bits, because the URL parser prints ::127.0.0.1
 * as ::7f00:1, which ipaddr.js would otherwise call unicast.
 */
function effectiveAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed;
  const parts = (parsed as ipaddr.IPv6).parts;
  const upper80Zero = parts.slice(0, 5).every((p) => p === 0);
  const mapped = upper80Zero && parts[5] === 0xffff;
  const compatible = upper80Zero && parts[5] === 0 && (parts[6]! !== 0 || parts[7]! > 1);
  if (!mapped && !compatible) return parsed;
  const [high, low] = [parts[6]!, parts[7]!];
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * Only globally routable unicast: ipaddr.js's catch-all `unicast`, so every special range it knows
 * (private, loopback, link-local, unique-local, CGNAT, multicast, broadcast, documentation, benchmarking,
 * NAT64, 6to4, Teredo, ...) is refused. 6to4 and Teredo are refused rather than unwrapped: a receiver
 * has no business behind a transition tunnel, and judging the embedded IPv4 would trust the relay.
 */
export function isPublicAddress(address: string): boolean {
  return effectiveAddress(address).range() === 'unicast';
}

async function resolve(host: string): Promise<{ address: string; family: 4 | 6 }[]> {
  if (isIP(host)) return [{ address: host, family: isIP(host) as 4 | 6 }];
  if (host === 'localhost' || host.endsWith('.localhost')) return [{ address: '127.0.0.1', family: 4 }];
  try {
    return (await lookup(host, { all: true })) as { address: string; family: 4 | 6 }[];
  } catch (e) {
    throw new DeliveryFailure(
      'DNS lookup failed',
      `${host}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
}

/**
 * Resolves the webhook target now (at every attempt, so a DNS change cannot smuggle in a private
 * address later) and refuses non-public addresses unless private targets are allowed. The caller
 * connects to the returned address, the one that was judged, not to a second resolution of the name.
 */
export async function checkTarget(rawUrl: string, allowPrivate: boolean): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new TargetRefused('invalid URL', `unparsable URL ${rawUrl}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TargetRefused('unsupported scheme', `scheme ${url.protocol}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = (await resolve(host)).map((a) => {
    const effective = effectiveAddress(a.address);
    return {
      address: effective.toString(),
      family: effective.kind() === 'ipv4' ? (4 as const) : (6 as const),
      range: effective.range(),
    };
  });
  if (addresses.length === 0) throw new DeliveryFailure('DNS lookup failed', `${host}: no addresses`);
  if (!allowPrivate) {
    const blocked = addresses.find((a) => a.range !== 'unicast');
    if (blocked)
      throw new TargetRefused('not a public address', `${host} resolves to ${blocked.address} (${blocked.range})`);
  }
  return { url, address: addresses[0]!.address, family: addresses[0]!.family };
}
