/**
 * Bodies made a piece at a time as the client reads them (a folder listing of 10,000 entries as
 * JSON or WebDAV XML is megabytes): each piece is made when the previous one has been taken, so
 * the answer is never whole in memory and the client receives while the rest is being made.
 * A piece is a text, or bytes already encoded (lib/text-pieces.ts utf8Joined).
 */

export type Piece = string | Uint8Array<ArrayBuffer>;

const encoder = new TextEncoder();
const bytesOf = (piece: Piece) => (typeof piece === 'string' ? encoder.encode(piece) : piece);

/** `open` and the first piece: one text when both are, otherwise in order. */
const opening = (open: string, first: Piece): Piece[] =>
  typeof first === 'string' ? [open + first] : open === '' ? [first] : [open, first];

/**
 * The body for `pieces` between `open` and `close`: one text or byte array (sent with its length)
 * when there is a single piece, otherwise a stream that makes the next piece only when the last
 * has been handed on (the first two are made at once, to tell one piece from many).
 */
export function piecesBody(
  pieces: Iterable<Piece>,
  open = '',
  close = '',
): Piece | ReadableStream<Uint8Array> {
  const iterator = pieces[Symbol.iterator]();
  const first = iterator.next();
  if (first.done) return open + close;
  const second = iterator.next();
  if (second.done) return single(open, first.value, close);
  return streamOf([...opening(open, first.value), second.value], iterator, close);
}

/**
 * piecesBody for pieces made asynchronously (a listing read from storage a page at a time): the
 * first two are awaited to tell one piece from many. A failure after the first bytes errors the
 * stream, so the client sees the answer cut short, never a shorter answer that looks whole.
 */
export async function asyncPiecesBody(
  pieces: AsyncIterable<Piece>,
  open = '',
  close = '',
): Promise<Piece | ReadableStream<Uint8Array>> {
  const iterator = pieces[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return open + close;
  const second = await iterator.next();
  if (second.done) return single(open, first.value, close);
  return streamOf([...opening(open, first.value), second.value], iterator, close);
}

/** The body of a single piece between `open` and `close`. */
function single(open: string, only: Piece, close: string): Piece {
  if (typeof only === 'string') return open + only + close;
  return Buffer.concat([bytesOf(open), only, bytesOf(close)]);
}

/** The pieces `ready`, then the iterator's, then `close`: each made when the last is handed on. */
function streamOf(
  ready: Piece[],
  iterator: Iterator<Piece> | AsyncIterator<Piece>,
  close: string,
): ReadableStream<Uint8Array> {
  let ended = false;
  return new ReadableStream(
    {
      async pull(controller) {
        let piece = ready.shift();
        if (piece === undefined && !ended) {
          const next = await iterator.next();
          if (next.done) ended = true;
          piece = next.done ? close || undefined : next.value;
        }
        if (piece === undefined) controller.close();
        else controller.enqueue(bytesOf(piece));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
