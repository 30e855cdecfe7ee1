/**
 * The server's own view of its memory during a transfer: server-memory-probe.mjs, preloaded into
 * the server, logs process.memoryUsage() and the young generation's size every 50 ms; `since`
 * reads the peaks logged after a mark. RSS from /proc (process-memory.ts) says how much; this
 * says what it was.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROBE = fileURLToPath(new URL('server-memory-probe.mjs', import.meta.url));

/** Peaks in bytes over a span: V8's committed heap, its young generation, ArrayBuffers. */
export interface MemoryPeaks {
  heapTotal: number;
  young: number;
  arrayBuffers: number;
}

export interface ServerMemoryLog {
  /** Server variables that preload the probe, for startServer's env. */
  env: Record<string, string>;
  /** Where the log is now: peaks are read from here on. */
  mark(): number;
  since(mark: number): MemoryPeaks;
}

export function serverMemoryLog(dir: string): ServerMemoryLog {
  const file = join(dir, 'server-memory.log');
  appendFileSync(file, '');
  const text = () => readFileSync(file, 'utf8');
  return {
    env: { BENCH_MEMORY_LOG: file, NODE_OPTIONS: `--import=${PROBE}` },
    mark: () => text().length,
    since(mark) {
      const peaks: MemoryPeaks = { heapTotal: 0, young: 0, arrayBuffers: 0 };
      for (const line of text().slice(mark).split('\n')) {
        const [, , heapTotal = 0, , young = 0, arrayBuffers = 0] = line.split(' ').map(Number);
        peaks.heapTotal = Math.max(peaks.heapTotal, heapTotal);
        peaks.young = Math.max(peaks.young, young);
        peaks.arrayBuffers = Math.max(peaks.arrayBuffers, arrayBuffers);
      }
      return peaks;
    },
  };
}
