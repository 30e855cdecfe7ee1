/**
 * A file share whose stored file is gone or replaced (docs/SHARE-OBJECTS.md): its info answers the
 * catalogue reason before counting a view, its download a 404 (a page in the browser's language
 * when a browser navigates to it) and file management lists it as unavailable. On local storage and
 * S3, SQLite and PostgreSQL.
 */
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { upload } from '../../test/file-shares.js';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';
import { routeDialects } from '../../test/route-database.js';

const cases = routeDialects().flatMap((dialect) =>
  storageKinds.map((kind) => ({ name: `${kind} on ${dialect.name}`, kind, dialect })),
);

describe.each(cases)('a share whose file is gone, $name', ({ kind, dialect }) => {
  let t: TestApp;
  let token: string;
  let storage: MountedStorage;

  beforeEach(async () => {
    t = await createTestApp({ database: await dialect.open() });
    token = await t.adminToken();
    storage = await mountedStorage(t, token, kind);
  });
  afterEach(async () => {
    await storage.cleanup();
    await t.close();
  });

  async function share(name: string, fields: [string, string][] = []) {
    const sent = await upload(t, {
      token,
      before: [['s3_config_id', storage.configId], ...fields],
      file: { name, type: 'text/plain', content: Buffer.from(`content of ${name}`) },
    });
    expect(sent.status).toBe(201);
    const record = await t.call('GET', `/api/files/${sent.json.data.id}`, { token });
    return {
      id: sent.json.data.id as string,
      slug: sent.json.data.slug as string,
      key: record.json.data.storage_path as string,
    };
  }

  const listed = async () => {
    const res = await t.call('GET', '/api/files', { token });
    expect(res.status).toBe(200);
    return res.json.data.files as { id: string; views: number; available: boolean | null }[];
  };

  it('says so on its page, its download and in file management, counting no view', async () => {
    const gone = await share('gone.txt');
    const kept = await share('kept.txt');
    await storage.driver.delete(gone.key);

    const info = await t.call('GET', `/api/public/files/${gone.slug}`);
    expect(info.status).toBe(404);
    expect(info.json).toMatchObject({ reason: 'file.missingInStorage' });
    const download = await t.call('GET', `/api/file-download/${gone.slug}`);
    expect(download.status).toBe(404);
    expect(download.json).toMatchObject({ reason: 'file.missingInStorage' });

    const files = await listed();
    expect(files.find((f) => f.id === gone.id)).toMatchObject({ available: false, views: 0 });
    expect(files.find((f) => f.id === kept.id)).toMatchObject({ available: true });
    expect((await t.call('GET', `/api/public/files/${kept.slug}`)).status).toBe(200);
  });

  it('answers a browser that navigates to the download with a page in its language', async () => {
    const gone = await share('page.txt');
    await storage.driver.delete(gone.key);
    const res = await t.app.request(`/api/file-download/${gone.slug}`, {
      headers: {
        Accept: 'text/html,application/xhtml+xml',
        'Sec-Fetch-Mode': 'navigate',
        'Accept-Language': 'zh-CN,zh;q=0.9',
      },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('此文件已不可用');
    expect(html).toContain('存储中已找不到该文件');
    expect(html).toContain(`/file/${gone.slug}`);
    // A fetch from a page (the preview) still reads the envelope.
    const fetched = await t.app.request(`/api/file-view/${gone.slug}`, {
      headers: { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty', Accept: '*/*' },
    });
    expect(fetched.headers.get('content-type')).toContain('application/json');
  });

  it('tells a password share gone before asking for the password, and a replaced file apart', async () => {
    const locked = await share('locked.txt', [['password', 'secret']]);
    await storage.driver.delete(locked.key);
    const info = await t.call('GET', `/api/public/files/${locked.slug}`);
    expect(info.json).toMatchObject({ reason: 'file.missingInStorage' });
    const verify = await t.call('POST', `/api/public/files/${locked.slug}/verify`, {
      body: { password: 'secret' },
    });
    expect(verify.status).toBe(404);

    const replaced = await share('replaced.txt');
    await storage.driver.put(replaced.key, Readable.from([Buffer.from('other bytes')]), {
      contentType: 'text/plain',
      size: 11,
    });
    const changed = await t.call('GET', `/api/public/files/${replaced.slug}`);
    expect(changed.status).toBe(410);
    expect(changed.json).toMatchObject({ reason: 'file.changedInStorage' });
    expect((await listed()).find((f) => f.id === replaced.id)?.available).toBe(false);
  });

  it('tells a file shared from the explorer and then deleted through the mount', async () => {
    await storage.put('docs/note.txt', 'mine');
    await storage.mount('/m');
    const created = await t.call('POST', '/api/fs/create-share', {
      token,
      body: { path: '/m/docs/note.txt' },
    });
    expect(created.status).toBe(201);
    // A direct link too: no storage link to a missing file is handed out.
    const direct = await t.call('POST', '/api/fs/create-share', {
      token,
      body: { path: '/m/docs/note.txt', use_proxy: false },
    });
    expect(direct.status).toBe(201);
    const removed = await t.call('DELETE', '/api/fs/batch-remove', {
      token,
      body: { paths: ['/m/docs/note.txt'] },
    });
    expect(removed.json.data.success).toBe(1);
    const info = await t.call('GET', `/api/public/files/${created.json.data.slug}`);
    expect(info.json).toMatchObject({ reason: 'file.missingInStorage' });
    const download = await t.call('GET', `/api/file-download/${direct.json.data.slug}`);
    expect(download.status).toBe(404);
    expect(download.json).toMatchObject({ reason: 'file.missingInStorage' });
  });
});
