/** This server's origin as the outside sees it, for absolute links handed to clients. */
import type { Context } from 'hono';

/** The request's origin; behind a trusted proxy, its forwarded host and scheme. */
export function publicOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (trustProxy) {
    const host = c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim();
    const proto = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim();
    if (host && /^[A-Za-z0-9.:[\]-]+$/.test(host))
      return `${proto === 'http' ? 'http' : 'https'}://${host}`;
  }
  return url.origin;
}
