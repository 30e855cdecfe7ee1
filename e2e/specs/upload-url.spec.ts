/**
 * Uploads from a URL (docs/product/uploads.md, "URL uploads") on every storage of the run: a
 * website on loopback (opened to the server under test by URL_UPLOAD_ALLOWED_NETWORKS in the global
 * setup) serves generated files. A file of known size is downloaded by the browser through
 * /api/url/proxy (the site sends no CORS headers) and uploaded presigned; a file of unknown size is
 * fetched into storage by the server. Either way a visitor downloads the share and the bytes hash
 * like the source.
 */
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from 'playwright-core';
import type { FileRecord, PublicFileInfo } from '@cloudpaste/contracts';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { storages } from '../support/context.js';
import { test } from '../support/fixtures.js';
import type { SourceFile } from '../support/source-files.js';
import {
  chooseOptions,
  downloadShare,
  openUpload,
  recordStoragePuts,
  shareLinks,
  waitForUploads,
} from '../support/uploads.js';

/** Files the site serves, by name; filled by each test before it asks for its URL. */
const served = new Map<string, SourceFile>();
let site: Server;
let siteOrigin: string;

beforeAll(async () => {
  site = createServer((req, res) => {
    const [, mode, name = ''] = /^\/(sized|streamed)\/(.+)$/.exec(req.url ?? '') ?? [];
    const file = served.get(decodeURIComponent(name));
    if (!mode || !file) {
      res.writeHead(404).end();
      return;
    }
    // 'streamed' sends no Content-Length (chunked), so nobody knows the size up front.
    res.writeHead(200, {
      'Content-Type': 'application/octet-stream',
      ...(mode === 'sized' ? { 'Content-Length': String(file.size) } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file.path).pipe(res);
  });
  site.listen(0, '127.0.0.1');
  await once(site, 'listening');
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

/** The API calls (method and path) the page makes from now on. */
function recordApiCalls(page: Page): { readonly calls: string[] } {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/url/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return { calls };
}

async function uploadUrl(page: Page, url: string): Promise<string> {
  await page.getByTestId('upload-source-url').click();
  await page.locator('#upload-url').fill(url);
  await page.getByTestId('upload-url-add').click();
  await page.getByTestId('upload-start').click();
  await waitForUploads(page);
  const [link] = await shareLinks(page);
  return link!;
}

const CASES = [
  { way: 'the browser', mode: 'sized', bytes: 2 * 1024 * 1024 + 333 },
  { way: 'the server', mode: 'streamed', bytes: 3 * 1024 * 1024 + 77 },
] as const;

describe.for(storages().map((storage) => [storage.kind, storage] as const))(
  'uploads from a URL to %s storage',
  ([, storage]) => {
    test.for(CASES.map((c) => [c.way, c] as const))(
      'a file fetched by %s is shared with the same bytes',
      async ([, c], { newPage, sources }) => {
        const source = await sources.make(`e2e-url-${storage.kind}-${c.mode}.bin`, c.bytes);
        served.set(source.name, source);
        const admin = await newPage();
        await openUpload(admin);
        await chooseOptions(admin, { storageId: storage.id, access: 'proxy' });
        const api = recordApiCalls(admin);
        const puts = recordStoragePuts(admin);

        const link = await uploadUrl(admin, `${siteOrigin}/${c.mode}/${source.name}`);
        if (c.mode === 'sized') {
          expect(api.calls).toEqual(
            expect.arrayContaining(['POST /api/url/info', 'GET /api/url/proxy']),
          );
          expect(puts.urls).toHaveLength(1);
        } else {
          expect(api.calls).toEqual(
            expect.arrayContaining(['POST /api/url/info', 'POST /api/url/fetch']),
          );
          expect(api.calls).not.toContain('GET /api/url/proxy');
          expect(puts.urls).toEqual([]);
        }

        const downloaded = await downloadShare(await newPage(), link);
        expect(downloaded).toMatchObject({ filename: source.name, sha256: source.sha256 });
      },
    );
  },
);

describe('a URL upload renamed, into a storage path', () => {
  test('is stored under the typed name, in the folder typed, and downloads as that name', async ({
    newPage,
    sources,
  }) => {
    const source = await sources.make('e2e-url-rename-source.bin', 64 * 1024 + 5);
    served.set(source.name, source);
    const admin = await newPage();
    await openUpload(admin);
    await admin.locator('#upload-path').fill('e2e-sub/2024');
    await admin.getByTestId('upload-source-url').click();
    await admin.locator('#upload-url').fill(`${siteOrigin}/sized/${source.name}`);
    // The server's url/info names the file; the user stores it under another name.
    const name = admin.locator('#upload-url-name');
    await expect.poll(() => name.inputValue()).toBe(source.name);
    await name.fill('renamed by e2e.bin');
    await admin.getByTestId('upload-url-add').click();
    await admin.getByTestId('upload-start').click();
    await waitForUploads(admin);
    const [link] = await shareLinks(admin);

    const downloaded = await downloadShare(await newPage(), link!);
    expect(downloaded).toMatchObject({ filename: 'renamed by e2e.bin', sha256: source.sha256 });
    const slug = decodeURIComponent(new URL(link!).pathname.split('/').pop()!);
    const info = await callApi<PublicFileInfo>(`/public/files/${encodeURIComponent(slug)}`);
    const token = await adminToken();
    const record = await callApi<FileRecord>(`/files/${info.body.data.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(record.body.data.storage_path).toMatch(/(^|\/)e2e-sub\/2024\/renamed by e2e[^/]*\.bin$/);
  });
});
