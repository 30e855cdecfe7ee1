/**
 * What @hono/node-server passes as a request's env: the socket's own request and response. Absent
 * where the app runs without Node's server (app.request in tests); callers fall back to Hono's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { sendingListing } from '../lib/listings-sent.js';

export interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

export const nodeBindingsOf = (c: Context): NodeBindings | undefined =>
  c.env as NodeBindings | undefined;

/**
 * Counts the answer to `c` among the listing answers being sent until Node's server has written
 * it out or its client is gone (lib/listings-sent.ts); nothing without Node's server.
 */
export function sendingListingOf(c: Context): void {
  const outgoing = nodeBindingsOf(c)?.outgoing;
  if (outgoing) sendingListing(new Promise((resolve) => outgoing.once('close', () => resolve())));
}
