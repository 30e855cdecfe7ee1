/** Dashboard stats grouping, labels and hit rate. */
import type { DashboardStats } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import {
  countTicks,
  formatDay,
  formatPercent,
  hitRate,
  humanize,
  isByteStat,
  statGroups,
  usagePercent,
} from './stats';

describe('statGroups', () => {
  it('puts the areas we know in their order and keeps groups the server adds later', () => {
    const stats = {
      shortLinks: { total: 9 },
      apiKeys: { total: 3, active: 2, expired: 1 },
      pastes: { total: 4, active: 3, expired: 1 },
      files: { total: 2, active: 2, expired: 0, totalSize: 10 },
    } as unknown as DashboardStats;
    expect(statGroups(stats).map((g) => g.area)).toEqual([
      'pastes',
      'files',
      'apiKeys',
      'shortLinks',
    ]);
    expect(statGroups(stats)[1]).toEqual({
      area: 'files',
      entries: [
        { name: 'total', value: 2 },
        { name: 'active', value: 2 },
        { name: 'expired', value: 0 },
        { name: 'totalSize', value: 10 },
      ],
    });
  });

  it('leaves out the lists of the answer, and the sign-ins that have a card of their own', () => {
    const stats = {
      mounts: { total: 1, active: 1 },
      storage: [{ id: 'a', used_bytes: 1 }],
      activity: [{ date: '2026-03-04', pastes: 1, files: 0 }],
      signIns: { hours: 24, failedAttempts: 3, addresses: 1, lastFailureAt: null },
    } as unknown as DashboardStats;
    expect(statGroups(stats).map((g) => g.area)).toEqual(['mounts']);
  });

  it('skips values that are not groups of numbers', () => {
    const stats = {
      apiKeys: { total: 1, active: 1, expired: 0 },
      storage: { label: 'x', used: Number.NaN },
      version: '1',
      list: [1, 2],
    } as unknown as DashboardStats;
    expect(statGroups(stats).map((g) => g.area)).toEqual(['apiKeys']);
  });
});

describe('humanize', () => {
  it('makes camelCase and snake_case names readable', () => {
    expect(humanize('totalViews')).toBe('Total views');
    expect(humanize('storage_used_bytes')).toBe('Storage used bytes');
    expect(humanize('apiKeys')).toBe('Api keys');
  });
});

describe('hitRate', () => {
  it('is hits over lookups, and null before any lookup', () => {
    expect(hitRate(3, 1)).toBe(0.75);
    expect(hitRate(0, 0)).toBeNull();
  });
});

describe('isByteStat', () => {
  it('knows sizes by name', () => {
    expect(isByteStat('totalSize')).toBe(true);
    expect(isByteStat('used_bytes')).toBe(true);
    expect(isByteStat('total')).toBe(false);
  });
});

describe('usagePercent', () => {
  it('is used over capacity, null when unlimited, and full when the capacity is 0', () => {
    expect(usagePercent(600, 1000)).toBe(60);
    expect(usagePercent(1500, 1000)).toBe(150);
    expect(usagePercent(5, null)).toBeNull();
    expect(usagePercent(0, 0)).toBe(100);
  });
});

describe('countTicks', () => {
  it('counts in 1, 2, 5 steps from 0 to at least the maximum, six ticks at most', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(11)).toEqual([0, 5, 10, 15]);
    expect(countTicks(26)).toEqual([0, 10, 20, 30]);
    expect(countTicks(1234)).toEqual([0, 500, 1000, 1500]);
    for (const max of [1, 9, 42, 99, 101, 777, 123_456]) {
      const ticks = countTicks(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
    }
  });
});

describe('formatDay', () => {
  it('names the UTC day whatever the local time zone', () => {
    expect(formatDay('2026-03-04', 'en-US')).toBe('Mar 4');
    expect(formatDay('2026-03-04', 'en-US', 'long')).toBe('Wed, Mar 4');
    expect(formatDay('2026-03-04', 'en-US', 'day')).toBe('4');
    expect(formatDay('2026-03-04', 'zh-CN')).toBe('3月4日');
    expect(formatDay('not a day', 'en-US')).toBe('not a day');
  });
});

describe('formatPercent', () => {
  it('keeps one decimal at most', () => {
    expect(formatPercent(0.755, 'en-US')).toBe('75.5%');
    expect(formatPercent(0.6, 'en-US')).toBe('60%');
  });
});
