/**
 * The test app behind a real @hono/node-server on a free local port, as `npm start` runs it: for
 * tests whose client is a real one (fetch over a socket, curl) or that need the socket's own
 * request and response streams.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { servePipedBodies } from '../src/http/piped-body.js';
import type { TestApp } from './create-test-app.js';

export interface SocketServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Stops listening and drops open connections (a test's abandoned requests among them). */
  close(): Promise<void>;
}

export async function serveOnSocket(t: TestApp): Promise<SocketServer> {
  const server = serve({
    fetch: servePipedBodies(t.app.fetch, pino({ level: 'silent' })),
    port: 0,
    hostname: '127.0.0.1',
  }) as Server;
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
