/** Long texts in pieces (see http/pieces-body.ts): a listing of 10,000 entries is megabytes. */

/** How many entries of a long answer go into one piece. */
export const ENTRIES_PER_PIECE = 256;

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
  for (let start = 0; start < count; start += ENTRIES_PER_PIECE) {
    const end = Math.min(count, start + ENTRIES_PER_PIECE);
    const text = rangeText(start, end);
    yield (start === 0 ? open : separator) + text + (end === count ? close : '');
  }
}
