/** The 58-byte header every sealed stream starts with (docs/ENCRYPTION.md, "Header"). */
import { E2eeError } from './errors.js';

/** "CPEE": CloudPaste end-to-end encrypted. */
export const MAGIC = new Uint8Array([0x43, 0x50, 0x45, 0x45]);
export const VERSION = 1;
export const HEADER_SIZE = 58;
export const SALT_SIZE = 16;
export const NONCE_SIZE = 12;
export const CHECK_SIZE = 8;
export const TAG_SIZE = 16;

/** Plaintext bytes per record unless the sealer names another size. */
export const DEFAULT_RECORD_SIZE = 64 * 1024;
export const MIN_RECORD_SIZE = 16;
export const MAX_RECORD_SIZE = 16 * 1024 * 1024;
/** PBKDF2-SHA256 iterations for a password, unless the sealer names another count. */
export const DEFAULT_PBKDF2_ITERATIONS = 600_000;
/** Openers refuse more, so a crafted header cannot make a browser work for minutes. */
export const MAX_PBKDF2_ITERATIONS = 10_000_000;

const FLAG_PASSWORD = 1;

export interface Header {
  recordSize: number;
  /** 0 without a password. */
  iterations: number;
  /** All zero without a password. */
  salt: Uint8Array<ArrayBuffer>;
  baseNonce: Uint8Array<ArrayBuffer>;
  /** Proves the link key (without the password) is the right one. */
  linkCheck: Uint8Array<ArrayBuffer>;
  /** Proves the key derived from the link key and the password is the right one. */
  keyCheck: Uint8Array<ArrayBuffer>;
}

export function hasPassword(header: Header): boolean {
  return header.iterations > 0;
}

export function encodeHeader(header: Header): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(HEADER_SIZE);
  const view = new DataView(out.buffer);
  out.set(MAGIC, 0);
  out[4] = VERSION;
  out[5] = header.iterations > 0 ? FLAG_PASSWORD : 0;
  view.setUint32(6, header.recordSize);
  view.setUint32(10, header.iterations);
  out.set(header.salt, 14);
  out.set(header.baseNonce, 30);
  out.set(header.linkCheck, 42);
  out.set(header.keyCheck, 50);
  return out;
}

/** Reads a header from the first 58 bytes (or fewer, for a stream cut inside its header). */
export function decodeHeader(bytes: Uint8Array): Header {
  if (!MAGIC.every((b, i) => i >= bytes.length || bytes[i] === b)) {
    throw new E2eeError('not-encrypted');
  }
  if (bytes.length < HEADER_SIZE) throw new E2eeError('truncated');
  if (bytes[4] !== VERSION) throw new E2eeError('unsupported-version');
  const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_SIZE);
  const flags = bytes[5] ?? 0;
  const recordSize = view.getUint32(6);
  const iterations = view.getUint32(10);
  const withPassword = (flags & FLAG_PASSWORD) !== 0;
  if (
    (flags & ~FLAG_PASSWORD) !== 0 ||
    recordSize < MIN_RECORD_SIZE ||
    recordSize > MAX_RECORD_SIZE ||
    withPassword !== iterations > 0 ||
    iterations > MAX_PBKDF2_ITERATIONS
  ) {
    throw new E2eeError('bad-header');
  }
  const copy = (from: number, size: number) => bytes.slice(from, from + size);
  return {
    recordSize,
    iterations,
    salt: copy(14, SALT_SIZE),
    baseNonce: copy(30, NONCE_SIZE),
    linkCheck: copy(42, CHECK_SIZE),
    keyCheck: copy(50, CHECK_SIZE),
  };
}
