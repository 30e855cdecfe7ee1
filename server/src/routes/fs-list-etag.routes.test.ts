/**
 * GET /api/fs/list answers If-None-Match (docs/API.md, "Filesystem"): a kept listing carries a
 * weak ETag of its text, a request naming it gets 304 without a body, and the tag changes with
 * anything that changes the answer: a write through the app, a mount added above, another
 * caller's view of the same folder. On local storage and S3, SQLite and PostgreSQL.
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

describe.each(cases)('listing ETags, $name', ({ kind, dialect }) => {
  let app: DavTestApp;
  let token: string;

  beforeEach(async () => {
    app = await davTestApp(kind, { database: await dialect.open() });
    token = await app.t.adminToken();
  });
  afterEach(() => app.close());

  type Auth = { token?: string; apiKey?: string };
  const list = (path: string, etag?: string, auth: Auth = { token }) =>
    app.t.call('GET', `/api/fs/list?path=${encodeURIComponent(path)}`, {
      ...auth,
      ...(etag !== undefined && { headers: { 'If-None-Match': etag } }),
    });
  const tagOf = (res: Awaited<ReturnType<typeof list>>) => {
    expect(res.status, res.text).toBe(200);
    const etag = res.headers.get('ETag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    return etag!;
  };

  it('answers 304 without a body while nothing changed, and 200 with a new tag after a write', async () => {
    const first = await list('/team/docs');
    const etag = tagOf(first);
    const again = await list('/team/docs', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    // A list of tags, and one the server never gave, are judged as RFC 9110 says.
    expect((await list('/team/docs', `"other", ${etag}`)).status).toBe(304);
    expect(tagOf(await list('/team/docs', '"other"'))).toBe(etag);

    const made = await app.t.call('POST', '/api/fs/mkdir', {
      token,
      body: { path: '/team/docs/new folder' },
    });
    expect(made.status, made.text).toBe(201);
    const changed = await list('/team/docs', etag);
    expect(changed.status).toBe(200);
    expect(changed.json.data.items.map((i: { name: string }) => i.name)).toContain('new folder');
    const newTag = tagOf(changed);
    expect(newTag).not.toBe(etag);
    expect((await list('/team/docs', newTag)).status).toBe(304);
  });

  it('tags the folders above the mounts, and a mount that keeps no listings not at all', async () => {
    const root = tagOf(await list('/'));
    expect((await list('/', root)).status).toBe(304);
    await app.storage.mount('/fresh', { cache_ttl: 0 });
    const fresh = await list('/fresh/docs');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('ETag')).toBeNull();
    // The mount added a folder to the root: its tag is another.
    const newRoot = await list('/', root);
    expect(newRoot.status).toBe(200);
    expect(tagOf(newRoot)).not.toBe(root);
  });

  it('differs between callers who see different marks of the same folder', async () => {
    const folder = kind === 'local' ? '/team/shares' : '/team';
    const sent = await upload(app.t, {
      token,
      before: [['s3_config_id', app.storage.configId]],
      file: { name: 'report.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4') },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    const adminTag = tagOf(await list(folder));
    expect((await list(folder, adminTag)).status).toBe(304);

    const other = await app.t.createKey(token, {
      name: 'reader',
      permissions: Permission.MOUNT_VIEW,
    });
    const otherView = await list(folder, adminTag, { apiKey: other.key });
    // Another key sees the mark without the share's link: another answer, another tag.
    expect(otherView.status).toBe(200);
    expect(
      otherView.json.data.items.find((i: { name: string }) => i.name === 'report.pdf')?.share,
    ).toEqual({ slug: null, owned: true });
    expect(tagOf(otherView)).not.toBe(adminTag);
  });
});
