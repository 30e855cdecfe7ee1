/**
 * Signed app URLs that stand in for presigned URLs on local storage: `/api/storage/local/<token>`,
 * token = base64url(JSON grant) "." base64url(HMAC-SHA256(grant)) under a key derived (HKDF) from
 * the server secret, so the key signs nothing else. Verified in constant time; expired or altered
 * tokens are refused.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { systemClock, type Clock } from '../lib/time.js';
import type { PresignedRequest } from './driver.js';
import { presignSeconds } from './driver-helpers.js';

export const LOCAL_URL_PATH = '/api/storage/local/';

const grantSchema = z.object({
  configId: z.string().min(1),
  key: z.string().min(1),
  op: z.enum(['put', 'get', 'part']),
  uploadId: z.string().min(1).optional(),
  partNumber: z.number().int().min(1).max(10_000).optional(),
  /** put: the type the client must send; get: the type to answer with. */
  contentType: z.string().min(1).optional(),
  /** put: the exact body size announced at presign time. */
  size: z.number().int().nonnegative().optional(),
  /** put: the upload the bytes are for; the app's route takes them only while that upload is open. */
  mark: z.string().min(1).optional(),
  disposition: z
    .object({ type: z.enum(['attachment', 'inline']), filename: z.string().min(1) })
    .optional(),
  /** Expiry, Unix seconds. */
  exp: z.number().int(),
});

export type LocalUrlGrant = z.infer<typeof grantSchema>;

export type VerifiedGrant =
  { ok: true; grant: LocalUrlGrant } | { ok: false; reason: 'invalid' | 'expired' };

/** The signing key for local URLs, derived from the server secret. */
export function deriveUrlKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'cloudpaste/local-storage-urls/v1', 32));
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function signGrant(key: Buffer, grant: LocalUrlGrant): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

export function verifyGrant(key: Buffer, token: string, now: Date): VerifiedGrant {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = mac(key, payload);
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const result = grantSchema.safeParse(parsed);
  if (!result.success) return { ok: false, reason: 'invalid' };
  if (result.data.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, grant: result.data };
}

/** Signs the app URLs of one storage configuration (the drivers whose links this server serves). */
export class AppUrlSigner {
  private readonly key: Buffer;

  constructor(
    private readonly configId: string,
    secret: string,
    private readonly clock: Clock = systemClock,
  ) {
    this.key = deriveUrlKey(secret);
  }

  sign(
    method: 'PUT' | 'GET',
    grant: Omit<LocalUrlGrant, 'configId' | 'exp'>,
    expiresInSeconds: number,
    headers: Record<string, string> = {},
  ): PresignedRequest {
    const exp = Math.floor(this.clock.now().getTime() / 1000) + presignSeconds(expiresInSeconds);
    const token = signGrant(this.key, { ...grant, configId: this.configId, exp });
    return { url: LOCAL_URL_PATH + token, method, headers, expiresAt: new Date(exp * 1000) };
  }
}
