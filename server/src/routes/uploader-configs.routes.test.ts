/**
 * The uploader configurations the admin panel offers (docs/INTEGRATIONS.md) work against the real
 * server: each is replayed as its client would send it to the app on a socket, and the link it
 * makes of the answer is fetched back. The curl script runs under /bin/sh.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Permission } from '@cloudpaste/contracts';
import * as uploaders from '@cloudpaste/contracts/uploader-configs';
import type { UploaderOptions } from '@cloudpaste/contracts/uploader-configs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { serveOnSocket, type SocketServer } from '../../test/socket-server.js';
import { replayPicList, replayShareX } from '../../test/uploader-replay.js';

const run = promisify(execFile);

let t: TestApp;
let server: SocketServer;
let options: UploaderOptions;
let dist: string;

/** Bytes no text decoder would keep intact, as a screenshot's are. */
const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 128, 7]);
const imageFile = () => new File([image], 'shot 1.png', { type: 'image/png' });

async function bytesAt(url: string): Promise<Uint8Array> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** The share's public record, by the slug at the end of a link. */
async function shareOf(url: string) {
  const slug = url.split('/').pop()!;
  return (await t.call('GET', `/api/public/files/${slug}`)).json.data;
}

beforeEach(async () => {
  // A stand-in for the built web app, so the share pages' links answer as they would.
  dist = mkdtempSync(join(tmpdir(), 'cp-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ webDistDir: dist });
  server = await serveOnSocket(t);
  const token = await t.adminToken();
  const key = await t.createKey(token, {
    name: 'uploaders',
    permissions: Permission.TEXT | Permission.FILE_SHARE,
  });
  options = { origin: `${server.origin}/`, apiKey: key.key };
});

afterEach(async () => {
  await server.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('ShareX', () => {
  it('uploads a file where the options say; the link is its page, the thumbnail its bytes', async () => {
    const sxcu = uploaders.sxcuText(
      uploaders.shareXFileUploader({ ...options, path: 'shots', expiresInHours: 24, maxViews: 5 }),
    );
    const result = await replayShareX(sxcu, { file: imageFile() });
    expect(result.status).toBe(201);
    expect(result.url).toMatch(new RegExp(`^${server.origin}/file/[A-Za-z0-9_-]+$`));
    const page = await fetch(result.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(result.thumbnailUrl).toBe(result.url.replace('/file/', '/api/file-view/'));
    const share = await shareOf(result.url);
    expect(share).toMatchObject({ filename: 'shot 1.png', max_views: 5 });
    expect(share.expires_at).not.toBeNull();
    expect(await bytesAt(result.thumbnailUrl)).toEqual(image);
  });

  it('uploads text with quotes, lines and non-ASCII intact; the link is the text page', async () => {
    const text = 'He said "hi"\\n\n\ttab — 你好 {input}';
    const result = await replayShareX(uploaders.sxcuText(uploaders.shareXTextUploader(options)), {
      text,
    });
    expect(result.status).toBe(201);
    expect(result.url).toMatch(new RegExp(`^${server.origin}/paste/[A-Za-z0-9_-]+$`));
    expect((await fetch(result.url)).status).toBe(200);
    const slug = result.url.split('/').pop();
    const raw = await fetch(`${server.origin}/api/raw/${slug}`);
    expect(await raw.text()).toBe(text);
  });

  it('shows the server’s reason when the key is refused', async () => {
    for (const uploader of [uploaders.shareXFileUploader, uploaders.shareXTextUploader]) {
      const sxcu = uploaders.sxcuText(uploader({ ...options, apiKey: 'not-a-key' }));
      const result = await replayShareX(sxcu, { file: imageFile(), text: 'x' });
      expect(result.status).toBe(401);
      expect(result.errorMessage).toBe('API key invalid or expired');
    }
  });
});

describe('PicList', () => {
  it('uploads an image and answers the direct link to its bytes', async () => {
    const settings = uploaders.picListText(
      uploaders.picListUploader({ ...options, path: 'pics', maxViews: 3 }),
    );
    const result = await replayPicList(settings, imageFile());
    expect(result.status).toBe(201);
    expect(result.url).toMatch(new RegExp(`^${server.origin}/api/file-view/[A-Za-z0-9_-]+$`));
    expect(await shareOf(result.url)).toMatchObject({ filename: 'shot 1.png', max_views: 3 });
    expect(await bytesAt(result.url)).toEqual(image);
  });

  it('gives a link other sites can embed: the bytes at once, not a redirect', async () => {
    // Shares default to storage links (default_use_proxy is false).
    const result = await replayPicList(
      uploaders.picListText(uploaders.picListUploader(options)),
      imageFile(),
    );
    const res = await fetch(result.url, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
  });
});

describe('curl script', () => {
  /** Runs the script with /bin/sh, without the caller's CLOUDPASTE_* variables unless given. */
  async function runScript(args: string[], env: Record<string, string> = {}, stdin?: Uint8Array) {
    const script = join(t.dataDir, 'cloudpaste-upload.sh');
    writeFileSync(script, uploaders.curlScript({ ...options, path: 'cli', maxViews: 2 }));
    const base = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env };
    const child = run('/bin/sh', [script, ...args], { env: base, encoding: 'utf8' });
    if (stdin) child.child.stdin!.end(stdin);
    else child.child.stdin!.end();
    return child;
  }

  it('uploads a named file and prints the page link, then the direct one', async () => {
    const file = join(t.dataDir, 'it’s a shot; 1.png');
    writeFileSync(file, image);
    const { stdout } = await runScript([file]);
    const [page, direct] = stdout.trim().split('\n');
    expect(page).toMatch(new RegExp(`^${server.origin}/file/[A-Za-z0-9_-]+$`));
    expect(direct).toBe(page!.replace('/file/', '/api/file-view/'));
    expect(await shareOf(page!)).toMatchObject({ filename: 'it’s a shot; 1.png', max_views: 2 });
    expect(await bytesAt(direct!)).toEqual(image);
  });

  it('uploads a screenshot piped in, as Flameshot gives it', async () => {
    const { stdout } = await runScript(['-'], {}, image);
    const [page, direct] = stdout.trim().split('\n');
    expect((await shareOf(page!)).filename).toMatch(/^screenshot-\d{8}-\d{6}\.png$/);
    expect(await bytesAt(direct!)).toEqual(image);
  });

  it('says why and fails when the server refuses', async () => {
    const file = join(t.dataDir, 'a.png');
    writeFileSync(file, image);
    const failure = await runScript([file], { CLOUDPASTE_API_KEY: 'wrong' }).catch((e) => e);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('upload failed (HTTP 401): API key invalid or expired');
    const usage = await runScript([]).catch((e) => e);
    expect(usage.code).toBe(2);
  });
});
