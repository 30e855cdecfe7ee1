/** Search by name across mounts: scopes, base paths, the index kept in step by writes and refreshed. */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestClock } from '../../test/create-test-app.js';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';

let t: TestApp;
let token: string;
let storage: MountedStorage;
let teamId: string;

type Auth = { token?: string; apiKey?: string };
const search = (query: string, auth: Auth = { token }) =>
  t.call('GET', `/api/fs/search?${query}`, auth);
const paths = async (query: string, auth: Auth = { token }) => {
  const res = await search(query, auth);
  expect(res.status, res.text).toBe(200);
  return res.json.data.results.map((r: { path: string }) => r.path);
};

describe.each(storageKinds)('search on %s storage', (kind) => {
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    storage = await mountedStorage(t, token, kind);
    await storage.put('reports/2024/Annual Report.pdf', 'pdf');
    await storage.put('reports/2024/summary.txt', 'sum');
    await storage.put('photos/report-cover.png', 'png');
    await storage.put('notes/100% done.md', 'done');
    const res = await t.call('POST', '/api/admin/mounts', {
      token,
      body: {
        name: 'Team',
        storage_type: storage.storageType,
        storage_config_id: storage.configId,
        mount_path: '/team',
      },
    });
    teamId = res.json.data.id as string;
  });
  afterEach(async () => {
    await storage.cleanup();
    await t.close();
  });

  it('finds files and folders by name, case-insensitively, folders first, with their mount', async () => {
    // The first search may answer while the mount's index is still being built (indexedAt null,
    // docs/PERFORMANCE.md "Listings and search"): ask until the build has finished.
    const res = await vi.waitFor(
      async () => {
        const answer = await search('q=REPORT');
        expect(answer.json.data.indexedAt).toEqual(expect.any(String));
        return answer;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(res.json.data).toMatchObject({
      total: 3,
      hasMore: false,
      indexedAt: expect.any(String),
    });
    expect(res.json.data.results.map((r: { path: string }) => r.path)).toEqual([
      '/team/reports',
      '/team/photos/report-cover.png',
      '/team/reports/2024/Annual Report.pdf',
    ]);
    expect(res.json.data.results[2]).toMatchObject({
      name: 'Annual Report.pdf',
      isDirectory: false,
      size: 3,
      type: 7,
      mount_id: teamId,
      mount_name: 'Team',
    });
    expect(await paths('q=100%25')).toEqual(['/team/notes/100% done.md']);
    expect(await paths('q=_d')).toEqual([]);
    const short = await search('q=r');
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('q must be at least 2 characters');
  });

  it('pages with limit and offset', async () => {
    const first = await search('q=re&limit=2');
    expect(first.json.data).toMatchObject({ total: 3, hasMore: true });
    const rest = await search('q=re&limit=2&offset=2');
    expect(rest.json.data.hasMore).toBe(false);
    expect([...first.json.data.results, ...rest.json.data.results]).toHaveLength(3);
  });

  it('searches one mount or one folder and below', async () => {
    expect(await paths(`q=report&scope=mount&mount_id=${teamId}`)).toHaveLength(3);
    expect(
      await paths(`q=report&scope=directory&path=${encodeURIComponent('/team/reports')}`),
    ).toEqual(['/team/reports/2024/Annual Report.pdf']);
    expect((await search('q=report&scope=directory')).status).toBe(400);
    expect((await search('q=report&scope=mount&mount_id=nope')).status).toBe(404);
  });

  it('keeps a key inside its base path', async () => {
    const key = await t.createKey(token, {
      name: 'k',
      permissions: Permission.MOUNT_VIEW,
      basic_path: '/team/photos',
    });
    expect(await paths('q=report', { apiKey: key.key })).toEqual(['/team/photos/report-cover.png']);
    expect(await paths(`q=report&scope=mount&mount_id=${teamId}`, { apiKey: key.key })).toEqual([
      '/team/photos/report-cover.png',
    ]);
    const outside = await search(
      `q=report&scope=directory&path=${encodeURIComponent('/team/reports')}`,
      { apiKey: key.key },
    );
    expect(outside.status).toBe(403);
    expect(
      (
        await search('q=report', {
          apiKey: (await t.createKey(token, { name: 't', permissions: Permission.TEXT })).key,
        })
      ).status,
    ).toBe(403);
  });

  it('follows writes through the app at once, and storage changes at the next refresh', async () => {
    expect(await paths('q=fresh')).toEqual([]);
    await t.call('POST', '/api/fs/update', {
      token,
      body: { path: '/team/notes/fresh.md', content: 'x' },
    });
    await t.call('POST', '/api/fs/rename', {
      token,
      body: { oldPath: '/team/reports', newPath: '/team/archive-reports' },
    });
    await t.call('DELETE', '/api/fs/batch-remove', { token, body: { paths: ['/team/photos'] } });
    expect(await paths('q=fresh')).toEqual(['/team/notes/fresh.md']);
    expect(await paths('q=report')).toEqual([
      '/team/archive-reports',
      '/team/archive-reports/2024/Annual Report.pdf',
    ]);

    await storage.put('behind/the-app-report.txt', 'x');
    expect(await paths('q=the-app')).toEqual([]);
    (t.clock as TestClock).advance(16 * 60_000);
    await paths('q=the-app'); // answers from the old index and starts the refresh
    await expect.poll(() => paths('q=the-app')).toEqual(['/team/behind/the-app-report.txt']);
  });

  it('drops a deleted mount from results', async () => {
    expect(await paths('q=report')).toHaveLength(3);
    await t.call('DELETE', `/api/admin/mounts/${teamId}`, { token });
    expect(await paths('q=report')).toEqual([]);
    expect(await t.database.db.selectFrom('fs_index').selectAll().execute()).toEqual([]);
  });
});
