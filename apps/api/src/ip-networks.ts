import ipaddr from 'ipaddr.js';

// Address lists from the configuration (TRUSTED_PROXIES, PANEL_ALLOWED_NETWORKS): addresses and CIDR ranges,
// IPv4 and IPv6, parsed with ipaddr.js (the parser Fastify's proxy-addr uses, so both read a list alike).

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * A comma-separated list of addresses and CIDR ranges, each as written; `invalid` names the first entry that
 * is neither. IPv4 only in dotted decimal: `0177.0.0.1` or `2130706433` in a setting is a mistake, not a
 * network.
 */
export function parseNetworkList(text: string): { networks: string[] } | { invalid: string } {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) if (!isNetwork(entry)) return { invalid: entry };
  return { networks: entries };
}

function isNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || address.includes('%')) return false;
  const strictAddress = ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address);
  if (!strictAddress) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && ipaddr.isValidCIDR(entry));
}

/**
 * Whether `address` lies in one of the networks (a bare address is a network of one). Give the address as
 * `ipaddr.process` reads it: an IPv4-mapped IPv6 address is then its IPv4 address, matched by IPv4 networks.
 */
export function isInNetworks(address: IpAddress, networks: readonly string[]): boolean {
  return networks.some((network) => {
    const [base, bits] = network.includes('/')
      ? ipaddr.parseCIDR(network)
      : [ipaddr.parse(network), network.includes(':') ? 128 : 32];
    return base.kind() === address.kind() && address.match(base, bits);
  });
}

// An IPv6 customer usually gets a whole /64 (RFC 6177; RIPE-690 advises at least a /56 per site), so its
// addresses are one client: counted apart, an attacker would have 2^64 fresh "addresses" to guess from.
const IPV6_CLIENT_PREFIX = 64;

/**
 * The client a per-address limit counts: an IPv4 address as itself (an IPv4-mapped IPv6 address as its
 * IPv4 address), an IPv6 address as its /64 (`2001:db8:1:2::/64`). Anything unparsable is kept as given.
 */
export function addressGroupOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, IPV6_CLIENT_PREFIX / 16);
  const network = new ipaddr.IPv6([...parts, 0, 0, 0, 0]);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}
