/**
 * The streaming API (docs/ENCRYPTION.md, "Streams"): a TransformStream that seals bytes into
 * records and one that opens them, each holding at most one record in memory.
 */
import { E2eeError } from './errors.js';
import { HEADER_SIZE, TAG_SIZE, decodeHeader } from './header.js';
import { parseKey } from './keys.js';
import { MAX_RECORDS, diagnose, openRecord, sealRecord, type RecordKey } from './records.js';
import { newSealing, sealingOf, type DecryptOptions, type EncryptOptions } from './setup.js';

export type { DecryptOptions, EncryptOptions } from './setup.js';

/** Collects bytes into fixed-size blocks; a full block is handed on only once a byte follows it. */
class Blocks {
  private buffer: Uint8Array<ArrayBuffer>;
  private filled = 0;
  constructor(readonly size: number) {
    this.buffer = new Uint8Array(size);
  }
  /** Calls `full` for each block known not to be the last. */
  async push(chunk: Uint8Array, full: (block: Uint8Array<ArrayBuffer>) => Promise<void>) {
    let at = 0;
    while (at < chunk.length) {
      if (this.filled === this.size) {
        await full(this.buffer);
        this.buffer = new Uint8Array(this.size);
        this.filled = 0;
      }
      const take = Math.min(this.size - this.filled, chunk.length - at);
      this.buffer.set(chunk.subarray(at, at + take), this.filled);
      this.filled += take;
      at += take;
    }
  }
  rest(): Uint8Array<ArrayBuffer> {
    return this.buffer.slice(0, this.filled);
  }
}

/** Plaintext in, the header and sealed records out. `key` is the link key (base64url). */
export function createEncryptStream(
  key: string,
  options: EncryptOptions = {},
): TransformStream<Uint8Array, Uint8Array> {
  const linkKey = parseKey(key);
  let blocks: Blocks;
  let rk: RecordKey;
  let index = 0;
  const seal = async (
    block: Uint8Array<ArrayBuffer>,
    last: boolean,
    out: TransformStreamDefaultController<Uint8Array>,
  ) => {
    if (index >= MAX_RECORDS) throw new E2eeError('too-large');
    out.enqueue(await sealRecord(rk, index, last, block));
    index += 1;
  };
  return new TransformStream({
    async start(out) {
      const sealing = await newSealing(linkKey, options);
      rk = sealing.rk;
      blocks = new Blocks(sealing.recordSize);
      out.enqueue(rk.header);
    },
    async transform(chunk, out) {
      await blocks.push(chunk, (block) => seal(block, false, out));
    },
    async flush(out) {
      await seal(blocks.rest(), true, out);
    },
  });
}

/** The header and sealed records in, the plaintext out; errors are E2eeError (errors.ts). */
export function createDecryptStream(
  key: string,
  options: DecryptOptions = {},
): TransformStream<Uint8Array, Uint8Array> {
  const linkKey = parseKey(key);
  const headerBytes = new Uint8Array(HEADER_SIZE);
  let headerFilled = 0;
  let blocks: Blocks | null = null;
  let rk: RecordKey;
  let index = 0;
  const open = async (
    sealed: Uint8Array<ArrayBuffer>,
    last: boolean,
    out: TransformStreamDefaultController<Uint8Array>,
  ) => {
    const plain = sealed.length < TAG_SIZE ? null : await openRecord(rk, index, last, sealed);
    if (plain === null) {
      const why = sealed.length < TAG_SIZE ? 'truncated' : await diagnose(rk, index, last, sealed);
      throw new E2eeError(why, index);
    }
    out.enqueue(plain);
    index += 1;
  };
  const begin = async (bytes: Uint8Array<ArrayBuffer>) => {
    const sealing = await sealingOf(linkKey, bytes, options);
    rk = sealing.rk;
    return new Blocks(sealing.recordSize + TAG_SIZE);
  };
  return new TransformStream({
    async transform(chunk, out) {
      let records = chunk;
      if (blocks === null) {
        const take = Math.min(HEADER_SIZE - headerFilled, chunk.length);
        headerBytes.set(chunk.subarray(0, take), headerFilled);
        headerFilled += take;
        if (headerFilled < HEADER_SIZE) return;
        blocks = await begin(headerBytes);
        records = chunk.subarray(take);
      }
      await blocks.push(records, (block) => open(block, false, out));
    },
    async flush(out) {
      if (blocks === null) {
        if (headerFilled === 0) throw new E2eeError('not-encrypted');
        decodeHeader(headerBytes.subarray(0, headerFilled));
        throw new E2eeError('truncated');
      }
      await open(blocks.rest(), true, out);
    },
  });
}
