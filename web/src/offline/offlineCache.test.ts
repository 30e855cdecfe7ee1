/** What is kept for reading offline: only open shares, and nothing past 7 days. */
import 'fake-indexeddb/auto';
import { OFFLINE_CACHE_EXPIRY_MS } from '@cloudpaste/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { isKeepable, OfflineCache } from './offlineCache';
import { OfflineDb } from './offlineDb';

const db = new OfflineDb(`cache-${Math.random()}`);
afterEach(async () => {
  await Promise.all([db.pastes.clear(), db.files.clear(), db.directories.clear()]);
});

describe('offline cache', () => {
  it('keeps only shares without a password or a view limit', () => {
    expect(isKeepable({ has_password: false, max_views: 0 })).toBe(true);
    expect(isKeepable({})).toBe(true);
    expect(isKeepable({ has_password: true })).toBe(false);
    expect(isKeepable({ max_views: 3 })).toBe(false);
  });

  it('answers what was kept until it expires, then forgets it', async () => {
    let now = 0;
    const cache = new OfflineCache(
      async () => db,
      () => now,
    );
    await cache.remember('pastes', 'abc', { content: 'hi' });
    await cache.remember('directories', '/team', { items: [] });
    now = OFFLINE_CACHE_EXPIRY_MS;
    expect(await cache.recall('pastes', 'abc')).toEqual({ data: { content: 'hi' }, savedAt: 0 });
    now = OFFLINE_CACHE_EXPIRY_MS + 1;
    expect(await cache.recall('pastes', 'abc')).toBeUndefined();
    expect(await db.pastes.count()).toBe(0);
    expect(await cache.sweep()).toBe(1);
    expect(await db.directories.count()).toBe(0);
  });

  it('keeps only the entries of one prefix, or clears tables', async () => {
    const cache = new OfflineCache(async () => db);
    await cache.remember('directories', 'admin:/team', { items: [] });
    await cache.remember('directories', 'apikey:k1:/team', { items: [] });
    await cache.remember('pastes', 'abc', { content: 'hi' });
    expect(await cache.keepOnlyPrefixed('directories', 'admin:')).toBe(1);
    expect(await db.directories.toCollection().primaryKeys()).toEqual(['admin:/team']);
    await cache.clear();
    expect(await db.directories.count()).toBe(0);
    expect(await db.pastes.count()).toBe(0);
  });
});
