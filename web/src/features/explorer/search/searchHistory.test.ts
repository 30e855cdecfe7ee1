/** The search history over a real (in-memory) IndexedDB: order, limit, duplicates, the move from localStorage. */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineDb } from '../../../offline/offlineDb';
import { LEGACY_SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX, SearchHistory } from './searchHistory';

let db: OfflineDb;
let clock = 1000;
const open = (legacy: Storage | null = null) =>
  new SearchHistory(
    async () => db,
    legacy,
    () => clock++,
  );

beforeEach(() => {
  db = new OfflineDb(`history-${Math.random()}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('search history', () => {
  it('keeps the newest first, each query once, at most 10', async () => {
    const history = open();
    for (let i = 1; i <= SEARCH_HISTORY_MAX + 2; i++) void history.remember(`q${i}`);
    await history.remember('  q5 ');
    await history.remember('   ');
    expect(history.getSnapshot()).toEqual([
      'q5',
      'q12',
      'q11',
      'q10',
      'q9',
      'q8',
      'q7',
      'q6',
      'q4',
      'q3',
    ]);
    expect(await db.searchHistory.count()).toBe(SEARCH_HISTORY_MAX);

    // Another open search reads the same history.
    const again = open();
    await again.settled();
    expect(again.getSnapshot()).toEqual(history.getSnapshot());
    await again.forget('q12');
    await again.clear();
    expect(again.getSnapshot()).toEqual([]);
    expect(await db.searchHistory.count()).toBe(0);
  });

  it('moves what localStorage held into the table once, behind what is already there', async () => {
    await open().remember('newer');
    localStorage.setItem(LEGACY_SEARCH_HISTORY_KEY, JSON.stringify(['plan', 7, 'newer', 'readme']));
    const history = open(localStorage);
    await history.settled();
    expect(history.getSnapshot()).toEqual(['newer', 'plan', 'readme']);
    expect(localStorage.getItem(LEGACY_SEARCH_HISTORY_KEY)).toBeNull();

    const later = open(localStorage);
    await later.settled();
    expect(later.getSnapshot()).toEqual(['newer', 'plan', 'readme']);
  });

  it('ignores a legacy entry that is not a list', async () => {
    localStorage.setItem(LEGACY_SEARCH_HISTORY_KEY, '{broken');
    const history = open(localStorage);
    await history.settled();
    expect(history.getSnapshot()).toEqual([]);
    expect(localStorage.getItem(LEGACY_SEARCH_HISTORY_KEY)).toBeNull();
  });
});
