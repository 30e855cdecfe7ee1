/** One record: AES-256-GCM with a nonce and additional data naming its index and whether it is last. */
import { concatBytes, uint32 } from './bytes.js';
import { NONCE_SIZE } from './header.js';
import type { AesKey } from './keys.js';

/** Records a stream may hold: the index is 32 bits. */
export const MAX_RECORDS = 0xffff_ffff;

/** The base nonce with its last four bytes XORed with the record index (big-endian). */
export function nonceOf(baseNonce: Uint8Array, index: number): Uint8Array<ArrayBuffer> {
  const nonce = new Uint8Array(baseNonce);
  const counter = uint32(index);
  for (let i = 0; i < 4; i++) {
    const at = NONCE_SIZE - 4 + i;
    nonce[at] = (nonce[at] ?? 0) ^ (counter[i] ?? 0);
  }
  return nonce;
}

/** Additional data: the whole header, the index (uint32 big-endian) and 1 for the last record, else 0. */
export function additionalDataOf(
  header: Uint8Array,
  index: number,
  last: boolean,
): Uint8Array<ArrayBuffer> {
  return concatBytes(header, uint32(index), new Uint8Array([last ? 1 : 0]));
}

export interface RecordKey {
  key: AesKey;
  /** The encoded header, authenticated with every record. */
  header: Uint8Array;
  baseNonce: Uint8Array;
}

export async function sealRecord(
  rk: RecordKey,
  index: number,
  last: boolean,
  plaintext: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const sealed = await globalThis.crypto.subtle.encrypt(
    {
      name: 'AES-GCM',
      iv: nonceOf(rk.baseNonce, index),
      additionalData: additionalDataOf(rk.header, index, last),
    },
    rk.key,
    plaintext,
  );
  return new Uint8Array(sealed);
}

/** The plaintext, or null when the record does not authenticate as this index and flag. */
export async function openRecord(
  rk: RecordKey,
  index: number,
  last: boolean,
  sealed: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: nonceOf(rk.baseNonce, index),
        additionalData: additionalDataOf(rk.header, index, last),
      },
      rk.key,
      sealed,
    );
    return new Uint8Array(plain);
  } catch {
    return null;
  }
}

/** How far from its place a misplaced record is looked for before calling it changed. */
const REORDER_WINDOW = 32;

/**
 * Why a record did not open at its place: the other flag or a nearby index tells a cut stream,
 * trailing data or reordering from changed bytes (docs/ENCRYPTION.md, "Errors").
 */
export async function diagnose(
  rk: RecordKey,
  index: number,
  last: boolean,
  sealed: Uint8Array<ArrayBuffer>,
): Promise<'truncated' | 'trailing-data' | 'reordered' | 'tampered'> {
  if ((await openRecord(rk, index, !last, sealed)) !== null) {
    return last ? 'truncated' : 'trailing-data';
  }
  const from = Math.max(0, index - REORDER_WINDOW);
  const to = Math.min(MAX_RECORDS - 1, index + REORDER_WINDOW);
  for (let other = from; other <= to; other++) {
    if (other === index) continue;
    if ((await openRecord(rk, other, false, sealed)) !== null) return 'reordered';
    if ((await openRecord(rk, other, true, sealed)) !== null) return 'reordered';
  }
  return 'tampered';
}
