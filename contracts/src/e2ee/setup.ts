/**
 * A stream's keys from its options (sealing) or its header (opening): the one place that builds
 * and checks a header, for the streams and the part-wise sealer alike.
 */
import { E2eeError } from './errors.js';
import {
  DEFAULT_PBKDF2_ITERATIONS,
  DEFAULT_RECORD_SIZE,
  MAX_RECORD_SIZE,
  MIN_RECORD_SIZE,
  NONCE_SIZE,
  SALT_SIZE,
  decodeHeader,
  encodeHeader,
  hasPassword,
} from './header.js';
import { contentKeyOf, linkCheckOf, randomBytes, sameBytes } from './keys.js';
import type { RecordKey } from './records.js';

export interface EncryptOptions {
  /** Strengthens the link key: the opener needs both. */
  password?: string;
  /** Plaintext bytes per record (16 B to 16 MiB; 64 KiB by default). */
  recordSize?: number;
  /** PBKDF2-SHA256 iterations when a password is given (600,000 by default). */
  iterations?: number;
  /** Test vectors only: fixed instead of random. Never reuse a nonce with the same key. */
  fixed?: { baseNonce: Uint8Array<ArrayBuffer>; salt?: Uint8Array<ArrayBuffer> };
}

export interface DecryptOptions {
  password?: string;
}

export interface Sealing {
  rk: RecordKey;
  recordSize: number;
}

export function checkedRecordSize(size: number): number {
  if (!Number.isInteger(size) || size < MIN_RECORD_SIZE || size > MAX_RECORD_SIZE) {
    throw new RangeError(
      `recordSize must be a whole number from ${MIN_RECORD_SIZE} to ${MAX_RECORD_SIZE}`,
    );
  }
  return size;
}

/** A new header (fresh nonce and salt) and the key to seal records under it. */
export async function newSealing(
  linkKey: Uint8Array<ArrayBuffer>,
  options: EncryptOptions,
): Promise<Sealing> {
  const recordSize = checkedRecordSize(options.recordSize ?? DEFAULT_RECORD_SIZE);
  const withPassword = options.password !== undefined && options.password !== '';
  const iterations = withPassword ? (options.iterations ?? DEFAULT_PBKDF2_ITERATIONS) : 0;
  const salt = withPassword
    ? (options.fixed?.salt ?? randomBytes(SALT_SIZE))
    : new Uint8Array(SALT_SIZE);
  const baseNonce = options.fixed?.baseNonce ?? randomBytes(NONCE_SIZE);
  const content = await contentKeyOf(linkKey, options.password, salt, iterations);
  const header = encodeHeader({
    recordSize,
    iterations,
    salt,
    baseNonce,
    linkCheck: await linkCheckOf(linkKey),
    keyCheck: content.check,
  });
  return { rk: { key: content.key, header, baseNonce }, recordSize };
}

/** The key of an existing header, after checking the link key and the password against it. */
export async function sealingOf(
  linkKey: Uint8Array<ArrayBuffer>,
  bytes: Uint8Array<ArrayBuffer>,
  options: DecryptOptions,
): Promise<Sealing> {
  const header = decodeHeader(bytes);
  if (!sameBytes(await linkCheckOf(linkKey), header.linkCheck)) throw new E2eeError('wrong-key');
  const password = options.password === '' ? undefined : options.password;
  if (hasPassword(header) && password === undefined) throw new E2eeError('password-required');
  const content = await contentKeyOf(linkKey, password, header.salt, header.iterations);
  if (!sameBytes(content.check, header.keyCheck)) throw new E2eeError('wrong-password');
  return {
    rk: { key: content.key, header: bytes, baseNonce: header.baseNonce },
    recordSize: header.recordSize,
  };
}
