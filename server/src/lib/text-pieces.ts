/** Long texts in pieces (see http/pieces-body.ts): a listing of 10,000 entries is megabytes. */

/**
 * How many entries of a long answer go into one piece: about 750 KB of WebDAV XML or 250 KB of
 * JSON. Each piece is compressed on its own (http/gzip-pieces.ts), so fewer, larger pieces cost
 * fewer hand-offs between the event loop and the compressing thread.
 */
export const ENTRIES_PER_PIECE = 1024;

/**
 * `count` entries in pieces of up to `ENTRIES_PER_PIECE`, between an opening and a closing text:
 * `rangeText` makes the text of the entries from `start` up to `end`, and `separator` goes
 * between those of two pieces. An empty range still yields its one piece.
 */
export function* entryPieces(
  open: string,
  count: number,
  rangeText: (start: number, end: number) => string,
  separator: string,
  close: string,
): Generator<string> {
  if (count === 0) {
    yield open + close;
    return;
  }
  for (const [start, end] of pieceRanges(count)) {
    const text = rangeText(start, end);
    yield (start === 0 ? open : separator) + text + (end === count ? close : '');
  }
}

/**
 * `count` entries in pieces of up to `ENTRIES_PER_PIECE`, each piece the entries' texts written
 * one after another as UTF-8 (utf8Joined); an empty range yields no piece.
 */
export function* utf8Pieces(
  count: number,
  textAt: (index: number) => string,
): Generator<Buffer<ArrayBuffer>> {
  for (const [start, end] of pieceRanges(count)) yield utf8Joined(start, end, textAt);
}

/** The ranges [start, end) of `count` entries, a piece's worth at a time. */
function* pieceRanges(count: number): Generator<[number, number]> {
  for (let start = 0; start < count; start += ENTRIES_PER_PIECE)
    yield [start, Math.min(count, start + ENTRIES_PER_PIECE)];
}

/** The least room utf8Joined starts with. */
const JOINED_MIN_BYTES = 64 * 1024;

/**
 * The texts of `start` up to `end` written one after another as UTF-8 into one byte array. For a
 * piece of a listing, hundreds of short texts each made by concatenation, this is twice as quick
 * as joining them and encoding the result (6 ms against 12 for the 7 MB of a 10,000-entry
 * PROPFIND): V8 must first copy a long joined string of many small parts into one flat string.
 * The room is sized from the first text (the entries of a listing are much alike), with a quarter
 * to spare, so a piece is mostly written without growing and copying what it holds.
 */
export function utf8Joined(
  start: number,
  end: number,
  textAt: (index: number) => string,
): Buffer<ArrayBuffer> {
  let bytes: Buffer<ArrayBuffer> | undefined;
  let length = 0;
  for (let index = start; index < end; index++) {
    const text = textAt(index);
    // A UTF-16 unit is at most 3 bytes of UTF-8: with that much room the whole text fits.
    const room = text.length * 3;
    if (bytes === undefined) {
      const likely = Math.ceil(text.length * (end - start) * 1.25);
      bytes = Buffer.allocUnsafe(Math.max(JOINED_MIN_BYTES, likely, room));
    } else if (bytes.length - length < room) {
      const grown = Buffer.allocUnsafe(Math.max(bytes.length * 2, length + room));
      bytes.copy(grown, 0, 0, length);
      bytes = grown;
    }
    length += bytes.write(text, length);
  }
  return bytes === undefined ? Buffer.alloc(0) : bytes.subarray(0, length);
}
