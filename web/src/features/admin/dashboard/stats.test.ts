/** Dashboard stats grouping, labels and hit rate. */
import type { DashboardStats } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { hitRate, humanize, statGroups } from './stats';

describe('statGroups', () => {
  it('puts API keys first and keeps groups the server adds later', () => {
    const stats = {
      pastes: { total: 4, active: 3, expired: 1 },
      apiKeys: { total: 3, active: 2, expired: 1 },
    } as DashboardStats;
    expect(statGroups(stats)).toEqual([
      {
        area: 'apiKeys',
        entries: [
          { name: 'total', value: 3 },
          { name: 'active', value: 2 },
          { name: 'expired', value: 1 },
        ],
      },
      {
        area: 'pastes',
        entries: [
          { name: 'total', value: 4 },
          { name: 'active', value: 3 },
          { name: 'expired', value: 1 },
        ],
      },
    ]);
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
