/**
 * Uploads end to end on the default local storage: a small file through one presigned PUT, a large
 * one in resumable parts, several at once, and a protected one; each lands as a working share link.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { baseURL } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { loginAsAdmin } from '../support/ui.js';

interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Opens /upload as the admin, once the storage list has loaded and the default is chosen. */
async function openUpload(page: Page): Promise<void> {
  await loginAsAdmin(page);
  await page.goto('/upload');
  await page.getByTestId('upload-drop-zone').waitFor();
  await expect.poll(() => page.locator('#upload-storage').inputValue()).not.toBe('');
}

/** Chooses the files, starts the upload and waits until every row is done; returns the links. */
async function uploadFiles(page: Page, files: Upload[]): Promise<string[]> {
  await page.getByTestId('upload-file-input').setInputFiles(files);
  await page.getByTestId('upload-start').click();
  const rows = page.getByTestId('upload-row');
  await expect
    .poll(
      async () => {
        const statuses = await rows.evaluateAll((els) =>
          els.map((el) => el.getAttribute('data-status')),
        );
        return statuses.filter((status) => status !== 'done');
      },
      { timeout: 60_000 },
    )
    .toEqual([]);
  const links = await page
    .getByTestId('upload-results')
    .getByTestId('upload-share-link')
    .allTextContents();
  return links.map((link) => link.trim());
}

const text = (name: string, content: string): Upload => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(content),
});

describe('uploads', () => {
  test('an anonymous visitor at /upload is told that uploading needs a login', async ({ page }) => {
    await page.goto('/upload');
    await page.getByTestId('upload-permission-notice').waitFor();
    expect(await page.getByTestId('upload-drop-zone').count()).toBe(0);
  });

  test('a small file goes up with a presigned PUT and its link shows it', async ({ newPage }) => {
    const admin = await newPage();
    await openUpload(admin);
    const [link] = await uploadFiles(admin, [text('e2e-notes.txt', 'hello from the e2e upload')]);
    expect(link).toMatch(new RegExp(`^${baseURL()}/file/[A-Za-z0-9_-]+$`));
    expect(await admin.getByTestId('upload-share-qr').count()).toBe(1);
    expect(await admin.getByTestId('upload-recent').getByText('e2e-notes.txt').count()).toBe(1);

    const visitor = await newPage();
    await visitor.goto(link!);
    await visitor.getByRole('heading', { name: 'e2e-notes.txt' }).waitFor();
    await visitor.getByText('hello from the e2e upload').waitFor();
  });

  test('a large file goes up in parts and arrives whole', async ({ newPage }) => {
    const admin = await newPage();
    await openUpload(admin);
    // 21 MiB: above the multipart threshold (four 5 MiB parts), so five parts.
    const buffer = Buffer.alloc(21 * 1024 * 1024, 'cloudpaste-');
    const [link] = await uploadFiles(admin, [
      { name: 'e2e-big.bin', mimeType: 'application/octet-stream', buffer },
    ]);
    expect(await admin.getByTestId('upload-row').first().textContent()).toContain('multipart');

    const visitor = await newPage();
    await visitor.goto(link!);
    await visitor.getByRole('heading', { name: 'e2e-big.bin' }).waitFor();
    const href = await visitor.getByTestId('file-download').getAttribute('href');
    const response = await visitor.request.get(href!);
    expect(response.status()).toBe(200);
    expect((await response.body()).equals(buffer)).toBe(true);
  });

  test('several files at once each get their own link', async ({ newPage }) => {
    const admin = await newPage();
    await openUpload(admin);
    const links = await uploadFiles(admin, [text('e2e-a.txt', 'A'), text('e2e-b.txt', 'B')]);
    expect(links).toHaveLength(2);
    expect(new Set(links).size).toBe(2);
  });

  test('a protected file asks for its password', async ({ newPage }) => {
    const admin = await newPage();
    await openUpload(admin);
    await admin.locator('#upload-password').fill('e2e-file-pass');
    const [link] = await uploadFiles(admin, [text('e2e-secret.txt', 'the secret text')]);

    const visitor = await newPage();
    await visitor.goto(link!);
    await visitor.getByTestId('file-password-input').fill('wrong');
    await visitor.getByTestId('file-unlock').click();
    await visitor.getByText('Incorrect password, please try again').waitFor();
    await visitor.getByTestId('file-password-input').fill('e2e-file-pass');
    await visitor.getByTestId('file-unlock').click();
    await visitor.getByText('the secret text').waitFor();
  });
});
