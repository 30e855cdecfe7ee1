/** Timing helpers: latency samples, bounded concurrent load, and percentile and median summaries. */
import { performance } from 'node:perf_hooks';
import type { Figure } from './types.js';

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

export function latencyFigures(samplesMs: number[]): Figure[] {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
  return [
    { label: 'p50', value: percentile(sorted, 50), unit: 'ms' },
    { label: 'p95', value: percentile(sorted, 95), unit: 'ms' },
    { label: 'p99', value: percentile(sorted, 99), unit: 'ms' },
    { label: 'mean', value: mean, unit: 'ms' },
  ];
}

/** Runs `task` `count` times one after another, after `warmup` untimed runs; returns each duration. */
export async function sequentialSamples(
  count: number,
  warmup: number,
  task: () => Promise<void>,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await task();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** Runs `task` `total` times with at most `concurrency` in flight; returns durations and wall time. */
export async function concurrentLoad(
  total: number,
  concurrency: number,
  task: () => Promise<void>,
): Promise<{ samplesMs: number[]; elapsedMs: number }> {
  const samplesMs: number[] = [];
  let started = 0;
  const worker = async () => {
    while (started < total) {
      started++;
      const t0 = performance.now();
      await task();
      samplesMs.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return { samplesMs, elapsedMs: performance.now() - t0 };
}

/** Median and p95 of timings, in ms. */
export function summary(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** Median and p95 of `runs` timings of `work`, in ms. */
export async function time(runs: number, work: () => Promise<unknown>) {
  return summary(await sequentialSamples(runs, 0, async () => void (await work())));
}

/** Median and p95 of `first` and `second`, run in turns `runs` times, in ms. */
export async function timeInTurns(
  runs: number,
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
) {
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [index, work] of [first, second].entries()) {
      const started = performance.now();
      await work();
      samples[index]!.push(performance.now() - started);
    }
  }
  return [summary(samples[0]), summary(samples[1])] as const;
}
