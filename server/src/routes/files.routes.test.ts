import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClock } from '../../test/create-test-app.js';
import { bytes, fetchBytes, sha256, upload, type Field } from '../../test/file-shares.js';

let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterEach(() => t.close());

const advance = (ms: number) => (t.clock as TestClock).advance(ms);
const objectPath = (key: string) => join(t.dataDir, 'storage', key);
const rowOf = (slug: string) =>
  t.database.db.selectFrom('files').selectAll().where('slug', '=', slug).executeTakeFirst();

async function share(
  before: Field[],
  content: Buffer = Buffer.from('hello world'),
  name = 'hello.txt',
  auth: { token?: string; apiKey?: string } = { token },
) {
  // Proxied unless the test says otherwise (the default_use_proxy setting is off).
  const fields: Field[] = before.some(([n]) => n === 'use_proxy')
    ? before
    : [...before, ['use_proxy', 'true']];
  const res = await upload(t, {
    ...auth,
    before: fields,
    file: { name, type: 'text/plain', content },
  });
  expect(res.status).toBe(201);
  return res.json.data as {
    id: string;
    slug: string;
    previewUrl: string | null;
    downloadUrl: string | null;
  };
}

describe('serving the bytes', () => {
  const content = bytes(100_000, 5);

  it('answers Range requests with 206 and Content-Range, and 416 past the end', async () => {
    const { slug } = await share([['slug', 'ranged']], content, 'data.bin');
    const partial = await fetchBytes(t, `/api/file-download/${slug}`, { Range: 'bytes=100-199' });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('Content-Range')).toBe(`bytes 100-199/${content.length}`);
    expect(partial.headers.get('Content-Length')).toBe('100');
    expect(partial.body.equals(content.subarray(100, 200))).toBe(true);

    const suffix = await fetchBytes(t, `/api/file-download/${slug}`, { Range: 'bytes=-10' });
    expect(suffix.body.equals(content.subarray(content.length - 10))).toBe(true);

    const beyond = await t.app.request(`/api/file-download/${slug}`, {
      headers: { Range: `bytes=${content.length + 5}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${content.length}`);
    expect(((await beyond.json()) as { success: boolean }).success).toBe(false);
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since, and ignores a stale If-Range', async () => {
    const { slug } = await share([], content, 'data.bin');
    const first = await fetchBytes(t, `/api/file-view/${slug}`);
    const etag = first.headers.get('ETag') as string;
    const lastModified = first.headers.get('Last-Modified') as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await fetchBytes(t, `/api/file-view/${slug}`, { 'If-None-Match': etag })).status).toBe(
      304,
    );
    expect(
      (await fetchBytes(t, `/api/file-view/${slug}`, { 'If-Modified-Since': lastModified })).status,
    ).toBe(304);
    const stale = await fetchBytes(t, `/api/file-view/${slug}`, {
      Range: 'bytes=0-9',
      'If-Range': '"something-else"',
    });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(content.length);
    const fresh = await fetchBytes(t, `/api/file-view/${slug}`, {
      Range: 'bytes=0-9',
      'If-Range': etag,
    });
    expect(fresh.status).toBe(206);
  });

  it('names the file inline or as an attachment, with filename* for non-ASCII names, sandboxed', async () => {
    const { slug } = await share([], Buffer.from('<script>alert(1)</script>'), '报告 final.html');
    const view = await t.app.request(`/api/file-view/${slug}`);
    expect(view.headers.get('Content-Disposition')).toMatch(
      /^inline; filename="__ final\.html"; filename\*=UTF-8''%E6%8A%A5%E5%91%8A%20final\.html$/,
    );
    expect(view.headers.get('Content-Security-Policy')).toMatch(/^sandbox;/);
    expect(view.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const download = await t.app.request(`/api/file-download/${slug}`);
    expect(download.headers.get('Content-Disposition')).toMatch(/^attachment; /);
  });

  it('redirects to a short-lived storage link when the share is not proxied', async () => {
    const { slug } = await share([['use_proxy', 'false']], content, 'data.bin');
    const res = await t.app.request(`/api/file-download/${slug}`);
    expect(res.status).toBe(302);
    const location = res.headers.get('Location') as string;
    const direct = await fetchBytes(t, location);
    expect(direct.status).toBe(200);
    expect(sha256(direct.body)).toBe(sha256(content));
  });
});

describe('password-protected shares', () => {
  it('hides links until the password is verified; the verified links work without the password', async () => {
    const { slug } = await share([['password', 's3cret']]);
    const info = await t.call('GET', `/api/public/files/${slug}`);
    expect(info.json.data).toMatchObject({
      requires_password: true,
      previewUrl: null,
      downloadUrl: null,
      views: 0,
    });
    expect(JSON.stringify(info.json.data)).not.toContain('s3cret');

    expect((await t.app.request(`/api/file-download/${slug}`)).status).toBe(401);
    const wrong = await t.call('POST', `/api/public/files/${slug}/verify`, {
      body: { password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe('wrong password');

    const verified = await t.call('POST', `/api/public/files/${slug}/verify`, {
      body: { password: 's3cret' },
    });
    expect(verified.status).toBe(200);
    expect(verified.json.data.downloadUrl).toMatch(new RegExp(`^/api/file-download/${slug}\\?t=`));
    const body = await fetchBytes(t, verified.json.data.downloadUrl);
    expect(body.body.toString()).toBe('hello world');

    expect((await fetchBytes(t, `/api/file-download/${slug}?password=s3cret`)).status).toBe(200);
    expect((await fetchBytes(t, `/api/file-download/${slug}?password=wrong`)).status).toBe(401);
  });

  it('slows down password guessing per share and client with 429', async () => {
    const { slug } = await share([['password', 's3cret']]);
    for (let i = 0; i < 10; i++)
      await t.call('POST', `/api/public/files/${slug}/verify`, { body: { password: `bad${i}` } });
    const res = await t.call('POST', `/api/public/files/${slug}/verify`, {
      body: { password: 's3cret' },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBeTruthy();
  });

  it('a forged or other share’s ticket is refused', async () => {
    const a = await share([['password', 'one']]);
    const b = await share([['password', 'two']]);
    const verified = await t.call('POST', `/api/public/files/${a.slug}/verify`, {
      body: { password: 'one' },
    });
    const ticket = new URL(verified.json.data.downloadUrl, 'http://x').searchParams.get(
      't',
    ) as string;
    expect(
      (await t.app.request(`/api/file-download/${b.slug}?t=${encodeURIComponent(ticket)}`)).status,
    ).toBe(401);
    expect(
      (await t.app.request(`/api/file-download/${a.slug}?t=${encodeURIComponent(`${ticket}x`)}`))
        .status,
    ).toBe(401);
  });
});

describe('view limits', () => {
  it('N concurrent readers of a share limited to N views get it exactly N times', async () => {
    const { slug } = await share([['max_views', '3']]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.app.request(`/api/file-download/${slug}`)),
    );
    const statuses = results.map((r) => r.status).sort();
    await Promise.all(results.map((r) => r.arrayBuffer()));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 410)).toHaveLength(7);
  });

  it('the view counted by the info answer pays for its ticketed preview, seeks and download', async () => {
    const { slug } = await share([['max_views', '1']]);
    const info = await t.call('GET', `/api/public/files/${slug}`);
    expect(info.json.data.views).toBe(1);
    expect((await fetchBytes(t, info.json.data.previewUrl)).status).toBe(200);
    expect((await fetchBytes(t, info.json.data.downloadUrl, { Range: 'bytes=2-' })).status).toBe(
      206,
    );
    expect((await fetchBytes(t, info.json.data.downloadUrl)).status).toBe(200);
    // Without a ticket the share is used up.
    expect((await t.call('GET', `/api/public/files/${slug}`)).status).toBe(410);
    expect((await t.app.request(`/api/file-download/${slug}`)).status).toBe(410);
  });

  it('HEAD and 304 answers hand out nothing and count no view', async () => {
    const { slug } = await share([['max_views', '1']]);
    const head = await t.app.request(`/api/file-download/${slug}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe('11');
    const etag = (await rowOf(slug))!.etag as string;
    expect(
      (await fetchBytes(t, `/api/file-download/${slug}`, { 'If-None-Match': `"${etag}"` })).status,
    ).toBe(304);
    expect((await rowOf(slug))!.views).toBe(0);
    expect((await fetchBytes(t, `/api/file-download/${slug}`)).body.toString()).toBe('hello world');
    expect((await rowOf(slug))!.views).toBe(1);
  });

  it('a used-up share is deleted with its object once its tickets have run out', async () => {
    const { slug } = await share([['max_views', '1']]);
    const row = await rowOf(slug);
    await t.call('GET', `/api/public/files/${slug}`);
    advance(2 * 3600_000);
    expect((await t.call('GET', `/api/public/files/${slug}`)).status).toBe(410);
    expect(await rowOf(slug)).toBeUndefined();
    expect(existsSync(objectPath(row!.storage_path))).toBe(false);
  });
});

describe('expiry', () => {
  it('an expired share answers 410 and is deleted with its object', async () => {
    const { slug } = await share([['expires_in', '1']]);
    const row = await rowOf(slug);
    expect(existsSync(objectPath(row!.storage_path))).toBe(true);
    advance(61 * 60_000);
    expect((await t.app.request(`/api/file-download/${slug}`)).status).toBe(410);
    expect(await rowOf(slug)).toBeUndefined();
    expect(existsSync(objectPath(row!.storage_path))).toBe(false);
  });

  it('the sweeper removes expired shares but never a mount’s object', async () => {
    const { slug } = await share([['expires_in', '1']]);
    const uploaded = await rowOf(slug);
    const mountKey = 'mounted/keep.txt';
    mkdirSync(dirname(objectPath(mountKey)), { recursive: true });
    writeFileSync(objectPath(mountKey), 'mine');
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('files')
      .values({
        ...uploaded!,
        id: 'mount-share',
        slug: 'from-mount',
        source: 'mount',
        storage_path: mountKey,
        created_at: now,
        updated_at: now,
      })
      .execute();
    advance(2 * 3600_000);
    const result = await t.services.files.sweeper.sweep();
    expect(result.expired).toBe(2);
    expect(await t.database.db.selectFrom('files').selectAll().execute()).toEqual([]);
    expect(existsSync(objectPath(uploaded!.storage_path))).toBe(false);
    expect(existsSync(objectPath(mountKey))).toBe(true);
  });
});

describe('office preview', () => {
  it('wraps an absolute, ticketed file link in the chosen viewer', async () => {
    const { slug } = await share([], Buffer.from('doc'), 'report.docx');
    const res = await t.call('GET', `/api/office-preview/${slug}?provider=google`);
    expect(res.status).toBe(200);
    expect(res.json.data.file_url).toMatch(
      new RegExp(`^http://localhost/api/file-view/${slug}\\?t=`),
    );
    expect(res.json.data.url).toBe(
      `https://docs.google.com/viewer?url=${encodeURIComponent(res.json.data.file_url)}&embedded=true`,
    );
    const ms = await t.call('GET', `/api/office-preview/${slug}`);
    expect(ms.json.data.url).toMatch(
      /^https:\/\/view\.officeapps\.live\.com\/op\/view\.aspx\?src=/,
    );
    expect(
      (
        await fetchBytes(
          t,
          new URL(res.json.data.file_url).pathname + new URL(res.json.data.file_url).search,
        )
      ).body.toString(),
    ).toBe('doc');
  });

  it('refuses an unknown provider', async () => {
    const { slug } = await share([]);
    const res = await t.call('GET', `/api/office-preview/${slug}?provider=dropbox`);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('unsupported preview provider');
  });
});

describe('management', () => {
  it('lists with search and filters; a key sees only its own shares', async () => {
    const key = await t.createKey(token, { name: 'k', permissions: Permission.FILE_SHARE });
    await share([['remark', 'quarterly report']], Buffer.from('a'), 'q1.pdf');
    await share([], Buffer.from('b'), 'photo.jpg', { apiKey: key.key });
    const all = await t.call('GET', '/api/files', { token });
    expect(all.json.data.pagination).toEqual({ total: 2, limit: 50, offset: 0 });
    const found = await t.call('GET', '/api/files?search=QUARTERLY', { token });
    expect(found.json.data.files.map((f: { filename: string }) => f.filename)).toEqual(['q1.pdf']);
    const own = await t.call('GET', '/api/files', { apiKey: key.key });
    expect(own.json.data.files.map((f: { filename: string }) => f.filename)).toEqual(['photo.jpg']);
    expect(own.json.data.files[0]).toMatchObject({
      created_by: `apikey:${key.id}`,
      key_name: 'k',
      status: 'ready',
      has_password: false,
      storage_config_name: 'Local storage',
    });
    expect(own.json.data.files[0]).not.toHaveProperty('password_hash');
  });

  it('a key cannot read, edit or delete another’s share', async () => {
    const a = await t.createKey(token, { name: 'a', permissions: Permission.FILE_SHARE });
    const b = await t.createKey(token, { name: 'b', permissions: Permission.FILE_SHARE });
    const { id } = await share([], Buffer.from('x'), 'x.txt', { apiKey: a.key });
    expect((await t.call('GET', `/api/files/${id}`, { apiKey: b.key })).status).toBe(404);
    expect(
      (await t.call('PUT', `/api/files/${id}`, { apiKey: b.key, body: { remark: 'mine' } })).status,
    ).toBe(404);
    const del = await t.call('DELETE', '/api/files/batch-delete', {
      apiKey: b.key,
      body: { ids: [id] },
    });
    expect(del.json.data).toEqual({
      success: 0,
      failed: [{ id, error: 'file not found', reason: 'file.notFound' }],
    });
    expect((await t.call('GET', `/api/files/${id}`, { apiKey: a.key })).status).toBe(200);
    const textOnly = await t.createKey(token, { name: 't', permissions: Permission.TEXT });
    expect((await t.call('GET', '/api/files', { apiKey: textOnly.key })).status).toBe(403);
    expect((await t.call('GET', '/api/files')).status).toBe(401);
  });

  it('updates fields; "" clears the password; a taken slug is 409', async () => {
    const { id } = await share([
      ['password', 'pw'],
      ['slug', 'first'],
    ]);
    await share([['slug', 'second']]);
    const updated = await t.call('PUT', `/api/files/${id}`, {
      token,
      body: { remark: 'new', max_views: 5, use_proxy: false, password: '' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({
      remark: 'new',
      max_views: 5,
      use_proxy: false,
      has_password: false,
    });
    const taken = await t.call('PUT', `/api/files/${id}`, { token, body: { slug: 'second' } });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('Link suffix is already taken');
    expect((await t.call('PUT', `/api/files/${id}`, { token, body: {} })).status).toBe(400);
  });

  it('batch delete removes the object too, or keeps it with record_only', async () => {
    const both = await share([['slug', 'both']]);
    const recordOnly = await share([['slug', 'record-only']]);
    const bothRow = await rowOf('both');
    const keptRow = await rowOf('record-only');
    expect(
      (await t.call('DELETE', '/api/files/batch-delete', { token, body: { ids: [both.id] } })).json
        .data,
    ).toEqual({ success: 1, failed: [] });
    expect(existsSync(objectPath(bothRow!.storage_path))).toBe(false);
    const kept = await t.call('DELETE', '/api/files/batch-delete', {
      token,
      body: { ids: [recordOnly.id, 'missing'], delete_mode: 'record_only' },
    });
    expect(kept.json.data).toEqual({
      success: 1,
      failed: [{ id: 'missing', error: 'file not found', reason: 'file.notFound' }],
    });
    expect(existsSync(objectPath(keptRow!.storage_path))).toBe(true);
    expect(await rowOf('record-only')).toBeUndefined();
  });

  it('counts file shares on the dashboard', async () => {
    await share([]);
    await share([['expires_in', '1']]);
    advance(2 * 3600_000);
    const stats = await t.call('GET', '/api/admin/dashboard/stats', { token });
    expect(stats.json.data.files).toEqual({ total: 2, active: 1, expired: 1, totalSize: 22 });
  });
});
