/** Sizes, for a client that must announce a sealed upload's length before sealing it. */
import { DEFAULT_RECORD_SIZE, HEADER_SIZE, TAG_SIZE } from './header.js';

/** Bytes of the sealed stream for `plainSize` bytes of plaintext. */
export function sealedSize(plainSize: number, recordSize = DEFAULT_RECORD_SIZE): number {
  const records = Math.max(1, Math.ceil(plainSize / recordSize));
  return HEADER_SIZE + plainSize + records * TAG_SIZE;
}
