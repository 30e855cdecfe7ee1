/**
 * Keys (docs/ENCRYPTION.md, "Keys"): the link key is 32 random bytes carried in the link's
 * fragment; a password adds PBKDF2-SHA256; HKDF-SHA256 derives the AES-256-GCM key and the checks.
 */
import { fromBase64Url, toBase64Url } from './bytes.js';
import { E2eeError } from './errors.js';
import { CHECK_SIZE } from './header.js';

export const KEY_SIZE = 32;

const subtle = () => globalThis.crypto.subtle;
const encoder = new TextEncoder();
const ZERO_SALT = new Uint8Array(32);

const INFO_CONTENT = encoder.encode('CloudPaste e2ee v1 content key');
const INFO_KEY_CHECK = encoder.encode('CloudPaste e2ee v1 key check');
const INFO_LINK_CHECK = encoder.encode('CloudPaste e2ee v1 link check');

export function randomBytes(size: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(size));
}

/** A new link key, as the 43 base64url characters a link's fragment carries. */
export function generateKey(): string {
  return toBase64Url(randomBytes(KEY_SIZE));
}

/** The 32 bytes of a link key; a leading "#" (a location's hash) is allowed. */
export function parseKey(key: string): Uint8Array<ArrayBuffer> {
  const bytes = fromBase64Url(key.startsWith('#') ? key.slice(1) : key);
  if (bytes === null || bytes.length !== KEY_SIZE) throw new E2eeError('malformed-key');
  return bytes;
}

async function hkdf(
  ikm: Uint8Array<ArrayBuffer>,
  salt: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  bits: number,
) {
  const base = await subtle().importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  const out = await subtle().deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, base, bits);
  return new Uint8Array(out);
}

/** PBKDF2-SHA256 of the NFC-normalised password, or 32 zero bytes without one. */
async function passwordBits(
  password: string | undefined,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
) {
  if (password === undefined || iterations === 0) return ZERO_SALT;
  const base = await subtle().importKey(
    'raw',
    encoder.encode(password.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const out = await subtle().deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    base,
    256,
  );
  return new Uint8Array(out);
}

export function linkCheckOf(linkKey: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return hkdf(linkKey, ZERO_SALT, INFO_LINK_CHECK, CHECK_SIZE * 8);
}

export interface ContentKey {
  key: AesKey;
  check: Uint8Array<ArrayBuffer>;
}

/** The AES-256-GCM key of a stream and its check value. */
export async function contentKeyOf(
  linkKey: Uint8Array<ArrayBuffer>,
  password: string | undefined,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<ContentKey> {
  const pw = await passwordBits(password, salt, iterations);
  const raw = await hkdf(linkKey, pw, INFO_CONTENT, 256);
  const key = await subtle().importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
  const check = await hkdf(linkKey, pw, INFO_KEY_CHECK, CHECK_SIZE * 8);
  return { key, check };
}

/** Equal bytes; the values compared are checks, not secrets, so no constant time is needed. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** WebCrypto's key type, named without the DOM library (contracts compile against ES2023 only). */
export type AesKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;
