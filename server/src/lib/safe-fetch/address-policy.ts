/**
 * Which IP addresses the URL fetcher may connect to: public unicast only. Address parsing and the
 * special-purpose ranges (loopback, RFC 1918, CGNAT, link-local, multicast, reserved ...) come from
 * ipaddr.js; this file adds only the IPv6 forms that carry an IPv4 address inside them.
 */
import ipaddr from 'ipaddr.js';

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

/** Decides whether the fetcher may connect to an address. */
export type AddressPolicy = (address: IpAddress) => boolean;

/** IPv6 prefixes whose last 32 bits are an IPv4 address that the traffic really goes to. */
const LOW32_EMBEDDING_PREFIXES = [
  '::ffff:0:0/96', // IPv4-mapped
  '::/96', // IPv4-compatible (deprecated, still routed by some stacks)
  '::ffff:0:0:0/96', // SIIT, RFC 6145
  '64:ff9b::/96', // NAT64 well-known prefix, RFC 6052
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));
/** 6to4 (RFC 3056) carries the IPv4 address in bits 16..47. */
const SIX_TO_FOUR = ipaddr.IPv6.parseCIDR('2002::/16');
/** Everything public in IPv6 lies in 2000::/3; ipaddr.js's special ranges are carved out of it. */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/** Parses a literal IPv4 or IPv6 address (brackets allowed); null when the text is not one. */
export function parseIpAddress(text: string): IpAddress | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  return ipaddr.isValid(bare) ? ipaddr.parse(bare) : null;
}

/** True only for addresses reachable on the public internet. */
export const isPublicAddress: AddressPolicy = (address) => {
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  if (v6.zoneId) return false;
  const [, a = 0, b = 0, , , , c = 0, d = 0] = v6.parts;
  if (LOW32_EMBEDDING_PREFIXES.some((prefix) => v6.match(prefix)))
    return isPublicAddress(fromWords(c, d));
  if (v6.match(SIX_TO_FOUR)) return isPublicAddress(fromWords(a, b));
  return v6.match(GLOBAL_UNICAST) && v6.range() === 'unicast';
};

const fromWords = (high: number, low: number) =>
  new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

export type Network = [IpAddress, number];

/** Parses `10.0.0.0/8`, `fd00::/8` or a single address (a /32 or /128); null when it is neither. */
export function parseNetwork(text: string): Network | null {
  const trimmed = text.trim();
  if (ipaddr.isValidCIDR(trimmed)) return ipaddr.parseCIDR(trimmed);
  const address = parseIpAddress(trimmed);
  return address ? [address, address.kind() === 'ipv4' ? 32 : 128] : null;
}

/**
 * Public addresses, plus the networks an admin chose to open (a NAS on the LAN, say). An IPv6 form
 * carrying an IPv4 address matches the IPv4 networks, as it reaches that address.
 */
export function publicOrAllowed(networks: readonly Network[]): AddressPolicy {
  if (networks.length === 0) return isPublicAddress;
  return (address) => {
    if (isPublicAddress(address)) return true;
    const plain = address.kind() === 'ipv6' ? ipaddr.process(address.toString()) : address;
    return networks.some(([base, bits]) =>
      plain instanceof ipaddr.IPv4
        ? base instanceof ipaddr.IPv4 && plain.match(base, bits)
        : base instanceof ipaddr.IPv6 && plain.match(base, bits),
    );
  };
}
