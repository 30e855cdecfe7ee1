/**
 * Bodies made a piece at a time as the client reads them (a folder listing of 10,000 entries as
 * JSON or WebDAV XML is megabytes): each piece is made when the previous one has been taken, so
 * the answer is never whole in memory and the client receives while the rest is being made.
 */

/**
 * The body for `pieces`: one text (sent with its length) when there is a single piece, otherwise
 * a stream that makes the next piece only when the last has been handed on.
 */
export function piecesBody(pieces: Iterable<string>): string | ReadableStream<Uint8Array> {
  const iterator = pieces[Symbol.iterator]();
  const first = iterator.next();
  if (first.done) return '';
  const second = iterator.next();
  if (second.done) return first.value;
  const ready = [first.value, second.value];
  const encoder = new TextEncoder();
  return new ReadableStream(
    {
      pull(controller) {
        let piece = ready.shift();
        if (piece === undefined) {
          const next = iterator.next();
          if (!next.done) piece = next.value;
        }
        if (piece === undefined) controller.close();
        else controller.enqueue(encoder.encode(piece));
      },
      cancel() {
        iterator.return?.();
      },
    },
    // Nothing is made ahead of the reader.
    { highWaterMark: 0 },
  );
}
