import { describe, expect, it } from 'vitest';
import { MAX_EXTRA_TURNS, TurnBatcher } from './turn-batcher.js';

/** A batcher that doubles numbers, refuses negative ones (failing the whole batch), and records its batches. */
function doubler(max?: number) {
  const batches: number[][] = [];
  const batcher = new TurnBatcher<number, number>(async (items) => {
    batches.push([...items]);
    if (items.some((n) => n < 0)) throw new Error(`negative in ${items.join(',')}`);
    return items.map((n) => n * 2);
  }, max);
  return { batcher, batches };
}

describe('TurnBatcher', () => {
  it('runs what arrives in one turn as one batch, answering each item its own result', async () => {
    const { batcher, batches } = doubler();
    expect(await Promise.all([1, 2, 3].map((n) => batcher.add(n)))).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
    // A later turn is a batch of its own.
    expect(await batcher.add(4)).toBe(8);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('waits while each turn brings more, so a burst spread over a few turns is one batch', async () => {
    const { batcher, batches } = doubler();
    // Two in this turn, one more in the next: the batch waits for the turn that brings none.
    const answers = [batcher.add(1), batcher.add(2)];
    setImmediate(() => answers.push(batcher.add(3)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await Promise.all(answers)).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('waits only so long while items keep coming', async () => {
    const { batcher, batches } = doubler();
    const answers = [batcher.add(1), batcher.add(2)];
    // One more item every turn, twenty turns long.
    const feed = (n: number) => {
      answers.push(batcher.add(n));
      if (n < 22) setImmediate(() => feed(n + 1));
    };
    setImmediate(() => feed(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const all = Array.from({ length: 22 }, (_, i) => i + 1);
    expect(await Promise.all(answers)).toEqual(all.map((n) => 2 * n));
    expect(batches.flat()).toEqual(all);
    // The first batch waited, but no more than MAX_EXTRA_TURNS turns past its own.
    expect(batches[0]!.length).toBeGreaterThan(2);
    expect(batches[0]!.length).toBeLessThanOrEqual(2 + MAX_EXTRA_TURNS);
  });

  it('cuts a long queue into batches of at most max', async () => {
    const { batcher, batches } = doubler(2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.add(n)))).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('runs a failed batch again one item at a time, so only the bad item fails', async () => {
    const { batcher, batches } = doubler();
    const outcomes = await Promise.allSettled([1, -1, 3].map((n) => batcher.add(n)));
    expect(
      outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message)),
    ).toEqual([2, 'negative in -1', 6]);
    expect(batches).toEqual([[1, -1, 3], [1], [-1], [3]]);
  });
});
