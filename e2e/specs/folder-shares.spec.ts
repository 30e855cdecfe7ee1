/**
 * Folder shares in the browser (docs/FOLDER-SHARES.md): the admin shares a folder from the
 * explorer's entry menu with a password; a visitor in a fresh context opens the link, enters the
 * password, browses into a subfolder, downloads a file and the whole folder as a zip (its entries
 * checked); the owner sees the downloads under File management and revokes the link, which the
 * visitor's page then refuses. With FOLDER_SHARE_SHOTS set, the pages are also photographed in
 * both languages, both themes and both sizes into that folder.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import yauzl from 'yauzl';
import { adminToken } from '../support/api.js';
import { storages } from '../support/context.js';
import { test, type NewPage } from '../support/fixtures.js';
import { mountStorage, uploadFile } from '../support/fs.js';
import { loginAsAdmin } from '../support/ui.js';

const MOUNT = '/e2e-folder-shares';
const local = () => storages().find((storage) => storage.kind === 'local')!;
const item = (page: Page, name: string) =>
  page.locator(`[data-testid="explorer-item"][data-name="${name}"]`);
const row = (page: Page, name: string) =>
  page.getByTestId('folder-share-row').filter({ hasText: name });

/** Each entry of a zip file as name -> text. */
function readZip(path: string): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString());
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

async function download(page: Page, click: () => Promise<void>): Promise<string> {
  const [started] = await Promise.all([page.waitForEvent('download'), click()]);
  return started.path();
}

describe('folder shares', () => {
  test('share a folder, open it with its password, browse, download, revoke', async ({
    newPage,
  }) => {
    const token = await adminToken();
    await mountStorage(token, local(), MOUNT);
    await uploadFile(token, `${MOUNT}/album`, 'a.txt', 'alpha');
    await uploadFile(token, `${MOUNT}/album/trip`, 'c.txt', 'gamma');
    await uploadFile(token, `${MOUNT}/private`, 'secret.txt', 'secret');

    const admin = await newPage();
    await loginAsAdmin(admin);
    await admin.goto(`/mount-explorer${MOUNT}`);
    await item(admin, 'album').click({ button: 'right' });
    await admin.getByTestId('menu-share-folder').click();
    await admin.getByTestId('folder-share-dialog').waitFor();
    await admin.getByTestId('folder-share-password').fill('open sesame');
    await admin.getByTestId('folder-share-max-downloads').fill('5');
    await admin.getByTestId('folder-share-create').click();
    await admin.getByTestId('folder-share-qr').waitFor();
    const link = (await admin.getByRole('dialog').locator('code').first().textContent())!.trim();
    expect(new URL(link).pathname).toMatch(/^\/folder\/[a-z0-9]+$/);

    // A visitor: a fresh context, no login.
    const visitor = await newPage();
    await visitor.goto(link);
    await visitor.getByTestId('folder-share-password-input').fill('wrong');
    await visitor.getByTestId('folder-share-password-input').press('Enter');
    await visitor.getByText('Incorrect password, please try again').waitFor();
    await visitor.getByTestId('folder-share-password-input').fill('open sesame');
    await visitor.getByTestId('folder-share-password-input').press('Enter');
    await row(visitor, 'trip').waitFor();
    expect(await visitor.getByTestId('folder-share-row').allTextContents()).toHaveLength(2);
    await shots(newPage, link, 'open sesame');

    await row(visitor, 'trip').getByRole('button').click();
    await row(visitor, 'c.txt').waitFor();
    expect(new URL(visitor.url()).searchParams.get('path')).toBe('/trip');
    await expect
      .poll(() => visitor.getByRole('navigation').last().textContent())
      .toMatch(/album.*trip/);
    const file = await download(visitor, () => row(visitor, 'c.txt').getByRole('link').click());
    expect(await readFile(file, 'utf8')).toBe('gamma');

    await row(visitor, 'c.txt').getByRole('button').click();
    await visitor.getByTestId('folder-share-text').waitFor();
    expect(await visitor.getByTestId('folder-share-text').textContent()).toBe('gamma');
    await visitor.keyboard.press('Escape');

    await visitor.getByRole('button', { name: 'album' }).click();
    await row(visitor, 'a.txt').waitFor();
    const zip = await download(visitor, () => visitor.getByTestId('folder-share-zip').click());
    const entries = await readZip(zip);
    expect(Object.fromEntries(entries)).toEqual({ 'a.txt': 'alpha', 'trip/c.txt': 'gamma' });

    // The owner: two downloads of five, then revoked.
    await admin.keyboard.press('Escape');
    await admin.goto('/admin/file-management');
    const entry = admin.getByTestId('folder-share-entry').filter({ hasText: `${MOUNT}/album` });
    await expect
      .poll(() => entry.getByTestId('folder-share-downloads').textContent())
      .toBe('2 / 5');
    await entry.getByTestId('folder-share-revoke').click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await entry.getByText('Revoked').waitFor();

    await visitor.reload();
    await visitor.getByTestId('folder-share-unavailable').waitFor();
    expect(await visitor.getByTestId('folder-share-unavailable').textContent()).toMatch(/revoked/);
  });
});

/** The visitor's page in every look, when FOLDER_SHARE_SHOTS names a folder for them. */
async function shots(newPage: NewPage, link: string, password: string): Promise<void> {
  const folder = process.env.FOLDER_SHARE_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)
    for (const language of ['en-US', 'zh-CN'])
      for (const themeMode of ['light', 'dark']) {
        const page = await newPage({ viewport });
        await page.addInitScript(
          (prefs) => Object.entries(prefs).forEach(([k, v]) => localStorage.setItem(k, v)),
          { language, themeMode },
        );
        await page.goto(link);
        const name = `${size}-${language}-${themeMode}`;
        await page.getByTestId('folder-share-password-input').waitFor();
        await page.screenshot({ path: join(folder, `gate-${name}.png`) });
        await page.getByTestId('folder-share-password-input').fill(password);
        await page.getByTestId('folder-share-password-input').press('Enter');
        await page.getByTestId('folder-share-row').first().waitFor();
        await page.screenshot({ path: join(folder, `list-${name}.png`), fullPage: true });
        await page.getByRole('button', { name: /Gallery|图库/ }).click();
        await page.getByTestId('folder-share-gallery').waitFor();
        await page.screenshot({ path: join(folder, `gallery-${name}.png`), fullPage: true });
        await page.close();
      }
}
