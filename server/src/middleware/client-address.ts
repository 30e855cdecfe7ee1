/** The caller's address for rate limiting: the socket peer, or what the trusted proxies saw. */
import type { Context } from 'hono';
import { forwardedOf, peerAddress } from '../http/forwarded.js';
import { plainAddress, type TrustProxy } from '../lib/trust-proxy.js';

export function clientAddress(c: Context, trust: TrustProxy): string {
  const forwarded = forwardedOf(c, trust)?.client;
  if (forwarded) return forwarded;
  const peer = peerAddress(c);
  return peer ? plainAddress(peer) : 'unknown';
}
