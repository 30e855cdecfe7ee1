/** File shares of mount files: they serve the file where it is and never delete it. */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClock } from '../../test/create-test-app.js';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';

let t: TestApp;
let token: string;
let storage: MountedStorage;

const share = (
  body: Record<string, unknown>,
  auth: { token?: string; apiKey?: string } = { token },
) => t.call('POST', '/api/fs/create-share', { ...auth, body });
const fileText = async (path: string) =>
  (await t.call('GET', `/api/fs/download?path=${encodeURIComponent(path)}`, { token })).text;

describe.each(storageKinds)('shares of mount files on %s storage', (kind) => {
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    storage = await mountedStorage(t, token, kind);
    await storage.put('docs/plan.md', '# Plan');
    await storage.mount('/team');
  });
  afterEach(async () => {
    await storage.cleanup();
    await t.close();
  });

  it('shares a file where it is, with the upload options', async () => {
    const res = await share({
      path: '/team/docs/plan.md',
      slug: 'the-plan',
      remark: 'for review',
      use_proxy: true,
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      slug: 'the-plan',
      filename: 'plan.md',
      size: 6,
      remark: 'for review',
      requires_password: false,
    });
    const download = await t.app.request(res.json.data.downloadUrl as string);
    expect(await download.text()).toBe('# Plan');
    const listed = await t.call('GET', '/api/files', { token });
    expect(listed.json.data.files).toEqual([expect.objectContaining({ slug: 'the-plan' })]);
    expect((await share({ path: '/team/docs/plan.md', slug: 'the-plan' })).status).toBe(409);
  });

  it('keeps the file when its share is deleted or expires', async () => {
    const kept = await share({ path: '/team/docs/plan.md' });
    const deleted = await t.call('DELETE', '/api/files/batch-delete', {
      token,
      body: { ids: [kept.json.data.id], delete_mode: 'both' },
    });
    expect(deleted.status).toBe(200);
    expect(await fileText('/team/docs/plan.md')).toBe('# Plan');

    const expiring = await share({ path: '/team/docs/plan.md', expires_in: 1 });
    (t.clock as TestClock).advance(2 * 3600_000);
    expect((await t.call('GET', `/api/public/files/${expiring.json.data.slug}`)).status).toBe(410);
    await t.services.files.sweeper.sweep();
    expect(await fileText('/team/docs/plan.md')).toBe('# Plan');
  });

  it('refuses folders, missing files, and callers without both rights or outside their base path', async () => {
    expect((await share({ path: '/team/docs' })).status).toBe(400);
    expect((await share({ path: '/team/docs/none.md' })).status).toBe(404);
    expect((await share({ path: '/team' })).status).toBe(400);
    const viewer = await t.createKey(token, { name: 'v', permissions: Permission.MOUNT_VIEW });
    const sharer = await t.createKey(token, { name: 's', permissions: Permission.FILE_SHARE });
    const both = await t.createKey(token, {
      name: 'b',
      permissions: Permission.FILE_SHARE | Permission.MOUNT_VIEW,
      basic_path: '/team/other',
    });
    expect((await share({ path: '/team/docs/plan.md' }, { apiKey: viewer.key })).status).toBe(403);
    expect((await share({ path: '/team/docs/plan.md' }, { apiKey: sharer.key })).status).toBe(403);
    expect((await share({ path: '/team/docs/plan.md' }, { apiKey: both.key })).status).toBe(403);
  });
});
