import { describe, expect, it } from 'vitest';
import { ViewTally } from './view-tally.js';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ViewTally', () => {
  it('counts views per share and writes them in one batch', async () => {
    const writes: Array<Map<string, number>> = [];
    const tally = new ViewTally((counts) => {
      writes.push(new Map(counts));
      return Promise.resolve();
    });
    expect([tally.add('a'), tally.add('a'), tally.add('b')]).toEqual([1, 2, 1]);
    expect(await tally.flush()).toBe(2);
    expect(writes).toEqual([
      new Map([
        ['a', 2],
        ['b', 1],
      ]),
    ]);
    expect(tally.unwritten('a')).toBe(0);
    expect(await tally.flush()).toBe(0);
    expect(writes).toHaveLength(1);
  });

  it('keeps showing views while they are being written, and runs one flush at a time', async () => {
    const gates = [deferred(), deferred()];
    const writes: Array<Map<string, number>> = [];
    const tally = new ViewTally((counts) => {
      writes.push(new Map(counts));
      return gates[writes.length - 1]!.promise;
    });
    tally.add('a');
    const first = tally.flush();
    await Promise.resolve();
    expect(tally.add('a')).toBe(2);
    const second = tally.flush();
    await new Promise((r) => setTimeout(r, 5));
    expect(writes).toHaveLength(1);
    gates[0]!.resolve();
    expect(await first).toBe(1);
    gates[1]!.resolve();
    expect(await second).toBe(1);
    expect(writes).toEqual([new Map([['a', 1]]), new Map([['a', 1]])]);
    expect(tally.unwritten('a')).toBe(0);
  });

  it('puts the counts back when a write fails, so the next flush writes them', async () => {
    let fail = true;
    const written: Array<Map<string, number>> = [];
    const tally = new ViewTally((counts) => {
      if (fail) return Promise.reject(new Error('database is locked'));
      written.push(new Map(counts));
      return Promise.resolve();
    });
    tally.add('a');
    await expect(tally.flush()).rejects.toThrow('database is locked');
    expect(tally.unwritten('a')).toBe(1);
    tally.add('a');
    fail = false;
    expect(await tally.flush()).toBe(1);
    expect(written).toEqual([new Map([['a', 2]])]);
  });
});
