import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createLimiter', () => {
  it('runs at most max tasks at once, in order, and skips aborted ones', async () => {
    const limit = createLimiter(2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const run = (index: number, signal?: AbortSignal) =>
      limit(async () => {
        started.push(index);
        await gates[index]?.promise;
        return index;
      }, signal);
    const aborted = new AbortController();
    const results = [run(0), run(1), run(3, aborted.signal), run(2)];
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    aborted.abort();
    gates[0]!.resolve();
    await results[0];
    await expect(results[2]).rejects.toBeTruthy();
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all([results[1], results[3]])).toEqual([1, 2]);
    expect(started).toEqual([0, 1, 2]);
  });
});
