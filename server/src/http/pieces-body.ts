/**
 * Bodies made a piece at a time as the client reads them (a folder listing of 10,000 entries as
 * JSON or WebDAV XML is megabytes): each piece is made when the previous one has been taken, so
 * the answer is never whole in memory and the client receives while the rest is being made.
 */

/**
 * The body for `pieces` between `open` and `close`: one text (sent with its length) when there is
 * a single piece, otherwise a stream that makes the next piece only when the last has been handed
 * on (the first two are made at once, to tell one piece from many).
 */
export function piecesBody(
  pieces: Iterable<string>,
  open = '',
  close = '',
): string | ReadableStream<Uint8Array> {
  const iterator = pieces[Symbol.iterator]();
  const first = iterator.next();
  if (first.done) return open + close;
  const second = iterator.next();
  if (second.done) return open + first.value + close;
  const ready = [open + first.value, second.value];
  let ended = false;
  const encoder = new TextEncoder();
  return new ReadableStream(
    {
      pull(controller) {
        let piece = ready.shift();
        if (piece === undefined && !ended) {
          const next = iterator.next();
          if (next.done) ended = true;
          piece = next.done ? close || undefined : next.value;
        }
        if (piece === undefined) controller.close();
        else controller.enqueue(encoder.encode(piece));
      },
      cancel() {
        iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
