/**
 * An API key's share uploads never land inside a mount where the key could not write through the
 * mount: every upload path (form, spooled form, presign, multipart, URL), on local storage and S3,
 * through the mounted configuration or another one over the same bytes.
 */
import { ErrorCode, Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/create-test-app.js';
import { upload } from '../../test/file-shares.js';
import { registerBucket, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';
import { closeStorageApp, openStorageApp } from '../../test/storage-app.js';

describe.each(storageKinds)('share uploads beside a mount on %s storage', (kind) => {
  let t: TestApp;
  let token: string;
  let storage: MountedStorage;

  beforeEach(async () => {
    ({ t, token, storage } = await openStorageApp(kind, { isPublic: true }));
    await storage.mount('/m');
  });
  afterEach(() => closeStorageApp({ t, token, storage }));

  const sharer = (extra: Record<string, unknown> = {}) =>
    t.createKey(token, { name: 'sharer', permissions: Permission.FILE_SHARE, ...extra });
  const planted = (configId = storage.configId): [string, string][] => [
    ['s3_config_id', configId],
    ['path', 'secret'],
  ];
  const file = { name: 'planted.html', type: 'text/html', content: Buffer.from('<b>hi</b>') };
  /** A share's key: the default local storage keeps shares under shares/, a new S3 one at its root. */
  const keyOf = (path: string) => (kind === 'local' ? `shares/${path}` : path);

  it('refuses a FILE_SHARE key a form upload into the mounted folder, writing nothing', async () => {
    const { key } = await sharer();
    const res = await upload(t, { apiKey: key, before: planted(), file });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe(ErrorCode.MOUNT_AREA_FORBIDDEN);
    expect(res.json.message).toContain('inside the mount /m');
    expect(await storage.driver.head(keyOf('secret/planted.html'))).toBeNull();
    // A form whose file comes first (spooled) is placed, and refused, the same way.
    const spooled = await upload(t, { apiKey: key, file, after: planted() });
    expect(spooled.status).toBe(403);
    expect(await storage.driver.head(keyOf('secret/planted.html'))).toBeNull();
    expect(await t.database.db.selectFrom('files').selectAll().execute()).toEqual([]);
  });

  it('refuses presign, multipart init and URL uploads there too', async () => {
    const { key } = await sharer();
    const body = { s3_config_id: storage.configId, path: 'secret', filename: 'p.html', size: 9 };
    for (const [path, extra] of [
      ['/api/s3/presign', {}],
      ['/api/s3/multipart/init', {}],
      ['/api/url/presign', { url: 'https://example.com/p.html' }],
    ] as const) {
      const res = await t.call('POST', path, { apiKey: key, body: { ...body, ...extra } });
      expect([path, res.status, (res.json as { error?: string }).error]).toEqual([
        path,
        403,
        ErrorCode.MOUNT_AREA_FORBIDDEN,
      ]);
    }
  });

  it('lets a key upload where it could write through the mount, and nowhere else', async () => {
    const { key } = await sharer({
      permissions: Permission.FILE_SHARE | Permission.MOUNT_UPLOAD,
      basic_path: `/m/${keyOf('drop')}`,
    });
    const inside = await upload(t, {
      apiKey: key,
      before: [
        ['s3_config_id', storage.configId],
        ['path', 'drop'],
      ],
      file,
    });
    expect(inside.status).toBe(201);
    expect(await storage.driver.head(keyOf('drop/planted.html'))).not.toBeNull();
    const outside = await upload(t, { apiKey: key, before: planted(), file });
    expect(outside.status).toBe(403);
  });

  it('the admin is not bound by the mount rules', async () => {
    const res = await upload(t, { token, before: planted(), file });
    expect(res.status).toBe(201);
    expect(await storage.driver.head(keyOf('secret/planted.html'))).not.toBeNull();
  });

  // A twin of an S3 storage is another configuration over its bucket.
  if (kind === 's3')
    it('sees another configuration over the same bucket as the mount', async () => {
      const twin = await registerBucket(t, token, storage.s3Spec!);
      await t.call('PUT', `/api/s3-configs/${twin}`, { token, body: { is_public: true } });
      const { key } = await sharer();
      const res = await upload(t, { apiKey: key, before: planted(twin), file });
      expect(res.status).toBe(403);
      expect(res.json.message).toContain('/m/secret/planted.html');
      expect(await storage.driver.head(keyOf('secret/planted.html'))).toBeNull();
    });

  // A twin of a local storage is a configuration over a folder inside it.
  if (kind === 'local')
    it('sees another configuration over the same folder as the mount', async () => {
      const twin = await t.call('POST', '/api/s3-configs', {
        token,
        body: { name: 'twin', storage_type: 'LOCAL', bucket_name: 'storage/inner', is_public: 1 },
      });
      expect(twin.status).toBe(201);
      const { key } = await sharer();
      const res = await upload(t, { apiKey: key, before: planted(twin.json.data.id), file });
      expect(res.status).toBe(403);
      expect(res.json.message).toContain('/m/inner/secret/');
      expect(await storage.driver.head('inner/secret/planted.html')).toBeNull();
    });
});
