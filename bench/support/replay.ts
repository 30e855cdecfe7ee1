/**
 * A loopback proxy that records answers as the server sent them (status, headers, the still
 * compressed body) and then serves them back from memory with no server behind it. Timing a
 * client against the replay measures what the client alone spends receiving an answer (inflating,
 * decoding), so a figure can be split into the client's share and the server's.
 */
import { once } from 'node:events';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Recorded {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface ReplayProxy {
  /** http://127.0.0.1:PORT: requests go to the target and are recorded, until `replay()`. */
  url: string;
  /** From now on, every request is answered from what was recorded for it, or 502. */
  replay(): void;
  close(): Promise<void>;
}

/** Headers about the connection or the framing, which the replay sets for itself. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function replayProxy(target: string): Promise<ReplayProxy> {
  const recorded = new Map<string, Recorded>();
  let replaying = false;
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readAll(req);
      const key = `${req.method} ${req.url} ${body.toString('base64')}`;
      let answer = replaying ? recorded.get(key) : undefined;
      if (!replaying) {
        const forwarded = request(new URL(req.url ?? '/', target), {
          method: req.method,
          headers: req.headers,
        });
        forwarded.end(body);
        const [upstream] = (await once(forwarded, 'response')) as [IncomingMessage];
        answer = {
          status: upstream.statusCode ?? 502,
          headers: upstream.headers,
          body: await readAll(upstream),
        };
        recorded.set(key, answer);
      }
      if (!answer) {
        res.writeHead(502).end('nothing was recorded for this request');
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.has(name)),
      );
      res.writeHead(answer.status, headers).end(answer.body);
    })().catch((error: unknown) => res.destroy(error as Error));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    replay: () => {
      replaying = true;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
