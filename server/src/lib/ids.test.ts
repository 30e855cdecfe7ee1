import { describe, expect, it, vi } from 'vitest';
import { newId } from './ids.js';

describe('newId', () => {
  it('is a version 7 UUID', () => {
    expect(newId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('orders ids made later after those made earlier, so inserts append to the index', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 50; i++) {
        ids.push(newId());
        vi.advanceTimersByTime(1);
      }
      expect([...ids].sort()).toEqual(ids);
    } finally {
      vi.useRealTimers();
    }
  });

  it('orders ids made within one millisecond in the order they were made', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 2) });
    try {
      // More than the 4,096 a millisecond's counter holds: the rest borrow the next millisecond.
      const ids = Array.from({ length: 5_000 }, newId);
      expect([...ids].sort()).toEqual(ids);
      // A clock stepping back does not make an id sort before the ones already made.
      vi.setSystemTime(Date.UTC(2026, 0, 1));
      const later = newId();
      expect([...ids, later].sort().at(-1)).toBe(later);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never repeats, even within one millisecond', () => {
    const ids = Array.from({ length: 10_000 }, newId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
