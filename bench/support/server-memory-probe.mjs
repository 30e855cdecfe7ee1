/**
 * Preloaded into the server under test (`--import`, see server-memory.ts): every 50 ms it appends
 * one line of the main thread's memory to BENCH_MEMORY_LOG, so the storage bench can say where a
 * transfer's RSS went (V8's heap and its young generation, or the ArrayBuffers of the bytes
 * passing through). Not part of the product: only the benches load it.
 */
import { appendFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_MEMORY_LOG;
if (file && isMainThread) {
  setInterval(() => {
    const m = process.memoryUsage();
    const young = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    const line = [
      Date.now(),
      m.rss,
      m.heapTotal,
      m.heapUsed,
      young?.space_size ?? 0,
      m.arrayBuffers,
    ];
    appendFileSync(file, `${line.join(' ')}\n`);
  }, 50).unref();
}
