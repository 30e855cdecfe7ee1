/**
 * Signatures of proxy links (`/api/p/{path}?sign={mac}:{expiry}`): an HMAC of the virtual path and
 * the expiry under the server secret, domain-separated from every other MAC the server makes, and
 * compared in constant time. Expiry 0 means the link never expires.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto.js';

function mac(secret: string, path: string, expiresAt: number): string {
  return createHmac('sha256', secret)
    .update(`proxy-link|${path}|${expiresAt}`)
    .digest('base64url')
    .slice(0, 43);
}

/** `sign` for `path`, valid until `expiresAt` (seconds since the epoch; 0 = forever). */
export function signProxyPath(secret: string, path: string, expiresAt: number): string {
  return `${mac(secret, path, expiresAt)}:${expiresAt}`;
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export function checkProxySignature(
  secret: string,
  path: string,
  sign: string | undefined,
  nowSeconds: number,
): SignatureCheck {
  const [signature = '', expiry = ''] = (sign ?? '').split(':');
  if (!/^\d{1,12}$/.test(expiry)) return 'invalid';
  const expiresAt = Number(expiry);
  if (!safeEqual(signature, mac(secret, path, expiresAt))) return 'invalid';
  return expiresAt !== 0 && expiresAt <= nowSeconds ? 'expired' : 'valid';
}
