import { describe, expect, it } from 'vitest';
import { TurnBatcher } from './turn-batcher.js';

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
