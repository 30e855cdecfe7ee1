/**
 * File shares' stored files seen through a mount of their storage (docs/SHARE-OBJECTS.md): the
 * listing marks them, and neither the fs API nor WebDAV deletes, renames or overwrites a share's
 * own upload while the share exists. On local storage and S3, SQLite and PostgreSQL.
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upload } from '../../test/file-shares.js';
import { storageKinds } from '../../test/mounted-storages.js';
import { davTestApp, type DavTestApp } from '../../test/webdav-app.js';
import { routeDialects } from '../../test/route-database.js';

const cases = routeDialects().flatMap((dialect) =>
  storageKinds.map((kind) => ({ name: `${kind} on ${dialect.name}`, kind, dialect })),
);

describe.each(cases)('share objects in a mount, $name', ({ kind, dialect }) => {
  let app: DavTestApp;
  let token: string;
  /** Where the storage keeps share uploads, as seen in the mount at /team. */
  let folder: string;
  let share: { id: string; slug: string };

  beforeEach(async () => {
    app = await davTestApp(kind, { database: await dialect.open() });
    token = await app.t.adminToken();
    const sent = await upload(app.t, {
      token,
      before: [
        ['s3_config_id', app.storage.configId],
        ['password', 'secret'],
      ],
      file: { name: 'report.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4') },
    });
    expect(sent.status).toBe(201);
    share = { id: sent.json.data.id, slug: sent.json.data.slug };
    // The default local storage keeps shares under shares/; a new S3 configuration at its root.
    folder = kind === 'local' ? '/team/shares' : '/team';
  });
  afterEach(() => app.close());

  const list = async (path: string, auth: { token?: string; apiKey?: string } = { token }) => {
    const res = await app.t.call('GET', `/api/fs/list?path=${encodeURIComponent(path)}`, auth);
    expect(res.status).toBe(200);
    return res.json.data.items as {
      name: string;
      share?: { slug: string | null; owned: boolean };
    }[];
  };
  const remove = (paths: string[]) =>
    app.t.call('DELETE', '/api/fs/batch-remove', { token, body: { paths } });

  it('marks the share upload in the listing, with its link for the admin only', async () => {
    await app.storage.put(kind === 'local' ? 'shares/mine.txt' : 'mine.txt', 'x');
    const items = await list(folder);
    expect(items.find((i) => i.name === 'report.pdf')?.share).toEqual({
      slug: share.slug,
      owned: true,
    });
    expect(items.find((i) => i.name === 'mine.txt')?.share).toBeUndefined();

    const key = await app.t.call('POST', '/api/admin/api-keys', {
      token,
      body: { name: 'viewer', permissions: Permission.MOUNT_VIEW },
    });
    const seen = await list(folder, { apiKey: key.json.data.key });
    expect(seen.find((i) => i.name === 'report.pdf')?.share).toEqual({ slug: null, owned: true });
  });

  it('refuses to delete, rename or overwrite it, through the API and WebDAV, until the share goes', async () => {
    const path = `${folder}/report.pdf`;
    const removed = await remove([path]);
    expect(removed.json.data.failed).toEqual([
      expect.objectContaining({ path, reason: 'fs.shareObject', params: { path } }),
    ]);
    if (folder !== '/team') {
      const whole = await remove([folder]);
      expect(whole.json.data.failed[0]).toMatchObject({ reason: 'fs.shareObject' });
    }
    const renamed = await app.t.call('POST', '/api/fs/rename', {
      token,
      body: { oldPath: path, newPath: `${folder}/other.pdf` },
    });
    expect(renamed.status).toBe(403);
    expect(renamed.json.message).toContain('delete the share in file management first');
    const saved = await app.t.call('POST', '/api/fs/update', {
      token,
      body: { path, content: 'over' },
    });
    expect(saved.status).toBe(403);
    await app.storage.put('docs/report.pdf', 'another');
    const copied = await app.t.call('POST', '/api/fs/batch-copy', {
      token,
      body: { items: [{ sourcePath: '/team/docs/report.pdf', targetPath: `${folder}/` }] },
    });
    expect(copied.json.data.failed[0]).toMatchObject({ reason: 'fs.shareObject' });

    expect((await app.dav('DELETE', `/dav${path}`)).status).toBe(403);
    expect((await app.dav('PUT', `/dav${path}`, { body: 'over' })).status).toBe(403);
    // The share still serves what it stored.
    const info = await app.t.call('POST', `/api/public/files/${share.slug}/verify`, {
      body: { password: 'secret' },
    });
    expect(info.status).toBe(200);

    // Once the share is deleted (keeping the file), the file is the user's to delete.
    const dropped = await app.t.call('DELETE', '/api/files/batch-delete', {
      token,
      body: { ids: [share.id], delete_mode: 'record_only' },
    });
    expect(dropped.json.data.success).toBe(1);
    expect((await list(folder)).find((i) => i.name === 'report.pdf')?.share).toBeUndefined();
    expect((await remove([path])).json.data).toMatchObject({ success: 1, failed: [] });
  });

  it('marks a file shared from the explorer without keeping it from being deleted', async () => {
    const shared = await app.t.call('POST', '/api/fs/create-share', {
      token,
      body: { path: '/team/docs/a & b.txt' },
    });
    expect(shared.status).toBe(201);
    const items = await list('/team/docs');
    expect(items.find((i) => i.name === 'a & b.txt')?.share).toEqual({
      slug: shared.json.data.slug,
      owned: false,
    });
    expect((await remove(['/team/docs/a & b.txt'])).json.data.success).toBe(1);
  });

  it('leaves the admin free to write beside it', async () => {
    const put = await app.dav('PUT', `/dav${folder}/notes.txt`, { body: 'mine' });
    expect(put.status).toBe(201);
    expect((await remove([`${folder}/notes.txt`])).json.data.success).toBe(1);
  });
});
