/**
 * Search agrees with a listing read from the storage: objects put straight into the bucket or
 * folder (as another client would) or deleted from it show in search once their folder is listed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';

let t: TestApp;
let token: string;
let storage: MountedStorage;

const paths = async (q: string): Promise<string[]> => {
  const res = await t.call('GET', `/api/fs/search?q=${encodeURIComponent(q)}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.json.data.results.map((r: { path: string }) => r.path);
};
const list = async (path: string): Promise<string[]> => {
  const res = await t.call('GET', `/api/fs/list?path=${encodeURIComponent(path)}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.json.data.items.map((i: { name: string }) => i.name);
};
/** Waits for the reconciles the listings started, through the service's own seam. */
const reconciled = () => t.services.fs.indexer.reconciled();

describe.each(storageKinds)('search after a listing on %s storage', (kind) => {
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    storage = await mountedStorage(t, token, kind);
    await storage.put('docs/plan-alpha.txt', 'a');
    await storage.put('docs/old/deep/plan-deep.txt', 'd');
    // Listings read from the storage every time (cache_ttl 0), and kept ones for 5 minutes.
    await storage.mount('/live', { cache_ttl: 0 });
  });
  afterEach(async () => {
    await storage.cleanup();
    await t.close();
  });

  it('finds an object put into the storage once its folder is listed, and loses a deleted one', async () => {
    expect(await paths('plan')).toEqual([
      '/live/docs/old/deep/plan-deep.txt',
      '/live/docs/plan-alpha.txt',
    ]);
    await storage.put('docs/plan-beta.txt', 'bb');
    await storage.driver.delete('docs/plan-alpha.txt');
    expect(await paths('plan-beta')).toEqual([]);

    expect(await list('/live/docs')).toEqual(['old', 'plan-beta.txt']);
    await reconciled();
    expect(await paths('plan')).toEqual([
      '/live/docs/old/deep/plan-deep.txt',
      '/live/docs/plan-beta.txt',
    ]);
    const res = await t.call('GET', '/api/fs/search?q=plan-beta', { token });
    expect(res.json.data.results[0]).toMatchObject({ name: 'plan-beta.txt', size: 2 });
  });

  it('drops the whole subtree of a folder removed from the storage', async () => {
    await storage.put('docs/old/plan-old.txt', 'o');
    await paths('plan'); // builds the index
    await t.call('POST', '/api/fs/mkdir', { token, body: { path: '/live/docs/old/kept' } });
    // Files first, then the folders themselves (a local folder goes once it is empty).
    const gone = ['deep/plan-deep.txt', 'plan-old.txt', 'deep/', 'kept/', ''];
    for (const key of gone) await storage.driver.delete(`docs/old/${key}`);
    expect(await paths('deep')).toEqual([
      '/live/docs/old/deep',
      '/live/docs/old/deep/plan-deep.txt',
    ]);

    expect(await list('/live/docs')).toEqual(['plan-alpha.txt']);
    await reconciled();
    expect(await paths('deep')).toEqual([]);
    expect(await paths('old')).toEqual([]);
    expect(await paths('kept')).toEqual([]);
    expect(await paths('plan')).toEqual(['/live/docs/plan-alpha.txt']);
  });

  it('adds a folder new to the index, and the folders above a folder listed first', async () => {
    await paths('plan');
    await storage.put('new/inner/plan-new.txt', 'n');
    expect(await list('/live/new/inner')).toEqual(['plan-new.txt']);
    await reconciled();
    expect(await paths('new')).toEqual(['/live/new', '/live/new/inner/plan-new.txt']);
    expect(await paths('inner')).toEqual(['/live/new/inner']);
  });

  it('indexes a mount in the background once created, and once listed after it was forgotten', async () => {
    const built = () => t.database.db.selectFrom('fs_index_state').selectAll().execute();
    await t.services.fs.indexer.built();
    expect(await built()).toMatchObject([{ entries: 5 }]);
    await t.database.db.deleteFrom('fs_index_state').execute();
    await t.database.db.deleteFrom('fs_index_builds').execute();
    await list('/live/docs');
    await reconciled();
    await t.services.fs.indexer.built();
    expect(await built()).toMatchObject([{ entries: 5 }]);
    expect(await paths('plan-alpha')).toEqual(['/live/docs/plan-alpha.txt']);
  });

  it('does not reconcile a listing answered from the cache', async () => {
    await storage.mount('/kept', { cache_ttl: 300 });
    await paths('plan');
    expect(await list('/kept/docs')).toEqual(['old', 'plan-alpha.txt']);
    await reconciled();
    await storage.put('docs/plan-cached.txt', 'c');
    // The kept listing answers, so nothing was read from the storage to reconcile with.
    expect(await list('/kept/docs')).toEqual(['old', 'plan-alpha.txt']);
    await reconciled();
    expect(await paths('plan-cached')).toEqual([]);
  });

  it('answers a search made while a reconcile runs from before it or after it, never a mix', async () => {
    await paths('plan');
    for (let i = 0; i < 12; i++)
      await storage.put(`docs/batch-${String(i).padStart(2, '0')}.txt`, 'x');
    const listed = list('/live/docs');
    const during = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const res = await t.call('GET', '/api/fs/search?q=batch&limit=5', { token });
        return { total: res.json.data.total as number, rows: res.json.data.results.length };
      }),
    );
    await listed;
    await reconciled();
    for (const answer of during)
      expect([
        { total: 0, rows: 0 },
        { total: 12, rows: 5 },
      ]).toContainEqual(answer);
    expect((await t.call('GET', '/api/fs/search?q=batch', { token })).json.data.total).toBe(12);
  });
});
