/** Browser steps of the upload specs: the upload form, its progress rows, the storage PUTs it sends, downloads. */
import { MULTIPART_PART_SIZE } from '@cloudpaste/contracts';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { sha256Of } from './source-files.js';
import { loginAsAdmin } from './ui.js';

/**
 * A file the web engine sends in parts: above its threshold of four parts (20 MiB), five parts with
 * the last one short.
 */
export const MULTIPART_FILE = { bytes: 4 * MULTIPART_PART_SIZE + 1_234_567, parts: 5 } as const;

export interface UploadOptions {
  /** Storage configuration id; the form's default when absent. */
  storageId?: string;
  /** 'auto' lets the size choose presigned or multipart; 'direct' sends the file through the server. */
  method?: 'auto' | 'direct';
  /** How viewers get the bytes: the server's default, proxied by the server, or storage links. */
  access?: 'default' | 'proxy' | 'direct';
}

/** Waits until the upload form has loaded its storage list and chosen a configuration. */
export async function waitForUploadForm(page: Page): Promise<void> {
  await page.getByTestId('upload-drop-zone').waitFor();
  await expect.poll(() => page.locator('#upload-storage').inputValue()).not.toBe('');
}

/** Opens /upload as the admin, ready for files. */
export async function openUpload(page: Page): Promise<void> {
  await loginAsAdmin(page);
  await page.goto('/upload');
  await waitForUploadForm(page);
}

export async function chooseOptions(page: Page, options: UploadOptions): Promise<void> {
  if (options.storageId) await page.locator('#upload-storage').selectOption(options.storageId);
  if (options.method) await page.locator('#upload-method').selectOption(options.method);
  if (options.access) await page.locator('#upload-access').selectOption(options.access);
}

const FINISHED = ['done', 'failed', 'cancelled'];

/** Waits until every row of the upload list has finished; any row not done fails with its message. */
export async function waitForUploads(page: Page, timeout = 60_000): Promise<void> {
  const rows = page.getByTestId('upload-row');
  const statuses = () => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));
  await expect
    .poll(
      async () => {
        const current = await statuses();
        return current.length > 0 && current.every((status) => FINISHED.includes(status ?? ''));
      },
      { timeout },
    )
    .toBe(true);
  const final = await statuses();
  if (final.some((status) => status !== 'done')) {
    const errors = await page.getByTestId('upload-error').allTextContents();
    throw new Error(`upload rows ended ${final.join(', ')}: ${errors.join('; ')}`);
  }
}

/** The share links of the finished uploads, in list order. */
export async function shareLinks(page: Page): Promise<string[]> {
  const links = await page
    .getByTestId('upload-results')
    .getByTestId('upload-share-link')
    .allTextContents();
  return links.map((link) => link.trim());
}

/** Chooses the files (paths or in-memory), starts the upload, waits for it and answers the links. */
export async function uploadFiles(
  page: Page,
  files: Parameters<Page['setInputFiles']>[1],
  timeout?: number,
): Promise<string[]> {
  await page.getByTestId('upload-file-input').setInputFiles(files);
  await page.getByTestId('upload-start').click();
  await waitForUploads(page, timeout);
  return shareLinks(page);
}

/**
 * Every PUT the page sends from now on. The upload API calls are all POSTs, so a PUT is a body on
 * its way to storage: the one presigned PUT, or one multipart part.
 */
export function recordStoragePuts(page: Page): { readonly urls: string[] } {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'PUT') urls.push(request.url());
  });
  return { urls };
}

/** Requests to POST /api/upload (the file through the server) from now on. */
export function recordServerUploads(page: Page): { readonly count: () => number } {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/upload') count++;
  });
  return { count: () => count };
}

/** Matches a string that starts with `prefix`, for `expect.stringMatching`. */
export function startingWith(prefix: string): RegExp {
  return new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

export interface Downloaded {
  /** Where the bytes came from, after redirects. */
  url: string;
  filename: string;
  sha256: string;
}

/** Opens a share link, clicks its download control and answers what the browser saved. */
export async function downloadShare(page: Page, link: string): Promise<Downloaded> {
  await page.goto(link);
  const control = page.getByTestId('file-download');
  await control.waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), control.click()]);
  const failure = await download.failure();
  if (failure) throw new Error(`the download failed: ${failure}`);
  return {
    url: download.url(),
    filename: download.suggestedFilename(),
    sha256: await sha256Of(await download.path()),
  };
}
