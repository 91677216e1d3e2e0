import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Parses AUTH_TRUSTED_PROXIES entries (addresses or CIDR ranges); a bad entry stops the start. */
export function parseTrustedProxies(entries: string[]): Range[] {
  return entries.map((entry) => {
    try {
      if (entry.includes('/')) return ipaddr.parseCIDR(entry);
      const addr = ipaddr.process(entry);
      return [addr, addr.kind() === 'ipv4' ? 32 : 128];
    } catch {
      throw new Error(`AUTH_TRUSTED_PROXIES: not an IP address or CIDR range: ${entry}`);
    }
  });
}

function isTrusted(address: string, trusted: Range[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const addr = ipaddr.process(address);
  return trusted.some(([net, bits]) => net.kind() === addr.kind() && addr.match(net, bits));
}

/**
 * The client's address for rate limits and sessions. A forwarding header is believed only when the
 * connection comes from a trusted proxy, and then only up to the first hop that is not a trusted proxy
 * (read right to left: the left part is whatever the client wrote). Otherwise the socket's address.
 */
export function resolveClientAddress(options: {
  socketAddress: string | undefined;
  headerValue: string | undefined;
  trusted: Range[];
}): string {
  const socket =
    options.socketAddress && ipaddr.isValid(options.socketAddress)
      ? ipaddr.process(options.socketAddress).toString()
      : 'unknown';
  if (!options.headerValue || !isTrusted(socket, options.trusted)) return socket;
  const hops = options.headerValue.split(',').map((h) => h.trim());
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!ipaddr.isValid(hop)) return socket;
    if (!isTrusted(hop, options.trusted)) return ipaddr.process(hop).toString();
  }
  return socket;
}

/** Whether the connection came through a trusted proxy (whose X-Forwarded-Proto/Host may then be believed). */
export function fromTrustedProxy(socketAddress: string | undefined, trusted: Range[]): boolean {
  return Boolean(socketAddress && isTrusted(socketAddress, trusted));
}
