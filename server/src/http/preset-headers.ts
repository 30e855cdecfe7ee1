/** Headers set for every answer of a kind before its handler runs (security headers, request id). */
import type { Context } from 'hono';
import { nodeBindingsOf } from './node-bindings.js';

export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * Sets `headers` on the answer to come; what the answer sets itself wins. Under @hono/node-server
 * they go straight onto Node's response, which merges the answer's own headers over them when it
 * writes the head. `c.header` before an answer exists makes Hono keep a fetch Headers object for
 * it, which @hono/node-server then turns back into a plain one: 2.3 µs a request on a bare Hono
 * endpoint for the five API headers, a tenth of a share view (bench/benches/pastes.bench.ts).
 * Without Node's response (app.request in tests), `c.header`.
 */
export function presetHeaders(c: Context, headers: HeaderList): void {
  const outgoing = nodeBindingsOf(c)?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
  } else {
    for (const [name, value] of headers) c.header(name, value);
  }
}
