/** The request as the trusted proxies describe it (TRUST_PROXY), beside the socket's own view. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { readForwarded, type Forwarded, type TrustProxy } from '../lib/trust-proxy.js';

/** The socket's peer; undefined without a socket (app.request in tests passes none). */
export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** What the trusted proxies say, or null when this request's X-Forwarded-* are not believed. */
export function forwardedOf(c: Context, trust: TrustProxy): Forwarded | null {
  return readForwarded(trust, peerAddress(c), c.req.header('X-Forwarded-For'));
}
