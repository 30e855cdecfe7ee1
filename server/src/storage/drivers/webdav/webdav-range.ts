/**
 * What a GET with a Range header got back. A 206 names its bytes and the object's size in
 * Content-Range; a server that ignores ranges answers 200 with the whole object, which is then cut
 * here to the asked range (clamped like S3: the end to the last byte; a start past it refused).
 */
import { Readable } from 'node:stream';
import type { ByteRange } from '../../driver.js';
import type { DavResponse } from './webdav-client.js';

export type RangeAnswer =
  | {
      ok: true;
      /** The whole object's size. */
      size: number;
      /** The bytes returned, when a range was asked for. */
      range?: ByteRange;
      /** Bytes of the answer's body to drop, then keep (a 200 to a ranged GET). */
      cut?: ByteRange;
    }
  | { ok: false; size: number };

const header = (response: DavResponse, name: string) => {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function readRange(response: DavResponse, asked: ByteRange | undefined): RangeAnswer {
  const length = Number(header(response, 'content-length') ?? NaN);
  if (response.statusCode === 206) {
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header(response, 'content-range') ?? '');
    if (match) {
      const [start, end, size] = match.slice(1).map(Number) as [number, number, number];
      return { ok: true, size, range: { start, end } };
    }
  }
  const size = Number.isFinite(length) ? length : 0;
  if (!asked) return { ok: true, size };
  if (asked.start >= size) return { ok: false, size };
  const range = { start: asked.start, end: Math.min(asked.end, size - 1) };
  return { ok: true, size, range, cut: range };
}

/** The body, cut to `answer.cut` when the server sent more than the range. */
export function rangedBody(body: Readable, answer: RangeAnswer): Readable {
  if (!answer.ok || !answer.cut) return body;
  const { start, end } = answer.cut;
  async function* cut() {
    let offset = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      const from = Math.max(0, start - offset);
      const to = Math.min(chunk.length, end + 1 - offset);
      if (to > from) yield chunk.subarray(from, to);
      offset += chunk.length;
      if (offset > end) break;
    }
  }
  return Readable.from(cut(), { objectMode: false });
}
