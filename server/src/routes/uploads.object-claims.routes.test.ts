/**
 * A share commits, serves and deletes only the object its own upload wrote, on local storage and
 * S3: another writer at the key (a mount, the admin) is never taken over, overwritten through an old
 * upload URL, or deleted.
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp, TestClock } from '../../test/create-test-app.js';
import { fetchBytes, sendPresigned, upload } from '../../test/file-shares.js';
import { storageKinds, type MountedStorage } from '../../test/mounted-storages.js';
import { closeStorageApp, openStorageApp } from '../../test/storage-app.js';

describe.each(storageKinds)('share objects on %s storage', (kind) => {
  let t: TestApp;
  let token: string;
  let key: string;
  let storage: MountedStorage;

  beforeEach(async () => {
    ({ t, token, storage } = await openStorageApp(kind, { isPublic: true }));
    ({ key } = await t.createKey(token, { name: 'sharer', permissions: Permission.FILE_SHARE }));
  });
  afterEach(() => closeStorageApp({ t, token, storage }));

  /** A presigned PUT as a browser sends it: to S3 itself, or through the app for local storage. */
  const send = (url: string, body: Buffer, headers: Record<string, string>) =>
    url.startsWith('http')
      ? fetch(url, { method: 'PUT', headers, body })
      : sendPresigned(t, url, body, headers);
  const presign = (filename: string, size: number) =>
    t.call('POST', '/api/s3/presign', {
      apiKey: key,
      body: {
        s3_config_id: storage.configId,
        filename,
        size,
        mimetype: 'text/html',
        use_proxy: true,
      },
    });
  const commit = (fileId: string) =>
    t.call('POST', '/api/s3/commit', { apiKey: key, body: { file_id: fileId } });
  const read = async (path: string) => (await storage.driver.get(path)).body.toArray();
  const text = async (path: string) => Buffer.concat(await read(path)).toString();

  it('refuses to commit an object another writer put at the key, and keeps it', async () => {
    const admins = '<b>admin</b>';
    const p = await presign('page.html', admins.length);
    expect(p.status).toBe(200);
    // The admin writes there (through a mount, say) before the key has sent anything.
    await storage.put(p.json.data.storage_path, admins);
    const res = await commit(p.json.data.file_id);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('the object in storage was not written by this upload');
    expect(await text(p.json.data.storage_path)).toBe(admins);
    expect(await t.database.db.selectFrom('files').selectAll().execute()).toEqual([]);
  });

  it('serves only the committed bytes: the old upload URL cannot replace them', async () => {
    const mine = Buffer.from('<i>mine</i>');
    const p = await presign('page.html', mine.length);
    const { upload_url: url, upload_headers: headers, storage_path: path } = p.json.data;
    expect((await send(url, mine, headers)).status).toBe(200);
    const done = await commit(p.json.data.file_id);
    expect(done.status).toBe(201);
    const other = Buffer.from('<i>evil</i>');
    const again = await send(url, other, headers);
    if (kind === 'local') {
      // The grant ended with the commit.
      expect(again.status).toBe(403);
      expect(await text(path)).toBe(mine.toString());
    } else {
      // A presigned S3 URL cannot be revoked: the share refuses to serve what replaced its bytes.
      expect(again.status).toBe(200);
      const served = await fetchBytes(t, done.json.data.downloadUrl);
      expect(served.status).toBe(410);
      expect(served.body.toString()).not.toContain('evil');
      const ranged = await fetchBytes(t, done.json.data.previewUrl, { Range: 'bytes=0-3' });
      expect(ranged.status).toBe(410);
    }
  });

  // Local storage only: a presigned S3 URL cannot be ended (its later PUT is never served, above).
  if (kind === 'local')
    it('a cancelled upload’s URL takes no bytes', async () => {
      const p = await presign('gone.html', 5);
      const cancel = await t.call('DELETE', '/api/files/batch-delete', {
        apiKey: key,
        body: { ids: [p.json.data.file_id] },
      });
      expect(cancel.json.data).toEqual({ success: 1, failed: [] });
      const res = await send(
        p.json.data.upload_url,
        Buffer.from('hello'),
        p.json.data.upload_headers,
      );
      expect(res.status).toBe(403);
      expect(await storage.driver.head(p.json.data.storage_path)).toBeNull();
    });

  it('serves its own bytes however they were stored: one request, or parts', async () => {
    const content = Buffer.from('stored in one way or another');
    for (const size of [[['size', String(content.length)]], []] as [string, string][][]) {
      const res = await upload(t, {
        apiKey: key,
        before: [['s3_config_id', storage.configId], ['use_proxy', 'true'], ...size],
        file: { name: 'any.txt', type: 'text/plain', content },
      });
      const served = await fetchBytes(t, res.json.data.downloadUrl);
      expect([served.status, served.body.toString()]).toEqual([200, content.toString()]);
    }
  });

  it('a share whose object was replaced answers 410, by proxy or by storage link', async () => {
    for (const useProxy of ['true', 'false']) {
      const res = await upload(t, {
        apiKey: key,
        before: [
          ['s3_config_id', storage.configId],
          ['use_proxy', useProxy],
        ],
        file: { name: `p-${useProxy}.txt`, type: 'text/plain', content: Buffer.from('original') },
      });
      expect(res.status).toBe(201);
      const row = await t.database.db
        .selectFrom('files')
        .select('storage_path')
        .where('slug', '=', res.json.data.slug)
        .executeTakeFirstOrThrow();
      await storage.put(row.storage_path, 'replaced by the admin');
      const served = await t.app.request(res.json.data.downloadUrl);
      expect([useProxy, served.status]).toEqual([useProxy, 410]);
    }
  });

  it('delete_mode=both keeps an object that is no longer the one the share committed', async () => {
    const ids: string[] = [];
    const paths: string[] = [];
    for (const name of ['changed.txt', 'kept-as-is.txt']) {
      const res = await upload(t, {
        apiKey: key,
        before: [['s3_config_id', storage.configId]],
        file: { name, type: 'text/plain', content: Buffer.from('share bytes') },
      });
      const row = await t.database.db
        .selectFrom('files')
        .select(['id', 'storage_path'])
        .where('slug', '=', res.json.data.slug)
        .executeTakeFirstOrThrow();
      ids.push(row.id);
      paths.push(row.storage_path);
    }
    await storage.put(paths[0]!, 'the admin wrote this');
    const res = await t.call('DELETE', '/api/files/batch-delete', {
      apiKey: key,
      body: { ids, delete_mode: 'both' },
    });
    expect(res.json.data).toEqual({ success: 2, failed: [] });
    expect(await t.database.db.selectFrom('files').selectAll().execute()).toEqual([]);
    expect(await text(paths[0]!)).toBe('the admin wrote this');
    expect(await storage.driver.head(paths[1]!)).toBeNull();
    expect(t.objectsKept).toEqual([
      { fileId: ids[0], storageConfigId: storage.configId, storagePath: paths[0] },
    ]);
  });

  it('the sweeper removes a stale upload but never an object it did not write', async () => {
    const p = await presign('late.html', 5);
    await storage.put(p.json.data.storage_path, 'other');
    (t.clock as TestClock).advance(2 * 3600_000);
    await t.services.files.sweeper.sweep();
    expect(await t.database.db.selectFrom('files').selectAll().execute()).toEqual([]);
    expect(await text(p.json.data.storage_path)).toBe('other');
  });
});
