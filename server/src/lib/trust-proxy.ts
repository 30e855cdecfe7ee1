/**
 * Which reverse proxies are believed (TRUST_PROXY), and what they say: the client's address and
 * how deep in the X-Forwarded-* lists the outermost trusted proxy's entry is. A proxy appends to
 * X-Forwarded-For (nginx's $proxy_add_x_forwarded_for), so entries left of the trusted ones are
 * whatever the client sent and are never taken.
 */
import ipaddr from 'ipaddr.js';
import { parseNetwork, type Network } from './safe-fetch/address-policy.js';

export type TrustProxy =
  /** X-Forwarded-* ignored: the socket's peer is the client. */
  | { kind: 'none' }
  /** This many proxies in front, each appending: the entry that many places from the right. */
  | { kind: 'hops'; hops: number }
  /** Only a peer in these networks is a proxy; trusted entries are skipped from the right. */
  | { kind: 'proxies'; networks: readonly Network[] };

export const NO_PROXY: TrustProxy = { kind: 'none' };

/** The most hops a number may say: more is a typo, not a network. */
const MAX_HOPS = 16;

/** `false`, `true` (one hop), a number of hops, or a comma-separated list of addresses/CIDRs. */
export function parseTrustProxy(text: string): TrustProxy | { error: string } {
  const value = text.trim().toLowerCase();
  if (['', 'false', 'no', '0'].includes(value)) return NO_PROXY;
  if (['true', 'yes'].includes(value)) return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS ? { kind: 'hops', hops } : { error: `at most ${MAX_HOPS} hops` };
  }
  const networks: Network[] = [];
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const network = parseNetwork(item);
    if (!network)
      return { error: `${item} is not true, false, a number of hops, or an IP network` };
    networks.push(network);
  }
  return { kind: 'proxies', networks };
}

export interface Forwarded {
  /** The client as the outermost trusted proxy saw it; undefined when no entry names it. */
  client: string | undefined;
  /** Which entry of an X-Forwarded-* list that proxy wrote, counted from the right (1 = last). */
  depth: number;
}

/**
 * What the trusted proxies say of this request, or null when its headers are not believed (no
 * proxy trusted, or the peer is not one of the trusted ones).
 */
export function readForwarded(
  trust: TrustProxy,
  peer: string | undefined,
  forwardedFor: string | undefined,
): Forwarded | null {
  if (trust.kind === 'none') return null;
  const entries = listOf(forwardedFor);
  if (trust.kind === 'hops') {
    // Fewer entries than hops: a proxy that does not append; its leftmost is still not the client's.
    const entry = entries[Math.max(0, entries.length - trust.hops)];
    return { client: entry === undefined ? undefined : plainAddress(entry), depth: trust.hops };
  }
  const isTrusted = (address: string) => inNetworks(trust.networks, address);
  if (peer === undefined || !isTrusted(peer)) return null;
  for (let depth = 1; depth <= entries.length; depth++) {
    const entry = plainAddress(entries[entries.length - depth] as string);
    if (!isTrusted(entry)) return { client: entry, depth };
  }
  // Every entry a trusted proxy: the first of them stands for the client.
  const first = entries[0];
  return {
    client: first === undefined ? undefined : plainAddress(first),
    depth: Math.max(1, entries.length),
  };
}

/** The entry of a comma-separated X-Forwarded-* header at `depth` from the right (clamped). */
export function forwardedValue(header: string | undefined, depth: number): string | undefined {
  const entries = listOf(header);
  return entries[Math.max(0, entries.length - depth)];
}

/** An IPv4 address written in its IPv6 form (::ffff:127.0.0.1, a dual-stack socket's) as IPv4. */
export function plainAddress(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}

function listOf(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function inNetworks(networks: readonly Network[], address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return networks.some(([base, bits]) => parsed.kind() === base.kind() && parsed.match(base, bits));
}
