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
