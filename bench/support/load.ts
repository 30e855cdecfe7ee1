/** Bounded HTTP load with autocannon (a dedicated load generator, so the client is not the bottleneck). */
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../../e2e/support/server.js';
import type { Figure } from './types.js';

export interface LoadRequest {
  url: string;
  connections: number;
  amount: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  throughput: number;
  p50: number;
  p99: number;
}

/** Runs exactly `amount` requests over `connections` keep-alive connections; any non-2xx fails the bench. */
export async function load(request: LoadRequest): Promise<LoadResult> {
  const started = performance.now();
  let lastResponse = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...request, pipelining: 1, timeout: 30 }, (error, finished) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    // autocannon notices that `amount` is reached only on its once-a-second tick, so neither its own
    // duration nor the time until it resolves measures the run: time it to the last response instead.
    instance.on('response', () => {
      lastResponse = performance.now();
    });
  });
  const seconds = (lastResponse - started) / 1000;
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(
      `${request.method ?? 'GET'} ${request.url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`,
    );
  }
  return {
    throughput: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

export function loadFigures(result: LoadResult, ceiling?: LoadResult): Figure[] {
  const figures: Figure[] = [
    { label: 'throughput', value: result.throughput, unit: 'req/s' },
    { label: 'p50', value: result.p50, unit: 'ms' },
    { label: 'p99', value: result.p99, unit: 'ms' },
  ];
  if (ceiling)
    figures.push({
      label: 'of ceiling',
      value: (100 * result.throughput) / ceiling.throughput,
      unit: '%',
    });
  return figures;
}

/** Starts the bare-Hono ceiling server as its own process, like the product server. */
export const startCeiling = () => startHelper('./ceiling-server.mjs');

/** Starts a bare Node HTTP file server (file-server.mjs) as its own process. */
export const startFileServer = () => startHelper('./file-server.mjs');

/** Runs a helper server script of this folder on a free port, once it says it is ready. */
async function startHelper(name: string): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const script = fileURLToPath(new URL(name, import.meta.url));
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
    child.stdout?.once('data', () => resolve());
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
