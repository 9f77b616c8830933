import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { type IpAddress, isInNetworks } from '../../ip-networks.ts';

// Where a panel may be (issue 18): an admin's panel URL must not turn the API into a way to reach the host
// itself, its neighbours or the cloud's metadata service. Every address the host resolves to is judged; a
// request then connects to exactly the addresses judged (panel-http.ts), so DNS cannot answer differently
// between the check and the connection.

export type AddressRefusal =
  | 'loopback'
  | 'link_local'
  | 'unspecified'
  | 'multicast'
  | 'broadcast'
  | 'private'
  | 'reserved';

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** A host name's addresses (DNS; a test hands in its own). */
export type HostLookup = (host: string) => Promise<ResolvedAddress[]>;

/** Never a panel, whatever PANEL_ALLOWED_NETWORKS says: link-local is where cloud metadata answers. */
const NEVER: Partial<Record<string, AddressRefusal>> = {
  linkLocal: 'link_local',
  unspecified: 'unspecified',
  multicast: 'multicast',
  broadcast: 'broadcast',
};
const PRIVATE_RANGES = new Set(['private', 'carrierGradeNat', 'uniqueLocal']);
// The IPv6 internet is 2000::/3; ipaddr.js calls some addresses outside it (::7f00:1, the old
// IPv4-compatible form) "unicast" too.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Why a panel may not be at this address, or null when it may. Public unicast addresses may; loopback, private
 * and reserved ranges only when PANEL_ALLOWED_NETWORKS lists them; the NEVER ranges never.
 */
export function refusalOf(text: string, allowedNetworks: readonly string[]): AddressRefusal | null {
  // process(): an IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it reaches.
  const address: IpAddress = ipaddr.process(text);
  const range = address.range();
  const never = NEVER[range];
  if (never) return never;
  const isPublic = range === 'unicast' && (address.kind() === 'ipv4' || address.match(GLOBAL_UNICAST_V6));
  if (isPublic || isInNetworks(address, allowedNetworks)) return null;
  if (range === 'loopback') return 'loopback';
  return PRIVATE_RANGES.has(range) ? 'private' : 'reserved';
}

export class PanelAddressError extends Error {
  constructor(
    readonly kind: 'refused' | 'not_found',
    readonly address: string | null,
    readonly refusal: AddressRefusal | null,
  ) {
    super(kind === 'refused' ? `address ${address} refused: ${refusal}` : 'host not found');
    this.name = 'PanelAddressError';
  }
}

/** The URL's host as an address, or its name's addresses from DNS: each one allowed, else PanelAddressError. */
export async function resolvePanelAddresses(
  url: URL,
  allowedNetworks: readonly string[],
  lookupHost: HostLookup = lookupAll,
): Promise<ResolvedAddress[]> {
  // WHATWG URL has already made 2130706433, 0x7f.0.0.1 and 0177.0.0.1 into 127.0.0.1; IPv6 keeps brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses: ResolvedAddress[] = ipaddr.isValid(host)
    ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
    : await lookupHost(host);
  for (const { address } of addresses) {
    const refusal = refusalOf(address, allowedNetworks);
    if (refusal) throw new PanelAddressError('refused', address, refusal);
  }
  return addresses;
}

const lookupAll: HostLookup = async (host) => {
  try {
    const found = await lookup(host, { all: true, verbatim: true });
    if (found.length === 0) throw new PanelAddressError('not_found', null, null);
    return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
  } catch (error) {
    if (error instanceof PanelAddressError) throw error;
    throw new PanelAddressError('not_found', null, null);
  }
};

/** Why an address is refused, in the words an admin reads next to the URL. */
export function describeRefusal(error: PanelAddressError): string {
  if (error.kind === 'not_found') return 'De naam van deze server is niet te vinden (DNS).';
  const reason: Record<AddressRefusal, string> = {
    loopback: 'dat is deze server zelf (loopback)',
    link_local: 'dat is een link-local adres, waar onder meer cloud-metadata antwoordt',
    unspecified: 'dat is geen bestaand adres',
    multicast: 'dat is een multicast-adres',
    broadcast: 'dat is een broadcast-adres',
    private: 'dat is een privé-netwerk dat niet in PANEL_ALLOWED_NETWORKS staat',
    reserved: 'dat adres ligt niet op het openbare internet en staat niet in PANEL_ALLOWED_NETWORKS',
  };
  return `Deze URL wijst naar ${error.address}: ${reason[error.refusal ?? 'reserved']}.`;
}
