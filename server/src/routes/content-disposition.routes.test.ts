/**
 * Every answer that names a file names a non-ASCII one the same way: an ASCII `filename` and the
 * exact name in `filename*` (lib/content-disposition.ts), never raw Latin-1 bytes in the header.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKinds } from '../../test/mounted-storages.js';
import { upload } from '../../test/file-shares.js';
import { davTestApp, type DavTestApp } from '../../test/webdav-app.js';
import type { TestApp } from '../../test/create-test-app.js';

let app: DavTestApp;
let t: TestApp;
let token: string;

// Storage keys may not hold a backslash; the helper's own test covers names with one.
const NAME = 'Straße "v2" café.txt';
const EXPECTED = `filename="Stra_e _v2_ cafe.txt"; filename*=UTF-8''Stra%C3%9Fe%20%22v2%22%20caf%C3%A9.txt`;
const q = (path: string) => encodeURIComponent(path);

/** Opens a link as a browser would: this app for its own URLs, the network for storage ones. */
function open(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return parsed.origin === 'http://localhost'
    ? t.app.request(`${parsed.pathname}${parsed.search}`)
    : fetch(url);
}

/** The answer's Content-Disposition, once its body is read (a zip is made as it is read). */
async function dispositionOf(res: Response) {
  expect(res.status).toBeLessThan(300);
  await res.arrayBuffer();
  return res.headers.get('Content-Disposition');
}

describe.each(storageKinds)('Content-Disposition of %s storage', (kind) => {
  beforeEach(async () => {
    app = await davTestApp(kind);
    t = app.t;
    token = await t.adminToken();
    await app.storage.put(`docs/${NAME}`, 'latin-1 name');
  });
  afterEach(() => app.close());

  it('names a mount file in fs downloads, storage links and the proxy', async () => {
    const path = `/team/docs/${NAME}`;
    const inline = await t.call('GET', `/api/fs/download?path=${q(path)}`, { token });
    expect(inline.headers.get('Content-Disposition')).toBe(`inline; ${EXPECTED}`);
    const attached = await t.call('GET', `/api/fs/download?path=${q(path)}&download=true`, {
      token,
    });
    expect(attached.headers.get('Content-Disposition')).toBe(`attachment; ${EXPECTED}`);

    const link = await t.call('GET', `/api/fs/file-link?path=${q(path)}&force_download=true`, {
      token,
    });
    expect(link.status, link.text).toBe(200);
    expect(await dispositionOf(await open(link.json.data.url))).toBe(`attachment; ${EXPECTED}`);

    await app.storage.mount('/open', { web_proxy: true });
    const proxied = await t.app.request(`/api/p/open/docs/${q(NAME)}?download=true`);
    expect(await dispositionOf(proxied)).toBe(`attachment; ${EXPECTED}`);
  });

  it('names a WebDAV GET and a zip the same way', async () => {
    const got = await app.dav('GET', `/dav/team/docs/${q(NAME)}`);
    expect(await dispositionOf(got)).toBe(`attachment; ${EXPECTED}`);

    const zip = await t.call('POST', '/api/fs/archive', {
      token,
      body: { paths: ['/team/docs'], name: 'Zürich 报告' },
    });
    expect(zip.status, zip.text).toBe(200);
    expect(await dispositionOf(await t.app.request(zip.json.data.url))).toBe(
      `attachment; filename="Zurich __.zip"; filename*=UTF-8''Z%C3%BCrich%20%E6%8A%A5%E5%91%8A.zip`,
    );
  });
});

describe('Content-Disposition of file shares', () => {
  beforeEach(async () => {
    app = await davTestApp('local');
    t = app.t;
    token = await t.adminToken();
  });
  afterEach(() => app.close());

  it('names a Latin-1 share in its view, its download and its storage link', async () => {
    const share = async (useProxy: string) => {
      const res = await upload(t, {
        token,
        before: [['use_proxy', useProxy]],
        file: { name: 'café.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4') },
      });
      expect(res.status).toBe(201);
      return res.json.data.slug as string;
    };
    const expected = `filename="cafe.pdf"; filename*=UTF-8''caf%C3%A9.pdf`;
    const proxied = await share('true');
    expect(await dispositionOf(await t.app.request(`/api/file-view/${proxied}`))).toBe(
      `inline; ${expected}`,
    );
    expect(await dispositionOf(await t.app.request(`/api/file-download/${proxied}`))).toBe(
      `attachment; ${expected}`,
    );

    const direct = await share('false');
    const redirect = await t.app.request(`/api/file-download/${direct}`);
    expect(redirect.status).toBe(302);
    expect(await dispositionOf(await open(redirect.headers.get('Location')!))).toBe(
      `attachment; ${expected}`,
    );
  });
});
