import { describe, expect, it } from 'vitest';
import {
  isPublicAddress,
  parseIpAddress,
  parseNetwork,
  publicOrAllowed,
} from './address-policy.js';

const publicOnly = (text: string) => {
  const address = parseIpAddress(text);
  if (!address) throw new Error(`not an address: ${text}`);
  return isPublicAddress(address);
};

describe('isPublicAddress', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network 0/8'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback, end of range'],
    ['10.0.0.1', 'RFC 1918 10/8'],
    ['172.16.0.1', 'RFC 1918 172.16/12'],
    ['172.31.255.255', 'RFC 1918 172.16/12, end'],
    ['192.168.1.1', 'RFC 1918 192.168/16'],
    ['100.64.0.1', 'CGNAT 100.64/10'],
    ['100.127.255.255', 'CGNAT, end'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['169.254.0.1', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast (SSDP)'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved 240/4'],
    ['192.0.0.1', 'IETF protocol assignments'],
    ['192.0.2.1', 'TEST-NET-1'],
    ['198.51.100.1', 'TEST-NET-2'],
    ['203.0.113.1', 'TEST-NET-3'],
    ['198.18.0.1', 'benchmarking'],
    ['0177.0.0.1', 'octal loopback'],
    ['0x7f000001', 'hex loopback'],
    ['2130706433', 'decimal loopback'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'bracketed IPv6 loopback'],
    ['fe80::1', 'IPv6 link-local'],
    ['febf::1', 'IPv6 link-local, end of fe80::/10'],
    ['fc00::1', 'unique-local fc00::/7'],
    ['fd12:3456::1', 'unique-local fd00::/8'],
    ['fec0::1', 'deprecated site-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::7f00:1', 'IPv4-compatible loopback, hex'],
    ['::ffff:0:a00:1', 'SIIT private'],
    ['64:ff9b::10.0.0.1', 'NAT64 of a private address'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b:1::1', 'NAT64 local-use prefix'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:a9fe:a9fe::1', '6to4 of the metadata address'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['2001::1', 'Teredo'],
    ['100::1', 'discard-only'],
    ['3fff::1', 'IPv6 documentation (RFC 9637)'],
    ['4000::1', 'outside global unicast 2000::/3'],
    ['fe80::1%eth0', 'zoned link-local'],
  ])('refuses %s (%s)', (address) => {
    expect(publicOnly(address)).toBe(false);
  });

  it.each([
    ['93.184.215.14', 'a public IPv4 address'],
    ['1.1.1.1', 'public anycast DNS'],
    ['8.8.8.8', 'public DNS'],
    ['100.128.0.1', 'just above CGNAT'],
    ['172.32.0.1', 'just above 172.16/12'],
    ['2606:4700:4700::1111', 'a public IPv6 address'],
    ['2a00:1450:4001:80b::200e', 'a public IPv6 address'],
    ['::ffff:8.8.8.8', 'IPv4-mapped public'],
    ['64:ff9b::8.8.8.8', 'NAT64 of a public address'],
    ['2002:808:808::1', '6to4 of a public address'],
  ])('accepts %s (%s)', (address) => {
    expect(publicOnly(address)).toBe(true);
  });

  it('answers null for text that is no address', () => {
    expect(parseIpAddress('example.com')).toBeNull();
    expect(parseIpAddress('1.2.3.4.5')).toBeNull();
  });
});

describe('publicOrAllowed', () => {
  const networks = ['192.168.1.0/24', '127.0.0.1', 'fd00::/8'].map((text) => parseNetwork(text)!);
  const allowed = (text: string) => publicOrAllowed(networks)(parseIpAddress(text)!);

  it.each([
    ['192.168.1.77', true],
    ['::ffff:192.168.1.77', true],
    ['127.0.0.1', true],
    ['fd12::1', true],
    ['8.8.8.8', true],
    ['192.168.2.1', false],
    ['127.0.0.2', false],
    ['169.254.169.254', false],
    ['::1', false],
  ])('%s allowed: %s', (text, expected) => {
    expect(allowed(text)).toBe(expected);
  });

  it('is the public policy itself when no network is opened', () => {
    expect(publicOrAllowed([])).toBe(isPublicAddress);
  });

  it('parses networks and single addresses, and nothing else', () => {
    expect(parseNetwork('10.0.0.0/8')?.[1]).toBe(8);
    expect(parseNetwork('10.1.2.3')?.[1]).toBe(32);
    expect(parseNetwork('::1')?.[1]).toBe(128);
    expect(parseNetwork('nas.local')).toBeNull();
    expect(parseNetwork('10.0.0.0/33')).toBeNull();
  });
});
