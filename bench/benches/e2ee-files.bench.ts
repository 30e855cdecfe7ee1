/**
 * A 1 GiB end-to-end encrypted file share round trip in the system Chromium (docs/ENCRYPTION.md,
 * "File shares"): sealed by the upload page part by part, then downloaded decrypted in another
 * context through the service worker. The figures are each phase's time and the page's peak JS
 * heap (CDP Performance.getMetrics JSHeapUsedSize, sampled every 250 ms): bounded memory means a
 * peak far below the file's size. The saved file is checked against the source's SHA-256.
 */
import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser.js';
import { TEST_ADMIN } from '../../e2e/support/server.js';
import type { Bench, BenchContext, Measurement } from '../support/types.js';

const FILE_BYTES = 1024 * 1024 * 1024;
const BLOCK = 16 * 1024 * 1024;
const SAMPLE_MS = 250;
const PHASE_TIMEOUT_MS = 30 * 60_000;
const MIB = 1024 * 1024;

/** A 1 GiB file of pseudo-random blocks, and its SHA-256. */
function writeSource(path: string): string {
  const hash = createHash('sha256');
  const fd = openSync(path, 'w');
  const block = Buffer.alloc(BLOCK);
  let x = 0x9e3779b9;
  for (let i = 0; i < block.length; i += 4) {
    x = (x ^ (x << 13)) >>> 0;
    x = (x ^ (x >>> 17)) >>> 0;
    x = (x ^ (x << 5)) >>> 0;
    block.writeUInt32LE(x, i);
  }
  for (let written = 0, n = 0; written < FILE_BYTES; written += BLOCK, n++) {
    block.writeUInt32LE(n, 0); // no two blocks alike
    writeSync(fd, block);
    hash.update(block);
  }
  closeSync(fd);
  return hash.digest('hex');
}

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Runs `task` while sampling the page's JS heap; answers its result, seconds and peak MiB. */
async function measured<T>(page: Page, task: () => Promise<T>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  let peak = 0;
  const sample = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    peak = Math.max(peak, used);
  };
  await sample();
  const timer = setInterval(() => void sample().catch(() => undefined), SAMPLE_MS);
  const started = performance.now();
  try {
    const result = await task();
    return { result, seconds: (performance.now() - started) / 1000, peakMiB: peak / MIB };
  } finally {
    clearInterval(timer);
    await cdp.detach().catch(() => undefined);
  }
}

async function newPage(browser: Awaited<ReturnType<typeof launchBrowser>>, url: string) {
  const context: BrowserContext = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(PHASE_TIMEOUT_MS);
  return page;
}

async function login(page: Page) {
  await page.goto('/admin');
  await page.getByTestId('login-mode-admin').click();
  await page.locator('[name="username"]').fill(TEST_ADMIN.username);
  await page.locator('[name="password"]').fill(TEST_ADMIN.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('admin-sidebar').waitFor();
}

async function allowLargeUploads(context: BenchContext) {
  const token = await context.adminToken();
  await context.api('/admin/settings/group/1', {
    method: 'PUT',
    auth: `Bearer ${token}`,
    body: { max_upload_size: 2, max_upload_size_unit: 'GB' },
  });
}

export const e2eeFilesBench: Bench = {
  name: 'e2ee-files',
  async run(context) {
    const dir = mkdtempSync(join(tmpdir(), 'cloudpaste-e2ee-bench-'));
    const source = join(dir, 'one-gib.bin');
    const browser = await launchBrowser();
    try {
      const expected = writeSource(source);
      await allowLargeUploads(context);

      const uploader = await newPage(browser, context.url);
      await login(uploader);
      await uploader.goto('/upload');
      await uploader.getByTestId('upload-drop-zone').waitFor();
      await uploader.locator('#upload-e2ee').check();
      await uploader.getByTestId('upload-file-input').setInputFiles(source);
      const upload = await measured(uploader, async () => {
        await uploader.getByTestId('upload-start').click();
        await uploader.locator('[data-testid="upload-row"][data-status="done"]').waitFor();
        return (await uploader.getByTestId('upload-share-link').first().textContent())?.trim();
      });
      const link = upload.result ?? '';
      if (!link.includes('#')) throw new Error(`no encrypted share link: ${link}`);

      const visitor = await newPage(browser, context.url);
      await visitor.goto(link);
      // The service worker saves the download: wait until it controls the page.
      await visitor.waitForFunction(
        () =>
          (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } })
            .navigator.serviceWorker.controller !== null,
      );
      await visitor.getByTestId('file-e2ee-download').waitFor();
      const download = await measured(visitor, async () => {
        const [saved] = await Promise.all([
          visitor.waitForEvent('download'),
          visitor.getByTestId('file-e2ee-download').click(),
        ]);
        const failure = await saved.failure();
        if (failure) throw new Error(`the download failed: ${failure}`);
        await visitor.getByTestId('file-e2ee-done').waitFor();
        return saved.path();
      });
      const got = await sha256OfFile(download.result);
      if (got !== expected) throw new Error('the decrypted download differs from the source');

      const phase = (name: string, m: { seconds: number; peakMiB: number }, note: string) => ({
        name,
        figures: [
          { label: 'time', value: m.seconds, unit: 's' },
          { label: 'rate', value: FILE_BYTES / MIB / m.seconds, unit: 'MiB/s' },
          { label: 'peak JS heap', value: m.peakMiB, unit: 'MiB' },
        ],
        note,
      });
      const results: Measurement[] = [
        phase('upload 1 GiB, sealed in the page', upload, 'multipart, parts sealed as sent'),
        phase(
          'download 1 GiB, opened as it streams',
          download,
          'service worker download, SHA-256 equal to the source',
        ),
      ];
      return results;
    } finally {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
