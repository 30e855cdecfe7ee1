/** The built web app as the PWA needs it: the worker script always revalidated, the manifest typed. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';

let t: TestApp;
let dist: string;

beforeEach(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cp-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), "importScripts('./workbox-1a2b.js')");
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"CloudPaste"}');
  t = await createTestApp({ webDistDir: dist });
});

afterEach(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('PWA files', () => {
  it('serves the service worker uncached, so an update is seen on the next check', async () => {
    const worker = await t.app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('Content-Type')).toMatch(/javascript/);
    expect(worker.headers.get('Cache-Control')).toBe('no-cache');
    // Hashed assets, which the worker precaches by name, are the only ones cached for good.
    const asset = await t.app.request('/assets/index-abc123.js');
    expect(asset.headers.get('Cache-Control')).toMatch(/immutable/);
  });

  it('answers a missing asset 404, neither HTML nor cached, and still serves pages as HTML', async () => {
    for (const path of ['/assets/index-gone99.js', '/assets/style-old.css', '/assets/x/y.png']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await t.app.request(path, { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.headers.get('Content-Type')).not.toMatch(/html/);
        expect(res.headers.get('Cache-Control')).toBe('no-cache');
      }
    }
    const page = await t.app.request('/assets-and-more');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
  });

  it('answers an unchanged service worker with 304 and no body', async () => {
    const first = await t.app.request('/sw.js');
    const lastModified = first.headers.get('Last-Modified')!;
    expect(lastModified).toBeTruthy();
    const again = await t.app.request('/sw.js', { headers: { 'If-Modified-Since': lastModified } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    expect(again.headers.get('Content-Length')).toBeNull();
    expect(again.headers.get('Last-Modified')).toBe(lastModified);

    // A new build is a newer file: served in full.
    const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    const changed = await t.app.request('/sw.js', { headers: { 'If-Modified-Since': older } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('importScripts');
  });

  it('serves the manifest as a manifest, revalidated', async () => {
    const manifest = await t.app.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('compresses the app for clients that accept gzip, and only those', async () => {
    const code = `export const message = '${'CloudPaste '.repeat(200)}';`;
    writeFileSync(join(dist, 'assets', 'big-def456.js'), code);
    const gzipped = await t.app.request('/assets/big-def456.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzipped.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const bytes = Buffer.from(await gzipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(code.length / 4);
    expect(gunzipSync(bytes).toString()).toBe(code);

    const plain = await t.app.request('/assets/big-def456.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(code);
  });

  it('sends the .gz the build made as it is, instead of compressing the file again', async () => {
    const code = `export const built = '${'precompressed '.repeat(200)}';`;
    const made = gzipSync(code, { level: 9 });
    writeFileSync(join(dist, 'assets', 'pre-789abc.js'), code);
    writeFileSync(join(dist, 'assets', 'pre-789abc.js.gz'), made);
    const res = await t.app.request('/assets/pre-789abc.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(Buffer.from(await res.arrayBuffer()).equals(made)).toBe(true);
  });

  it("lets the page's policy load the worker and the manifest from this origin", async () => {
    const csp = (await t.app.request('/upload')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/worker-src 'self'/);
    expect(csp).toMatch(/manifest-src 'self'/);
  });
});

describe('route preloads', () => {
  it("names a shared page's code in the HTML of its path, and only there", async () => {
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>CloudPaste</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'route-preloads.json'),
      JSON.stringify({ '/paste/': ['/assets/PasteViewPage-1.js', '/assets/MarkdownView-2.js'] }),
    );
    await t.close();
    t = await createTestApp({ webDistDir: dist });

    const paste = await (await t.app.request('/paste/abc123')).text();
    expect(paste).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/PasteViewPage-1.js"><link rel="modulepreload" crossorigin href="/assets/MarkdownView-2.js"></head>',
    );
    for (const path of ['/', '/upload', '/admin', '/pastes/x']) {
      const html = await (await t.app.request(path)).text();
      expect(html).toContain('<title>CloudPaste</title></head>');
      expect(html).not.toContain('modulepreload');
    }
  });
});
