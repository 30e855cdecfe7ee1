/**
 * Stopping without cutting uploads off (docs/DEPLOY.md, "Faults"). After SIGTERM main.ts calls
 * drain(): from then on every new request, GET /api/health included, answers 503
 * `http.shuttingDown` with `Connection: close`, so a balancer's health check takes the instance
 * out and its clients go elsewhere; the requests already running (an upload, a download) go on
 * until they end or the grace period is over. The listener stays open meanwhile, so the balancer
 * sees the 503 rather than a refused connection.
 */
import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { serviceUnavailable } from '../errors.js';
import { errorLanguageOf } from './accept-language.js';
import { errorEnvelope } from './respond.js';

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** How often drain() looks whether the last running request has ended. */
const POLL_MS = 50;

export interface Drain {
  /** The app's fetch, answering 503 once draining has begun. */
  fetch: Fetch;
  /** Counts the requests `server` runs (call it before the server listens). */
  track(server: Server): void;
  /**
   * Takes no new request from now on and waits until the running ones end, `graceMs` at most.
   * Resolves to how many were still running at the deadline (0: all finished).
   */
  drain(graceMs: number): Promise<number>;
}

export function drainable(fetch: Fetch): Drain {
  let draining = false;
  let running = 0;
  return {
    fetch: (request, env) => (draining ? shuttingDown(request) : fetch(request, env)),
    track(server) {
      server.on('request', (_req, res) => {
        if (draining) return;
        running++;
        res.once('close', () => running--);
      });
    },
    async drain(graceMs) {
      draining = true;
      const deadline = Date.now() + graceMs;
      while (running > 0 && Date.now() < deadline) await sleep(POLL_MS);
      return running;
    },
  };
}

function shuttingDown(request: Request): Response {
  const error = serviceUnavailable('http.shuttingDown');
  const language = errorLanguageOf(request.headers.get('accept-language'));
  return Response.json(errorEnvelope(error, language), {
    status: error.status,
    headers: { ...error.headers, Connection: 'close' },
  });
}
