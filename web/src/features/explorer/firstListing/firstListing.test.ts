import type { FsListing } from '@cloudpaste/contracts';
import { Permission } from '@cloudpaste/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AuthStore from '../../../auth/authStore';

// The network edge and the login: hoisted, so no import of the client or the store.
const api = vi.hoisted(() => ({ get: vi.fn() }));
const auth = vi.hoisted(() => ({ snapshot: { authType: 'admin', permissions: 0 } }));
vi.mock('../../../api/client', () => ({ api, ApiError: class extends Error {} }));
vi.mock('../../../auth/authStore', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthStore>()),
  getAuthSnapshot: () => auth.snapshot,
}));

const listing = { path: '/team', items: [] } as unknown as FsListing;

/** A fresh module each time: which listing is the page load's first is the module's state. */
const load = async () => {
  vi.resetModules();
  return import('./api');
};

describe("the page load's first listing", () => {
  beforeEach(() => {
    api.get.mockReset().mockResolvedValue(listing);
    auth.snapshot = { authType: 'admin', permissions: 0 };
  });

  it('is read as the route loads and handed to the explorer exactly once', async () => {
    const { startFirstListing, takeStartedListing } = await load();
    startFirstListing('/team', 1_000);
    startFirstListing('/team', 1_001);
    expect(api.get).toHaveBeenCalledExactlyOnceWith('/fs/list', {
      query: { path: '/team' },
      revalidate: true,
    });
    await expect(takeStartedListing('/team', 2_000)).resolves.toBe(listing);
    expect(takeStartedListing('/team', 2_000)).toBeUndefined();
  });

  it('is the only one started: after the explorer has asked for one, the explorer reads', async () => {
    const { startFirstListing, takeStartedListing } = await load();
    expect(takeStartedListing('/', 0)).toBeUndefined();
    startFirstListing('/team', 1);
    expect(api.get).not.toHaveBeenCalled();
  });

  it('is not handed over for another folder, nor once older than the TTL', async () => {
    const other = await load();
    other.startFirstListing('/team', 0);
    expect(other.takeStartedListing('/elsewhere', 1)).toBeUndefined();
    const old = await load();
    old.startFirstListing('/team', 0);
    expect(old.takeStartedListing('/team', old.STARTED_LISTING_TTL_MS)).toBeUndefined();
  });

  it('is started only for a user who may browse: the admin or a key with MOUNT_VIEW', async () => {
    for (const [snapshot, starts] of [
      [{ authType: 'none', permissions: 0 }, false],
      [{ authType: 'apikey', permissions: Permission.TEXT }, false],
      [{ authType: 'apikey', permissions: Permission.MOUNT_VIEW }, true],
    ] as const) {
      auth.snapshot = snapshot;
      api.get.mockClear();
      (await load()).startFirstListing('/team', 0);
      expect(api.get).toHaveBeenCalledTimes(starts ? 1 : 0);
    }
  });

  it('keeps a failed read for the explorer to judge, without an unhandled rejection', async () => {
    api.get.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { startFirstListing, takeStartedListing } = await load();
    startFirstListing('/team', 0);
    await expect(takeStartedListing('/team', 1)).rejects.toThrow('Failed to fetch');
  });
});
