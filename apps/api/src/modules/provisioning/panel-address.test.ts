import { describe, expect, it } from 'vitest';
import { PanelAddressError, refusalOf, resolvePanelAddresses } from './panel-address.ts';

// Issue 18 item 9: which addresses a panel may be at, decided on the address itself (every spelling of
// it), with and without PANEL_ALLOWED_NETWORKS.

describe('where a panel may be', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    // IPv4-mapped IPv6 reaches the IPv4 address, so it is judged as that address.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['169.254.169.254', 'link_local'],
    ['::ffff:169.254.169.254', 'link_local'],
    ['fe80::1', 'link_local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['10.20.30.40', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    // The old IPv4-compatible form and NAT64 are not the public internet either.
    ['::7f00:1', 'reserved'],
    ['64:ff9b::a9fe:a9fe', 'reserved'],
    ['192.0.2.10', 'reserved'],
  ])('refuses %s (%s) when nothing is allowed', (address, refusal) => {
    expect(refusalOf(address, [])).toBe(refusal);
  });

  it('takes public addresses', () => {
    expect(refusalOf('93.184.216.34', [])).toBeNull();
    expect(refusalOf('2a00:1450:4001:82b::200e', [])).toBeNull();
  });

  it('takes a private or loopback address only when PANEL_ALLOWED_NETWORKS lists it, link-local never', () => {
    const allowed = ['10.0.0.0/8', '127.0.0.1', 'fd12:3456::/32', '169.254.0.0/16'];
    expect(refusalOf('10.20.30.40', allowed)).toBeNull();
    expect(refusalOf('::ffff:10.20.30.40', allowed)).toBeNull();
    expect(refusalOf('fd12:3456::1', allowed)).toBeNull();
    expect(refusalOf('127.0.0.1', allowed)).toBeNull();
    expect(refusalOf('127.0.0.2', allowed)).toBe('loopback');
    expect(refusalOf('192.168.1.1', allowed)).toBe('private');
    expect(refusalOf('169.254.169.254', allowed)).toBe('link_local');
  });

  it.each([
    'http://2130706433:2222/',
    'http://0x7f.0.0.1:2222/',
    'http://0177.0.0.1:2222/',
    'http://017700000001/',
    'http://127.1/',
    'http://[::1]:2222/',
    'http://[::ffff:127.0.0.1]:2222/',
    'http://localhost:2222/',
  ])('reads %s as loopback before deciding', async (url) => {
    const refused = await resolvePanelAddresses(new URL(url), []).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PanelAddressError);
    expect(refused).toMatchObject({ kind: 'refused', refusal: 'loopback' });
  });

  it('refuses a name when any of its addresses is refused', async () => {
    const publicAndMetadata = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '169.254.169.254', family: 4 as const },
    ];
    const refused = await resolvePanelAddresses(
      new URL('https://panel.example.nl/'),
      [],
      publicAndMetadata,
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'refused', address: '169.254.169.254', refusal: 'link_local' });
  });
});
