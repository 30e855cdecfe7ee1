/** WebDAV class 1 over the mounts, on every storage driver: auth, PROPFIND, GET, PUT, MKCOL, DELETE, COPY, MOVE. */
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, type TestApp } from '../../test/create-test-app.js';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';
import { parseXml } from './dav-xml.js';
import {
  basicAuth as basic,
  davTestApp,
  hrefsOf as hrefs,
  type DavInit,
  type DavTestApp,
} from '../../test/webdav-app.js';

let app: DavTestApp;
let t: TestApp;
let storage: MountedStorage;
const dav = (method: string, path: string, init?: DavInit) => app.dav(method, path, init);

describe.each(storageKinds)('WebDAV on %s storage', (kind) => {
  beforeEach(async () => {
    app = await davTestApp(kind);
    ({ t, storage } = app);
  });
  afterEach(() => app.close());

  it('answers OPTIONS without credentials and challenges everything else', async () => {
    const options = await dav('OPTIONS', '/dav/', { auth: null });
    expect(options.status).toBe(200);
    expect(options.headers.get('DAV')).toBe('1, 2');
    expect(options.headers.get('MS-Author-Via')).toBe('DAV');
    expect(options.headers.get('Allow')).toContain('PROPFIND');
    expect(options.headers.get('Allow')).toContain('LOCK');
    const anonymous = await dav('PROPFIND', '/dav/', { auth: null, headers: { Depth: '0' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('WWW-Authenticate')).toMatch(/^Basic realm="CloudPaste WebDAV"/);
    expect(
      (
        await dav('PROPFIND', '/dav/', {
          auth: basic(ADMIN_USERNAME, 'wrong'),
          headers: { Depth: '0' },
        })
      ).status,
    ).toBe(401);
  });

  it('remembers a Basic pair that passed, until the admin changes the password', async () => {
    const propfind = () => dav('PROPFIND', '/dav/', { headers: { Depth: '0' } });
    expect((await propfind()).status).toBe(207);
    const changed = await t.call('POST', '/api/admin/change-password', {
      token: await t.adminToken(),
      body: { currentPassword: ADMIN_PASSWORD, newPassword: 'brand-new-password' },
    });
    expect(changed.status).toBe(200);
    expect((await propfind()).status).toBe(401);
    const fresh = basic(ADMIN_USERNAME, 'brand-new-password');
    expect((await dav('PROPFIND', '/dav/', { auth: fresh, headers: { Depth: '0' } })).status).toBe(
      207,
    );
  });

  it('lists the mounts and their folders with escaped names and encoded hrefs', async () => {
    const root = await dav('PROPFIND', '/dav/', { headers: { Depth: '1' } });
    expect(root.status).toBe(207);
    const rootXml = await root.text();
    expect(hrefs(rootXml)).toEqual(['/dav/', '/dav/team/']);
    expect(rootXml).toContain('<D:resourcetype><D:collection/></D:resourcetype>');
    const docs = await (
      await dav('PROPFIND', '/dav/team/docs/', { headers: { Depth: '1' } })
    ).text();
    expect(hrefs(docs)).toEqual(['/dav/team/docs/', '/dav/team/docs/a%20%26%20b.txt']);
    expect(docs).toContain('<D:displayname>a &amp; b.txt</D:displayname>');
    expect(docs).toContain('<D:getcontentlength>9</D:getcontentlength>');
    const named = await (
      await dav('PROPFIND', '/dav/team/docs/a%20%26%20b.txt', {
        headers: { Depth: '0' },
        body: '<?xml version="1.0"?><D:propfind xmlns:D="DAV:" xmlns:Z="urn:x"><D:prop><D:getcontentlength/><Z:color/></D:prop></D:propfind>',
      })
    ).text();
    expect(named).toMatch(/<D:getcontentlength>9<\/D:getcontentlength>[\s\S]*200 OK/);
    expect(named).toMatch(/<x:color xmlns:x="urn:x"\/>[\s\S]*404 Not Found/);
  });

  it('answers a Depth 1 listing of several storage pages as one well-formed multistatus, kept or not', async () => {
    // More than a storage page (1,000 entries) and a piece (1,024 responses).
    const names = Array.from({ length: 1_100 }, (_, i) => `n${String(i).padStart(4, '0')} "q".txt`);
    for (let i = 0; i < names.length; i += 100)
      await Promise.all(names.slice(i, i + 100).map((name) => storage.put(`big/${name}`, 'x')));
    // /team keeps its listings (cache TTL 300 s), listed whole and sorted; /fresh keeps none, so
    // its pages are sent as the storage lists them (in key order, here the names' order).
    await storage.mount('/fresh', { webdav_policy: 'native_proxy', cache_ttl: 0 });
    for (const mount of ['team', 'fresh']) {
      const answer = await dav('PROPFIND', `/dav/${mount}/big/`, { headers: { Depth: '1' } });
      expect(answer.status).toBe(207);
      const xml = await answer.text();
      expect(parseXml(xml)?.local).toBe('multistatus');
      expect(hrefs(xml)).toEqual([
        `/dav/${mount}/big/`,
        ...names.map((name) => `/dav/${mount}/big/${encodeURIComponent(name)}`),
      ]);
      expect(xml).toContain('<D:displayname>n1099 "q".txt</D:displayname>');
      const modified = [...xml.matchAll(/<D:getlastmodified>([^<]*)</g)].map((m) => m[1]!);
      expect(modified).toHaveLength(1_100);
      for (const text of modified) expect(new Date(text).toUTCString()).toBe(text);
      // The same answer, gzipped, for a client that accepts it (rclone's Go client does).
      const gzipped = await dav('PROPFIND', `/dav/${mount}/big/`, {
        headers: { Depth: '1', 'Accept-Encoding': 'gzip' },
      });
      expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(xml);
    }
  });

  it('refuses Depth infinity, and never creates anything for a missing path', async () => {
    const infinite = await dav('PROPFIND', '/dav/team/', { headers: { Depth: 'infinity' } });
    expect(infinite.status).toBe(403);
    expect(await infinite.text()).toContain('<D:propfind-finite-depth/>');
    // No Depth is infinity (RFC 4918 §9.1); a value the RFC does not define is a bad request.
    expect((await dav('PROPFIND', '/dav/team/')).status).toBe(403);
    for (const depth of ['2', 'one', '1,noroot']) {
      const odd = await dav('PROPFIND', '/dav/team/', { headers: { Depth: depth } });
      expect(odd.status, depth).toBe(400);
    }
    expect((await dav('PROPFIND', '/dav/team/', { headers: { Depth: ' 1 ' } })).status).toBe(207);
    const copyOdd = await dav('COPY', '/dav/team/docs/', {
      headers: { Depth: 'Infinity ', Destination: '/dav/team/docs-copy/' },
    });
    expect(copyOdd.status).toBe(201);
    expect((await dav('PROPFIND', '/dav/team/nope/', { headers: { Depth: '0' } })).status).toBe(
      404,
    );
    expect((await dav('PROPFIND', '/dav/team/nope/', { headers: { Depth: '0' } })).status).toBe(
      404,
    );
  });

  it('answers GET on a collection with a plain HTML index that runs nothing', async () => {
    await dav('PUT', '/dav/team/docs/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.txt', { body: 'x' });
    const page = await dav('GET', '/dav/team/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<title>Index of /team/docs/</title>');
    expect(html).toContain('<a href="/dav/team/">../</a>');
    expect(html).toContain(
      '<a href="/dav/team/docs/a%20%26%20b.txt">a &amp; b.txt</a></td><td>9</td>',
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;.txt');
    expect(html).not.toContain('<img');
    const root = await (await dav('GET', '/dav/')).text();
    expect(root).toContain('<a href="/dav/team/">team/</a>');
    expect(root).not.toContain('../');
    const head = await dav('HEAD', '/dav/team/docs');
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it('writes: PUT creates then replaces, MKCOL and DELETE follow RFC 4918', async () => {
    expect((await dav('PUT', '/dav/team/docs/new.txt', { body: 'one' })).status).toBe(201);
    expect((await dav('PUT', '/dav/team/docs/new.txt', { body: 'two' })).status).toBe(204);
    expect(await (await dav('GET', '/dav/team/docs/new.txt')).text()).toBe('two');
    expect((await dav('PUT', '/dav/team/missing/new.txt', { body: 'x' })).status).toBe(409);
    expect((await dav('PUT', '/dav/outside.txt', { body: 'x' })).status).toBe(409);

    expect((await dav('MKCOL', '/dav/team/made/')).status).toBe(201);
    expect((await dav('MKCOL', '/dav/team/made/')).status).toBe(405);
    expect((await dav('MKCOL', '/dav/team/no/parent/')).status).toBe(409);
    expect((await dav('MKCOL', '/dav/team/body/', { body: '<x/>' })).status).toBe(415);

    // A collection is deleted whole or not at all: a Depth asking for less is refused.
    const shallow = await dav('DELETE', '/dav/team/docs/', { headers: { Depth: '0' } });
    expect(shallow.status).toBe(400);
    expect(await (await dav('GET', '/dav/team/docs/new.txt')).text()).toBe('two');
    expect(
      (await dav('DELETE', '/dav/team/docs/new.txt', { headers: { Depth: '0' } })).status,
    ).toBe(204);
    expect(
      (await dav('DELETE', '/dav/team/docs/', { headers: { Depth: 'infinity' } })).status,
    ).toBe(204);
    expect((await dav('GET', '/dav/team/docs/a%20%26%20b.txt')).status).toBe(404);
    expect((await dav('DELETE', '/dav/team/docs/')).status).toBe(404);
  });

  it('copies and moves with Destination, Overwrite and Depth as RFC 4918 says', async () => {
    const to = (path: string, extra: Record<string, string> = {}) => ({
      headers: { Destination: `http://localhost/dav${path}`, ...extra },
    });
    expect((await dav('COPY', '/dav/team/docs/', to('/team/copy'))).status).toBe(201);
    expect(await (await dav('GET', '/dav/team/copy/a%20%26%20b.txt')).text()).toBe('hello dav');
    expect(
      (await dav('COPY', '/dav/team/docs/', to('/team/copy', { Overwrite: 'F' }))).status,
    ).toBe(412);
    expect((await dav('COPY', '/dav/team/docs/', to('/team/copy'))).status).toBe(204);
    expect((await dav('MOVE', '/dav/team/copy/', to('/team/moved'))).status).toBe(201);
    expect((await dav('PROPFIND', '/dav/team/copy/', { headers: { Depth: '0' } })).status).toBe(
      404,
    );
    expect((await dav('MOVE', '/dav/team/moved/', to('/team/no/parent'))).status).toBe(409);
    expect((await dav('MOVE', '/dav/team/moved/', to('/team/moved'))).status).toBe(403);
    expect(
      (
        await dav('MOVE', '/dav/team/moved/', {
          headers: { Destination: 'http://elsewhere.example/dav/team/x' },
        })
      ).status,
    ).toBe(502);
    expect((await dav('COPY', '/dav/team/moved/', {})).status).toBe(400);
  });

  it('lists a name XML cannot carry as well-formed XML, the href still exact', async () => {
    await storage.put('odd/a\u0001b.txt', 'ctl');
    const res = await dav('PROPFIND', '/dav/team/odd/', { headers: { Depth: '1' } });
    expect(res.status).toBe(207);
    const xml = await res.text();
    expect(parseXml(xml)).not.toBeNull();
    expect(xml).toContain('<D:displayname>a\uFFFDb.txt</D:displayname>');
    expect(hrefs(xml)).toContain('/dav/team/odd/a%01b.txt');
  });

  it('honours If-Match, If-None-Match and If-Unmodified-Since on reads and writes', async () => {
    const file = '/dav/team/docs/a%20%26%20b.txt';
    const etag = (await dav('HEAD', file)).headers.get('ETag')!;
    expect(etag).toMatch(/^".+"$/);
    const put = (path: string, headers: Record<string, string>) =>
      dav('PUT', path, { body: 'changed', headers });
    // A create-only PUT: refused where something exists, taken where nothing does.
    expect((await put(file, { 'If-None-Match': '*' })).status).toBe(412);
    expect((await put('/dav/team/docs/new.txt', { 'If-None-Match': '*' })).status).toBe(201);
    // A lost update: the writer's copy is stale.
    expect((await put(file, { 'If-Match': '"stale"' })).status).toBe(412);
    expect((await put('/dav/team/docs/none.txt', { 'If-Match': '*' })).status).toBe(412);
    expect((await dav('GET', file, { headers: { 'If-Match': '"stale"' } })).status).toBe(412);
    expect(
      (
        await dav('GET', file, {
          headers: { 'If-Unmodified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' },
        })
      ).status,
    ).toBe(412);
    expect((await dav('DELETE', file, { headers: { 'If-Match': '"stale"' } })).status).toBe(412);
    expect(await (await dav('GET', file)).text()).toBe('hello dav');
    // A part of a file sent as if it were the whole is refused, not stored.
    const partial = await put(file, { 'Content-Range': 'bytes 0-6/100' });
    expect(partial.status).toBe(400);
    expect((await put(file, { 'If-Match': etag })).status).toBe(204);
    expect(await (await dav('GET', file)).text()).toBe('changed');
  });

  it('refuses a copy or move between a resource and its own ancestor, losing nothing', async () => {
    const to = (path: string) => ({ headers: { Destination: `http://localhost/dav${path}` } });
    // Overwrite (default T) of an ancestor would first delete the source with it.
    expect((await dav('MOVE', '/dav/team/docs/a%20%26%20b.txt', to('/team/docs'))).status).toBe(
      403,
    );
    expect((await dav('COPY', '/dav/team/docs/a%20%26%20b.txt', to('/team'))).status).toBe(403);
    // And into itself: a copy that would never end.
    expect((await dav('COPY', '/dav/team/docs/', to('/team/docs/inner'))).status).toBe(403);
    expect((await dav('MOVE', '/dav/team/docs/', to('/team/docs/inner'))).status).toBe(403);
    expect(await (await dav('GET', '/dav/team/docs/a%20%26%20b.txt')).text()).toBe('hello dav');
    const listing = await (
      await dav('PROPFIND', '/dav/team/docs/', { headers: { Depth: '1' } })
    ).text();
    expect(hrefs(listing)).toEqual(['/dav/team/docs/', '/dav/team/docs/a%20%26%20b.txt']);
  });

  it('redirects GET to the storage under 302_redirect where the storage gives a link', async () => {
    await storage.mount('/redirect', { webdav_policy: '302_redirect' });
    const res = await dav('GET', '/dav/redirect/docs/a%20%26%20b.txt');
    if (kind === 's3') {
      expect(res.status).toBe(302);
      expect(await (await fetch(res.headers.get('Location')!)).text()).toBe('hello dav');
    } else {
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('hello dav');
    }
  });

  it('serves ranges, and streams a PUT that has no Content-Length (chunked clients)', async () => {
    const part = await dav('GET', '/dav/team/docs/a%20%26%20b.txt', {
      headers: { Range: 'bytes=0-4' },
    });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('hello');
    const chunked = () => {
      const chunks = ['one ', 'two ', 'three'];
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(next));
        },
      });
    };
    const put = (name: string, headers?: Record<string, string>) =>
      dav('PUT', `/dav/team/docs/${name}`, { body: chunked(), ...(headers && { headers }) });
    expect((await put('chunked.txt')).status).toBe(201);
    expect(await (await dav('GET', '/dav/team/docs/chunked.txt')).text()).toBe('one two three');
    // macOS Finder announces the length of its chunked PUTs in X-Expected-Entity-Length: it is
    // held to, as a Content-Length would be.
    expect((await put('finder.txt', { 'X-Expected-Entity-Length': '13' })).status).toBe(201);
    expect(await (await dav('GET', '/dav/team/docs/finder.txt')).text()).toBe('one two three');
    const wrong = await put('wrong.txt', { 'X-Expected-Entity-Length': '14' });
    expect(wrong.status).toBe(400);
    expect((await dav('GET', '/dav/team/docs/wrong.txt')).status).toBe(404);
  });

  it('stores Finder’s ._ and .DS_Store files like any other, and takes collections with or without a slash', async () => {
    for (const name of ['._a%20%26%20b.txt', '.DS_Store'])
      expect((await dav('PUT', `/dav/team/docs/${name}`, { body: 'mac' })).status).toBe(201);
    const listing = await (
      await dav('PROPFIND', '/dav/team/docs', { headers: { Depth: '1' } })
    ).text();
    expect(hrefs(listing)).toEqual(
      expect.arrayContaining(['/dav/team/docs/._a%20%26%20b.txt', '/dav/team/docs/.DS_Store']),
    );
    expect(await (await dav('GET', '/dav/team/docs/.DS_Store')).text()).toBe('mac');
    expect((await dav('MKCOL', '/dav/team/made')).status).toBe(201);
    const made = await (
      await dav('PROPFIND', '/dav/team/made', { headers: { Depth: '0' } })
    ).text();
    expect(hrefs(made)).toEqual(['/dav/team/made/']);
    expect((await dav('DELETE', '/dav/team/made/')).status).toBe(204);
  });

  it('takes an API key as name and password, with read and manage rights apart and its base path', async () => {
    const token = await t.adminToken();
    const reader = await t.createKey(token, {
      name: 'r',
      permissions: Permission.WEBDAV_READ,
      basic_path: '/team/docs',
    });
    const mounter = await t.createKey(token, {
      name: 'm',
      permissions: Permission.MOUNT_VIEW | Permission.MOUNT_UPLOAD,
    });
    const asKey = (key: string) => basic(key, key);
    expect(
      (
        await dav('PROPFIND', '/dav/team/docs/', {
          auth: asKey(reader.key),
          headers: { Depth: '1' },
        })
      ).status,
    ).toBe(207);
    expect(
      (await dav('PROPFIND', '/dav/team/', { auth: asKey(reader.key), headers: { Depth: '0' } }))
        .status,
    ).toBe(403);
    // URL parsing resolves %2e%2e to the parent, which lies outside the key's base path.
    expect(
      (
        await dav('PROPFIND', '/dav/team/docs/%2e%2e/', {
          auth: asKey(reader.key),
          headers: { Depth: '0' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await dav('PROPFIND', '/dav/team/docs/%252e%252e/', {
          auth: asKey(reader.key),
          headers: { Depth: '0' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await dav('PUT', '/dav/team/docs/x.txt', { auth: asKey(reader.key), body: 'x' })).status,
    ).toBe(403);
    expect(
      (await dav('PROPFIND', '/dav/team/', { auth: asKey(mounter.key), headers: { Depth: '0' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await dav('PROPFIND', '/dav/team/docs/', {
          auth: `ApiKey ${reader.key}`,
          headers: { Depth: '0' },
        })
      ).status,
    ).toBe(207);
  });
});

describe.runIf(storageKinds.includes('s3'))('WebDAV between storages', () => {
  let s3: MountedStorage;
  beforeEach(async () => {
    app = await davTestApp('local');
    ({ t, storage } = app);
    s3 = await mountedStorage(t, await t.adminToken(), 's3');
    await s3.mount('/bucket', { webdav_policy: 'native_proxy' });
    await storage.put('tree/inner/file.txt', 'across');
  });
  afterEach(async () => {
    await s3.cleanup();
    await app.close();
  });

  it('moves a folder from local storage into the bucket, streamed by the server', async () => {
    const move = await dav('MOVE', '/dav/team/tree/', {
      headers: { Destination: 'http://localhost/dav/bucket/tree' },
    });
    expect(move.status).toBe(201);
    expect(await (await dav('GET', '/dav/bucket/tree/inner/file.txt')).text()).toBe('across');
    expect((await dav('PROPFIND', '/dav/team/tree/', { headers: { Depth: '0' } })).status).toBe(
      404,
    );
  });
});

describe.runIf(storageKinds.includes('s3'))('WebDAV PUT into S3', () => {
  beforeEach(async () => {
    app = await davTestApp('s3');
    ({ t, storage } = app);
  });
  afterEach(() => app.close());

  it('sends a body of known length in parts or in one request, as the upload mode says', async () => {
    // Over one 8 MiB part: a multipart ETag ends in the number of parts.
    const body = randomBytes(9 * 1024 * 1024);
    const put = (name: string) =>
      dav('PUT', `/dav/team/${name}`, { body, headers: { 'Content-Length': `${body.length}` } });
    expect((await put('parts.bin')).status).toBe(201);
    expect((await storage.driver.head('parts.bin'))?.etag).toMatch(/-2$/);
    const direct = await t.call('PUT', '/api/admin/settings/group/3', {
      token: await t.adminToken(),
      body: { webdav_upload_mode: 'direct' },
    });
    expect(direct.status).toBe(200);
    expect((await put('single.bin')).status).toBe(201);
    const single = await storage.driver.head('single.bin');
    expect(single).toMatchObject({ size: body.length });
    expect(single?.etag).not.toContain('-');
    const got = Buffer.from(await (await dav('GET', '/dav/team/single.bin')).arrayBuffer());
    // Not toEqual: comparing 9 MiB element by element takes vitest minutes.
    expect(got.equals(body)).toBe(true);
  });
});

describe('WebDAV behind a reverse proxy', () => {
  const moveThroughProxy = () =>
    dav('MOVE', '/dav/team/docs/a%20%26%20b.txt', {
      headers: {
        // The proxy passed its own Host on, and the one the client used in X-Forwarded-Host.
        'X-Forwarded-Host': 'files.example.com',
        'X-Forwarded-Proto': 'https',
        Destination: 'https://files.example.com/dav/team/docs/moved.txt',
      },
    });
  afterEach(() => app.close());

  it('takes a Destination on the host the client used when the proxy is trusted', async () => {
    app = await davTestApp('local', { trustProxy: true });
    expect((await moveThroughProxy()).status).toBe(201);
    expect(await (await dav('GET', '/dav/team/docs/moved.txt')).text()).toBe('hello dav');
  });

  it('calls that Destination another server when no proxy is trusted', async () => {
    app = await davTestApp('local');
    expect((await moveThroughProxy()).status).toBe(502);
  });
});
