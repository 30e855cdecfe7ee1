/**
 * End-to-end encrypted file shares (docs/ENCRYPTION.md, "File shares"): the admin ticks "Encrypt in
 * the browser" on the upload page with an encryption password; the stored row and object hold no
 * plaintext; a visitor in another browser context opens the link, is refused a wrong password,
 * then downloads the file decrypted through the service worker, byte for byte. A flipped byte in
 * the stored object fails the download cleanly, saying the file was changed.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { openDatabase } from '../../server/src/db/database.js';
import { databaseUrl, dataDir, storages } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { chooseOptions, openUpload, uploadFiles } from '../support/uploads.js';

const MARKER = 'plaintext marker of the e2ee file spec';
/** Three parts of the web engine's 5 MiB, the last one short, and records cut across them. */
const PLAIN = Buffer.concat([
  Buffer.from(MARKER),
  randomBytes(11 * 1024 * 1024),
  Buffer.from(MARKER),
]);

async function withDatabase<T>(
  use: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>,
): Promise<T> {
  const url = databaseUrl();
  const database = openDatabase(
    url ? { databaseUrl: url } : { sqlitePath: join(dataDir(), 'cloudpaste.db') },
  );
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

const rowOf = (slug: string) =>
  withDatabase((db) =>
    db.selectFrom('files').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow(),
  );
const objectPath = (storagePath: string) => join(dataDir(), 'storage', storagePath);

/** A visitor's page on the link, once the service worker controls it (it saves the download). */
async function visit(newPage: () => Promise<Page>, link: string): Promise<Page> {
  const page = await newPage();
  await page.goto(link);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

async function unlock(page: Page, password: string) {
  await page.getByTestId('file-e2ee-password-input').fill(password);
  await page.getByTestId('file-e2ee-unlock').click();
}

describe('end-to-end encrypted file shares', () => {
  test('sealed in the browser, stored as ciphertext, downloaded decrypted in another context', async ({
    newPage,
  }) => {
    const admin = await newPage();
    await openUpload(admin);
    await admin.locator('#upload-e2ee').check();
    await admin.locator('#upload-e2ee-password').fill('correct horse');
    const [link = ''] = await uploadFiles(admin, {
      name: 'plans.bin',
      mimeType: 'application/octet-stream',
      buffer: PLAIN,
    });
    const [page, key = ''] = link.split('#');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const slug = (page ?? '').split('/file/')[1] ?? '';

    // The server holds ciphertext only: the row and the object name no plaintext, nor the key.
    const row = await rowOf(slug);
    expect(Number(row.encrypted)).toBe(1);
    expect(JSON.stringify(row)).not.toContain(key);
    const stored = readFileSync(objectPath(row.storage_path));
    expect(stored.subarray(0, 4).toString()).toBe('CPEE');
    expect(stored.includes(Buffer.from(MARKER))).toBe(false);
    expect(stored.includes(PLAIN.subarray(1 << 20, (1 << 20) + 64))).toBe(false);

    // A visitor: the wrong encryption password, then the right one, then the download.
    const visitor = await visit(newPage, link);
    await unlock(visitor, 'wrong horse');
    await visitor.getByText('Incorrect encryption password, please try again').waitFor();
    await unlock(visitor, 'correct horse');
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByTestId('file-e2ee-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('plans.bin');
    expect(await download.failure()).toBeNull();
    const saved = readFileSync(await download.path());
    expect(saved.length).toBe(PLAIN.length);
    expect(saved.equals(PLAIN)).toBe(true);
    await visitor.getByTestId('file-e2ee-done').waitFor();
    // Streamed to disk by the service worker, not gathered in the page.
    expect(await visitor.getByTestId('file-e2ee').getAttribute('data-method')).toBe(
      'service-worker',
    );
    expect(await visitor.getByTestId('file-preview').count()).toBe(0);
  });

  test('a flipped byte in the stored object fails the download and says the file was changed', async ({
    newPage,
  }) => {
    const admin = await newPage();
    await openUpload(admin);
    await admin.locator('#upload-e2ee').check();
    const [link = ''] = await uploadFiles(admin, {
      name: 'flipped.bin',
      mimeType: 'application/octet-stream',
      buffer: PLAIN,
    });
    const slug = (link.split('#')[0] ?? '').split('/file/')[1] ?? '';
    const row = await rowOf(slug);
    const path = objectPath(row.storage_path);
    const bytes = readFileSync(path);
    // A byte in the middle of a record of the second part: the header still opens.
    const at = 6 * 1024 * 1024 + 1234;
    bytes[at] = (bytes[at] ?? 0) ^ 0x01;
    writeFileSync(path, bytes);
    // Whoever changed the object also made the server's record of it match: only the key notices.
    const stats = statSync(path, { bigint: true });
    const etag = `${stats.size.toString(16)}-${stats.mtimeNs.toString(16)}`;
    await withDatabase((db) =>
      db.updateTable('files').set({ etag }).where('id', '=', row.id).execute(),
    );

    const visitor = await visit(newPage, link);
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByTestId('file-e2ee-download').click(),
    ]);
    const error = visitor.getByTestId('file-e2ee-error');
    await error.waitFor();
    expect(await error.getAttribute('data-problem')).toBe('damaged');
    expect(await error.getAttribute('data-code')).toBe('tampered');
    expect(await error.textContent()).toContain('It was changed.');
    expect(await error.textContent()).toContain('incomplete file discarded');
    // The browser was told: its download failed, nothing damaged is kept.
    expect(await download.failure()).not.toBeNull();
  });

  test('the link without its key says so before anything is downloaded', async ({ newPage }) => {
    const admin = await newPage();
    await openUpload(admin);
    await admin.locator('#upload-e2ee').check();
    const [link = ''] = await uploadFiles(admin, {
      name: 'keyless.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('short secret'),
    });
    const visitor = await newPage();
    await visitor.goto(link.split('#')[0] ?? '');
    const error = visitor.getByTestId('file-e2ee-error');
    await error.waitFor();
    expect(await error.getAttribute('data-problem')).toBe('missing-key');
    await visitor.goto(`${link.split('#')[0]}#${'A'.repeat(43)}`);
    await visitor.reload();
    await visitor.getByTestId('file-e2ee-error').waitFor();
    expect(await visitor.getByTestId('file-e2ee-error').getAttribute('data-problem')).toBe(
      'wrong-key',
    );
  });
});

// The page reads the header by a Range request and the stream from the bucket itself, across
// origins, when viewers get files by storage links.
describe.for(
  storages()
    .filter((s) => s.kind === 's3')
    .map((s) => [s.kind, s] as const),
)('an encrypted file share on %s, downloaded by storage links', ([, storage]) => {
  test('sealed into the bucket in parts, decrypted from it byte for byte', async ({ newPage }) => {
    const admin = await newPage();
    await openUpload(admin);
    await chooseOptions(admin, { storageId: storage.id, access: 'direct' });
    await admin.locator('#upload-e2ee').check();
    const [link = ''] = await uploadFiles(admin, {
      name: 'bucket.bin',
      mimeType: 'application/octet-stream',
      buffer: PLAIN,
    });
    const visitor = await visit(newPage, link);
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByTestId('file-e2ee-download').click(),
    ]);
    expect(await download.failure()).toBeNull();
    expect(readFileSync(await download.path()).equals(PLAIN)).toBe(true);
    await visitor.getByTestId('file-e2ee-done').waitFor();
  });
});
