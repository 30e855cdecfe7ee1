/** The admin's mounts carry their search index state: built in the background once created. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';

let t: TestApp;
let token: string;
let storage: MountedStorage;

describe.each(storageKinds)('mount index state on %s storage', (kind) => {
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    storage = await mountedStorage(t, token, kind);
    await storage.put('docs/a.txt', 'a');
    await storage.put('docs/b.txt', 'b');
  });
  afterEach(async () => {
    await storage.cleanup();
    await t.close();
  });

  it('shows a new mount indexed without anyone searching, and a forgotten one as never built', async () => {
    const id = await storage.mount('/team');
    await t.services.fs.indexer.built();
    const list = await t.call('GET', '/api/admin/mounts', { token });
    expect(list.json.data[0].index).toEqual({
      state: 'ready',
      indexed: 0,
      entries: 3,
      indexedAt: expect.any(String),
    });
    const search = await t.call('GET', '/api/fs/search?q=a.txt', { token });
    expect(search.json.data.indexing).toBeUndefined();
    expect(search.json.data.total).toBe(1);

    await t.database.db.deleteFrom('fs_index_state').execute();
    await t.database.db.deleteFrom('fs_index_builds').execute();
    const one = await t.call('GET', `/api/admin/mounts/${id}`, { token });
    expect(one.json.data.index).toMatchObject({ state: 'none', indexedAt: null });
  });
});
