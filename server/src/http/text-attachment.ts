/**
 * A text file answered as an attachment while it is being made: each piece is encoded and sent as
 * the client reads, so a backup or an audit export of any size is never held whole. A client that
 * goes away stops the generator. A failure midway ends the body early (a backup then has no
 * footer, so no restore takes it).
 */
import type { Context } from 'hono';
import { contentDisposition } from '../lib/content-disposition.js';
import type { AppEnv } from './types.js';

export function textAttachment(
  c: Context<AppEnv>,
  pieces: AsyncGenerator<string>,
  file: { name: string; contentType: string },
) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return c.body(body, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition('attachment', file.name),
  });
}
