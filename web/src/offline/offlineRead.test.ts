/** Reading offline over a real (in-memory) IndexedDB: what is kept, when it answers, and who sees it. */
import 'fake-indexeddb/auto';
import { OFFLINE_CACHE_EXPIRY_MS } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiError';
import { clearSession, setSession } from '../auth/authStore';
import { offlineDb } from './offlineDb';
import {
  directoryKey,
  offlineCache,
  readWithOfflineCopy,
  startOfflineReading,
} from './offlineRead';

interface Doc {
  text: string;
  isPrivate?: boolean;
  endsAt?: string | null;
}

const noNetwork = () =>
  Promise.reject(new ApiError(0, 'network connection failed', 'NETWORK_ERROR'));
const read = (key: string | null, fetch: () => Promise<Doc>) =>
  readWithOfflineCopy<Doc>({
    table: 'pastes',
    key,
    fetch,
    keep: (doc) => (doc.isPrivate ? null : { text: doc.text, endsAt: doc.endsAt }),
    expiresAt: (doc) => doc.endsAt,
  });
/** Writes to the copy are not awaited by the read: wait for them here. */
const stored = (table: 'pastes' | 'directories', key: string) =>
  vi.waitFor(async () => {
    const entry = await offlineDb()[table].get(key);
    if (!entry) throw new Error(`${key} not stored yet`);
    return entry;
  });

beforeEach(() => offlineCache.clear());
afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

describe('reading offline', () => {
  it('keeps what may be kept and answers it, marked, when the network is gone', async () => {
    expect(await read('abc', async () => ({ text: 'hello', isPrivate: false }))).toEqual({
      text: 'hello',
      isPrivate: false,
    });
    const { savedAt } = await stored('pastes', 'abc');
    expect(await read('abc', noNetwork)).toEqual({
      text: 'hello',
      endsAt: undefined,
      offlineSavedAt: savedAt,
    });
  });

  it('changes the copies in the order of the reads, though it waits for the page to be idle', async () => {
    await read('abc', async () => ({ text: 'hello' }));
    await read('abc', async () => ({ text: 'now with a password', isPrivate: true }));
    await read('later', async () => ({ text: 'read last' }));
    // Writes to one store complete in the order they were asked for.
    await stored('pastes', 'later');
    expect(await offlineDb().pastes.get('abc')).toBeUndefined();
  });

  it('drops the copy when a later answer may not be kept, or says the thing is gone', async () => {
    await read('abc', async () => ({ text: 'hello' }));
    await stored('pastes', 'abc');
    await read('abc', async () => ({ text: 'now with a password', isPrivate: true }));
    await vi.waitFor(async () => expect(await offlineDb().pastes.count()).toBe(0));
    await expect(read('abc', noNetwork)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });

    await read('gone', async () => ({ text: 'soon gone' }));
    await stored('pastes', 'gone');
    await expect(read('gone', () => Promise.reject(new ApiError(410, 'gone')))).rejects.toThrow();
    await vi.waitFor(async () => expect(await offlineDb().pastes.count()).toBe(0));
  });

  it('answers no copy past its own end or the 7-day expiry, and none for a key of null', async () => {
    const endsAt = new Date(Date.now() + 60_000).toISOString();
    await read('ends', async () => ({ text: 'for a minute', endsAt }));
    await stored('pastes', 'ends');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    await expect(read('ends', noNetwork)).rejects.toBeInstanceOf(ApiError);

    await read('week', async () => ({ text: 'a week' }));
    await stored('pastes', 'week');
    vi.setSystemTime(Date.now() + OFFLINE_CACHE_EXPIRY_MS + 1);
    await expect(read('week', noNetwork)).rejects.toBeInstanceOf(ApiError);

    await read(null, async () => ({ text: 'never kept' }));
    await expect(read(null, noNetwork)).rejects.toBeInstanceOf(ApiError);
  });

  it('keys folder listings by login, never for an anonymous visitor', () => {
    expect(directoryKey('/team')).toBeNull();
    setSession({ authType: 'admin', adminToken: 't' }, Date.now());
    expect(directoryKey('/team')).toBe('admin:/team');
    setSession(
      {
        authType: 'apikey',
        apiKey: 'k',
        permissions: 256,
        apiKeyInfo: {
          id: 'k1',
          name: 'k',
          basic_path: '/',
          permissions: 256,
          role: 'GENERAL',
          is_guest: 0,
          expires_at: null,
        },
      },
      Date.now(),
    );
    expect(directoryKey('/team')).toBe('apikey:k1:/team');
  });

  it('at start drops other logins’ listings; a logout drops every copy', async () => {
    await offlineCache.remember('directories', 'admin:/team', { items: [] });
    await offlineCache.remember('directories', 'apikey:k1:/team', { items: [] });
    await offlineCache.remember('pastes', 'abc', { text: 'open share' });
    setSession({ authType: 'admin', adminToken: 't' }, Date.now());
    const stop = startOfflineReading();
    await vi.waitFor(async () =>
      expect(await offlineDb().directories.toCollection().primaryKeys()).toEqual(['admin:/team']),
    );
    expect(await offlineDb().pastes.count()).toBe(1);

    clearSession();
    await vi.waitFor(async () => expect(await offlineDb().directories.count()).toBe(0));
    expect(await offlineDb().pastes.count()).toBe(0);
    stop();
  });
});
