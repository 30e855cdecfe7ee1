import { describe, expect, it } from 'vitest';
import { SharedCalls } from './shared-calls.js';

describe('SharedCalls', () => {
  it('runs the work once for calls that overlap, and again once it settled', async () => {
    const calls = new SharedCalls<number>();
    let runs = 0;
    let finish!: (value: number) => void;
    const work = () => {
      runs++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const overlapping = [calls.run('a', work), calls.run('a', work)];
    expect(runs).toBe(1);
    finish(7);
    expect(await Promise.all(overlapping)).toEqual([7, 7]);
    const later = calls.run('a', work);
    expect(runs).toBe(2);
    finish(8);
    expect(await later).toBe(8);
  });

  it('keeps keys apart, and shares a failure with every waiting caller', async () => {
    const calls = new SharedCalls<number>();
    const failing = () => Promise.reject(new Error('no'));
    const both = [calls.run('x', failing), calls.run('x', () => Promise.resolve(1))];
    const other = calls.run('y', () => Promise.resolve(2));
    await expect(both[0]).rejects.toThrow('no');
    await expect(both[1]).rejects.toThrow('no');
    expect(await other).toBe(2);
    expect(await calls.run('x', () => Promise.resolve(3))).toBe(3);
  });
});
