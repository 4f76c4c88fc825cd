import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone id dropped, "::" and a trailing IPv4 part expanded). */
function ipv6Groups(address: string): number[] {
  let text = (address.split('%')[0] ?? '').toLowerCase();
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4.slice(1).map(Number);
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The rate-limit key of a client address (Express `req.ip`, which follows TRUST_PROXY). An IPv4 address counts
 * as itself (also when written IPv4-mapped, "::ffff:203.0.113.7"). An IPv6 address counts by its /64: one
 * connection or household gets a whole /64, so keying by the full address would let a bot step to a fresh
 * address for every request.
 */
export function rateLimitClientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  if (isIPv6(address.split('%')[0] ?? '')) {
    const prefix = ipv6Groups(address)
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':');
    return `${prefix}::/64`;
  }
  return address;
}
