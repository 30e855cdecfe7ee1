/**
 * Whole values in memory, for small things such as a text share: bytes through the streams, and
 * text sealed as base64 (what a paste's `content` holds when it is encrypted).
 */
import { concatBytes, fromBase64, toBase64 } from './bytes.js';
import { E2eeError } from './errors.js';
import { HEADER_SIZE, decodeHeader, hasPassword } from './header.js';
import { generateKey } from './keys.js';
import {
  createDecryptStream,
  createEncryptStream,
  type DecryptOptions,
  type EncryptOptions,
} from './streams.js';

async function through(
  bytes: Uint8Array,
  transform: TransformStream<Uint8Array, Uint8Array>,
): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array[] = [];
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes.length > 0) controller.enqueue(bytes);
      controller.close();
    },
  });
  const reader = source.pipeThrough(transform).getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
  return concatBytes(...parts);
}

/** Seals bytes in memory; a malformed key rejects like every other error. */
export async function encryptBytes(bytes: Uint8Array, key: string, options?: EncryptOptions) {
  return through(bytes, createEncryptStream(key, options));
}

/** Opens bytes in memory; errors are E2eeError. */
export async function decryptBytes(sealed: Uint8Array, key: string, options?: DecryptOptions) {
  return through(sealed, createDecryptStream(key, options));
}

export interface SealedText {
  /** The sealed bytes in standard base64. */
  ciphertext: string;
  /** The new link key (base64url): the link's fragment. */
  key: string;
}

/** Seals UTF-8 text under a new random key. */
export async function encryptText(text: string, options?: EncryptOptions): Promise<SealedText> {
  const key = generateKey();
  const sealed = await encryptBytes(new TextEncoder().encode(text), key, options);
  return { ciphertext: toBase64(sealed), key };
}

function sealedBytesOf(ciphertext: string): Uint8Array<ArrayBuffer> {
  try {
    return fromBase64(ciphertext.trim());
  } catch {
    throw new E2eeError('not-encrypted');
  }
}

/** Opens text sealed by encryptText; errors are E2eeError. */
export async function decryptText(
  ciphertext: string,
  key: string,
  options?: DecryptOptions,
): Promise<string> {
  const plain = await decryptBytes(sealedBytesOf(ciphertext), key, options);
  return new TextDecoder('utf-8', { fatal: false }).decode(plain);
}

/** Whether sealed text needs a password besides its key (read from its header alone). */
export function textNeedsPassword(ciphertext: string): boolean {
  return hasPassword(decodeHeader(sealedBytesOf(ciphertext.slice(0, 80)).subarray(0, HEADER_SIZE)));
}
