/**
 * Sealing a file in parts, in any order and again after a failure (docs/ENCRYPTION.md, "Uploads in
 * parts"): every record depends only on the key, the header, its index and its plaintext, so the
 * sealed bytes of any range are made from the plaintext records under it. A resumable multipart
 * upload keeps the header (no secret in it) and the link key, and seals each part when it sends it.
 */
import { concatBytes } from './bytes.js';
import { E2eeError } from './errors.js';
import { HEADER_SIZE, TAG_SIZE } from './header.js';
import { parseKey } from './keys.js';
import { MAX_RECORDS, sealRecord } from './records.js';
import { newSealing, sealingOf, type EncryptOptions, type Sealing } from './setup.js';
import { sealedSize } from './sizes.js';

/** Reads plaintext bytes [from, to) of the file being sealed (a Blob slice, a file handle...). */
export type PlainReader = (from: number, to: number) => Promise<Uint8Array<ArrayBuffer>>;

export interface PartSealer {
  /** The stream's first 58 bytes: keep them to seal the rest of an upload later. */
  header: Uint8Array;
  /** Sealed length of the whole file. */
  size: number;
  /** Sealed bytes [start, end) of the stream, sealing only the records under them. */
  range(start: number, end: number): Promise<Uint8Array<ArrayBuffer>>;
}

function partSealer(sealing: Sealing, plainSize: number, read: PlainReader): PartSealer {
  const { rk, recordSize } = sealing;
  const sealedRecord = recordSize + TAG_SIZE;
  const records = Math.max(1, Math.ceil(plainSize / recordSize));
  if (records > MAX_RECORDS) throw new E2eeError('too-large');
  const size = sealedSize(plainSize, recordSize);
  return {
    header: rk.header,
    size,
    async range(start, end) {
      if (!(Number.isInteger(start) && Number.isInteger(end) && 0 <= start && start <= end)) {
        throw new RangeError('range needs whole numbers 0 <= start <= end');
      }
      const to = Math.min(end, size);
      const pieces: Uint8Array[] = [];
      if (start < HEADER_SIZE) pieces.push(rk.header.subarray(start, Math.min(to, HEADER_SIZE)));
      const first = Math.floor((Math.max(start, HEADER_SIZE) - HEADER_SIZE) / sealedRecord);
      for (let index = first; index < records; index++) {
        const at = HEADER_SIZE + index * sealedRecord;
        if (at >= to) break;
        const plainFrom = index * recordSize;
        const plain = await read(plainFrom, Math.min(plainFrom + recordSize, plainSize));
        const sealed = await sealRecord(rk, index, index === records - 1, plain);
        pieces.push(sealed.subarray(Math.max(0, start - at), Math.min(sealed.length, to - at)));
      }
      return concatBytes(...pieces);
    },
  };
}

/** A new sealing of a file of `plainSize` bytes, to send in parts. */
export async function createPartSealer(
  key: string,
  plainSize: number,
  read: PlainReader,
  options: EncryptOptions = {},
): Promise<PartSealer> {
  return partSealer(await newSealing(parseKey(key), options), plainSize, read);
}

/** The same sealing again from its kept header, to seal the parts an interrupted upload lacks. */
export async function resumePartSealer(
  key: string,
  header: Uint8Array,
  plainSize: number,
  read: PlainReader,
  options: { password?: string } = {},
): Promise<PartSealer> {
  const sealing = await sealingOf(parseKey(key), new Uint8Array(header), options);
  return partSealer(sealing, plainSize, read);
}
