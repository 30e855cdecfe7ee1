/**
 * Gzip for answers made in pieces (http/pieces-body.ts: listings of thousands of entries, as JSON
 * or WebDAV XML), the way pigz compresses: each piece is deflated on its own, on libuv's thread
 * pool, while the event loop makes the next pieces, and the compressed pieces go out in order as
 * one gzip member (RFC 1952) that any client inflates as usual.
 *
 * Through a zlib stream the two took turns instead: the pipe paused the maker until the
 * compressor drained, so a 7 MB PROPFIND answer took the time to make it plus the time to deflate
 * it (bench/benches/webdav.bench.ts). Each piece ends on a sync flush, byte-aligned and with no
 * final block, so the pieces' deflate data join into one deflate stream; the last block, the CRC-32
 * and the length come after the last piece. A piece starts with an empty dictionary, which costs
 * under 4% of the size for pieces of hundreds of kilobytes.
 */
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, type ZlibOptions } from 'node:zlib';

const deflateRawAsync = promisify<Uint8Array, ZlibOptions, Buffer>(deflateRaw);

/** Magic, deflate, no flags, no time, no extra flags, operating system unknown. */
const HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
/** An empty final block (fixed Huffman codes): the end of the deflate stream. */
const LAST_BLOCK = Uint8Array.of(0x03, 0x00);

/** How many pieces are being deflated while the next one is made. */
export const PIECES_AHEAD = 2;

/** The gzip of `source`'s bytes, a compressed piece for each piece, read as the client reads. */
export function gzipPieces(
  source: AsyncIterable<Uint8Array>,
  level: number,
): ReadableStream<Uint8Array> {
  const chunks = gzipped(source, level);
  return new ReadableStream(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

async function* gzipped(
  source: AsyncIterable<Uint8Array>,
  level: number,
): AsyncGenerator<Uint8Array> {
  yield HEADER;
  const options: ZlibOptions = { level, finishFlush: constants.Z_SYNC_FLUSH };
  const deflating: Promise<Buffer>[] = [];
  let crc = 0;
  let length = 0;
  for await (const piece of source) {
    // Nothing to add; and Node 20's crc32 answers 0 for some empty arrays, whatever the CRC so far.
    if (piece.byteLength === 0) continue;
    crc = crc32(piece, crc);
    length = (length + piece.byteLength) % 2 ** 32;
    const deflated = deflateRawAsync(piece, options);
    // Awaited in order below; one failing meanwhile must not count as unhandled.
    deflated.catch(() => {});
    deflating.push(deflated);
    if (deflating.length > PIECES_AHEAD) yield await deflating.shift()!;
  }
  for (const deflated of deflating) yield await deflated;
  const trailer = Buffer.allocUnsafe(LAST_BLOCK.length + 8);
  trailer.set(LAST_BLOCK);
  trailer.writeUInt32LE(crc, LAST_BLOCK.length);
  trailer.writeUInt32LE(length, LAST_BLOCK.length + 4);
  yield trailer;
}
