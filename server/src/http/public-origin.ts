/** This server's origin as the outside sees it, for absolute links handed to clients. */
import type { Context } from 'hono';
import { forwardedValue, type TrustProxy } from '../lib/trust-proxy.js';
import { forwardedOf } from './forwarded.js';

/** The request's origin; behind a trusted proxy, the host and scheme that proxy was asked for. */
export function publicOrigin(c: Context, trust: TrustProxy): string {
  const url = new URL(c.req.url);
  const forwarded = forwardedOf(c, trust);
  if (forwarded) {
    const host = forwardedValue(c.req.header('X-Forwarded-Host'), forwarded.depth);
    const proto = forwardedValue(c.req.header('X-Forwarded-Proto'), forwarded.depth);
    if (host && /^[A-Za-z0-9.:[\]-]+$/.test(host))
      return `${proto === 'http' ? 'http' : 'https'}://${host}`;
  }
  return url.origin;
}

/** Whether the request reached us over HTTPS: the trusted proxy's X-Forwarded-Proto, or our own URL. */
export function isHttps(c: Context, trust: TrustProxy): boolean {
  const forwarded = forwardedOf(c, trust);
  const proto = forwarded && forwardedValue(c.req.header('X-Forwarded-Proto'), forwarded.depth);
  return proto ? proto.toLowerCase() === 'https' : c.req.url.startsWith('https:');
}
