/**
 * The explorer across two mounts in the browser: a file copied from the local storage into the
 * other mount (the real S3 server when the run has one, so the browser carries the bytes between
 * storages), a move inside a mount, a search that opens its result, and files from both mounts
 * gathered in the basket and downloaded as one zip, read back entry by entry.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import yauzl from 'yauzl';
import { adminToken } from '../support/api.js';
import { storages } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { downloadText, listNames, mountStorage, uploadFile } from '../support/fs.js';
import { loginAsAdmin } from '../support/ui.js';

const LOCAL = '/e2e-copy-a';
const OTHER = '/e2e-copy-b';
const REPORT = 'quarterly report, bytes carried by the browser';
// Other specs mount the same storages elsewhere: a name of its own keeps this one's files apart.
const TAG = `q${Date.now().toString(36)}`;
const NAME = `report-${TAG}.txt`;
const PHOTO = Buffer.from(Array.from({ length: 40_000 }, (_, i) => (i * 7) % 256));

const item = (page: Page, name: string) =>
  page.locator(`[data-testid="explorer-item"][data-name="${name}"]`);

async function openFolder(page: Page, path: string, expected: string) {
  await page.goto(`/mount-explorer${path}`);
  await item(page, expected).waitFor();
}

/** Each entry of a zip file as name -> bytes. */
function readZip(path: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

// Two mounts of one storage would be the same files twice (mounts have no sub-folder of their own),
// and the point is a copy between storages: this runs where the run has the S3 server, as npm test
// always does.
const s3 = storages().find((storage) => storage.kind === 's3');

describe.runIf(s3)('explorer across mounts', () => {
  test('copy between mounts, move, search, and the basket as one zip', async ({ newPage }) => {
    const token = await adminToken();
    const local = storages().find((storage) => storage.kind === 'local')!;
    const other = s3!;
    await mountStorage(token, local, LOCAL);
    await mountStorage(token, other, OTHER);
    await uploadFile(token, `${LOCAL}/docs`, NAME, REPORT);
    await uploadFile(token, LOCAL, 'photo.bin', PHOTO);

    const page = await newPage();
    await loginAsAdmin(page);

    // Copy into the other mount: picked in the folder browser, from the mounts' level.
    await openFolder(page, `${LOCAL}/docs`, NAME);
    await page.getByRole('checkbox', { name: `Select ${NAME}` }).check();
    await page.getByTestId('selection-copy').click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('button', { name: 'Mounts' }).click();
    await picker.getByRole('button', { name: OTHER.slice(1) }).click();
    await expect
      .poll(() => picker.getByTestId('copy-move-target').textContent())
      .toBe(`Copy into ${OTHER}`);
    await picker.getByTestId('copy-move-confirm').click();
    await page.locator('[data-testid="task"][data-type="copy"][data-status="completed"]').waitFor();
    expect(await downloadText(token, `${OTHER}/${NAME}`)).toBe(REPORT);
    expect(await listNames(token, `${LOCAL}/docs`)).toEqual([NAME]);

    // Move inside the local mount: the file leaves docs for the mount's top folder.
    await page.getByRole('checkbox', { name: `Select ${NAME}` }).check();
    await page.getByTestId('selection-move').click();
    await picker.getByRole('button', { name: LOCAL.slice(1) }).click();
    await expect
      .poll(() => picker.getByTestId('copy-move-target').textContent())
      .toBe(`Move into ${LOCAL}`);
    await picker.getByTestId('copy-move-confirm').click();
    await page.getByTestId('explorer-empty').waitFor();
    expect(await listNames(token, LOCAL)).toEqual(expect.arrayContaining([NAME]));

    // Search everywhere finds both copies; a result opens its folder with the file previewed.
    await page.getByTestId('search-open').click();
    await page.getByTestId('search-input').fill(TAG);
    const results = page.getByTestId('search-result');
    await expect
      .poll(async () => (await results.evaluateAll((els) => els.map((e) => e.dataset.path))).sort())
      // The same storages may be mounted elsewhere too (other specs): these two must be among them.
      .toEqual(expect.arrayContaining([`${LOCAL}/${NAME}`, `${OTHER}/${NAME}`]));
    await page.locator(`[data-testid="search-result"][data-path="${OTHER}/${NAME}"]`).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/mount-explorer${OTHER}`);
    expect(new URL(page.url()).searchParams.get('preview')).toBe(NAME);
    await page.getByTestId('explorer-preview').waitFor();
    await page.keyboard.press('Escape');

    // The basket: one file from each mount, then one zip.
    await item(page, NAME).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Add to basket' }).click();
    await openFolder(page, LOCAL, 'photo.bin');
    await item(page, 'photo.bin').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Add to basket' }).click();
    await expect.poll(() => page.getByTestId('basket-count').textContent()).toBe('2');
    await page.getByTestId('basket-open').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('basket-download').click(),
    ]);
    const saved = await download.path();
    const entries = await readZip(saved);
    expect([...entries.keys()].sort()).toEqual(['photo.bin', NAME].sort());
    expect(entries.get(NAME)?.toString()).toBe(REPORT);
    expect(entries.get('photo.bin')?.equals(PHOTO)).toBe(true);
    expect((await readFile(saved)).subarray(0, 2).toString()).toBe('PK');
  });
});
