/**
 * A stand-in for "some website" in URL-upload tests: an HTTP server on loopback with given routes,
 * and the one address policy that lets a SafeFetcher reach it. Production code never widens the
 * policy; only tests import this.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress, type AddressPolicy } from '../src/lib/safe-fetch/index.js';

/** Public addresses as in production, plus loopback where the test server listens. */
export const publicOrLoopback: AddressPolicy = (address) =>
  isPublicAddress(address) || address.range() === 'loopback';

export type RemoteHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface RemoteServer {
  /** http://127.0.0.1:port */
  origin: string;
  port: string;
  /** Each request as `METHOD /path`, in order. */
  seen: string[];
  close(): Promise<void>;
}

export async function startRemoteServer(
  routes: Record<string, RemoteHandler>,
): Promise<RemoteServer> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://remote').pathname;
    seen.push(`${req.method} ${path}`);
    const handler =
      routes[path] ??
      ((_req: IncomingMessage, r: ServerResponse) => r.writeHead(404).end('not found'));
    handler(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = String((server.address() as AddressInfo).port);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    seen,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
