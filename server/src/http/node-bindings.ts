/**
 * What @hono/node-server passes as a request's env: the socket's own request and response. Absent
 * where the app runs without Node's server (app.request in tests); callers fall back to Hono's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

export interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

export const nodeBindingsOf = (c: Context): NodeBindings | undefined =>
  c.env as NodeBindings | undefined;
