/**
 * File shares and mounted storage in the browser (docs/SHARE-OBJECTS.md): a mount of the default
 * local storage shows share uploads under shares/, marked and kept from deletion; Share in the
 * explorer asks for the upload page's options; Copy here makes "name (1).ext" and the picker makes
 * folders; a share whose file was deleted says it is no longer available, on its page, its
 * download and in file management. Screenshots at 1280×800 (en-US) and 390×844 (zh-CN, dark).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { baseURL, storages } from '../support/context.js';
import { uploadFileShare } from '../support/file-shares.js';
import { test, type NewPage } from '../support/fixtures.js';
import { listNames, mountStorage, uploadFile } from '../support/fs.js';
import { TEST_ADMIN } from '../support/server.js';
import { loginAsAdmin } from '../support/ui.js';

const local = () => storages().find((storage) => storage.kind === 'local')!;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** Outside the artifacts folder, which each e2e run empties as it starts. */
const SHOTS = join(tmpdir(), 'cloudpaste-e2e-shots', 'share-objects');

/** The two looks every screen is checked in. */
const LOOKS: { name: string; context: BrowserContextOptions; prefs: Record<string, string> }[] = [
  {
    name: 'en-desktop',
    context: { viewport: { width: 1280, height: 800 } },
    prefs: { language: 'en-US' },
  },
  {
    name: 'zh-dark-phone',
    context: { viewport: { width: 390, height: 844 }, locale: 'zh-CN' },
    prefs: { language: 'zh-CN', themeMode: 'dark' },
  },
];

async function openAs(newPage: NewPage, look: (typeof LOOKS)[number]): Promise<Page> {
  const page = await newPage(look.context);
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, look.prefs);
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const item = (page: Page, name: string) =>
  page.locator(`[data-testid="explorer-item"][data-name="${name}"]`);

/** A file share uploaded as the admin to the default local storage; answers its slug. */
async function shareUpload(token: string, name: string, password?: string): Promise<string> {
  const fields: Record<string, string> = password ? { password } : {};
  return (await uploadFileShare(token, { name, content: `shared ${name}`, fields })).slug;
}

async function openFolder(page: Page, path: string): Promise<void> {
  await page.goto(`/mount-explorer${path}`);
  await page.locator(`[data-testid="mount-explorer"][data-path="${path}"]`).waitFor();
}

describe('file shares in a mount of their storage', () => {
  test('share uploads sit under shares/, marked, and a delete there is refused', async ({
    newPage,
  }) => {
    const token = await adminToken();
    const mount = `/e2e-so-${Date.now().toString(36)}`;
    await mountStorage(token, local(), mount);
    await shareUpload(token, 'e2e-so-open.txt');
    await shareUpload(token, 'e2e-so-locked.txt', 'pw');
    await uploadFile(token, mount, 'e2e-so-mine.txt', 'my own file');
    // The user's files at the root; the shares in a folder of their own.
    expect(await listNames(token, mount)).toEqual(
      expect.arrayContaining(['shares', 'e2e-so-mine.txt']),
    );
    expect(await listNames(token, mount)).not.toContain('e2e-so-open.txt');

    for (const look of LOOKS) {
      const page = await openAs(newPage, look);
      await loginAsAdmin(page);
      await openFolder(page, `${mount}/shares`);
      for (const name of ['e2e-so-open.txt', 'e2e-so-locked.txt'])
        await item(page, name).getByTestId('explorer-share-badge').waitFor();
      await shot(page, `badge-${look.name}`);
      if (look.name !== 'en-desktop') continue;

      await item(page, 'e2e-so-locked.txt').focus();
      await page.keyboard.press('Delete');
      await page.getByTestId('delete-dialog').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
      const task = page.locator('[data-testid="task"][data-type="delete"][data-status="failed"]');
      await task.waitFor();
      expect(await task.textContent()).toContain('delete the share in file management first');
      expect(await listNames(token, `${mount}/shares`)).toContain('e2e-so-locked.txt');

      // The item's menu opens the share's page for the admin.
      await item(page, 'e2e-so-open.txt').click({ button: 'right' });
      await page.getByTestId('menu-open-share').waitFor();
      await page.keyboard.press('Escape');
    }

    // WebDAV refuses the same.
    const basic = `Basic ${Buffer.from(`${TEST_ADMIN.username}:${TEST_ADMIN.password}`).toString('base64')}`;
    const dav = await fetch(`${baseURL()}/dav${mount}/shares/e2e-so-locked.txt`, {
      method: 'DELETE',
      headers: { authorization: basic },
    });
    expect(dav.status).toBe(403);
  });

  test('Share asks for the options first, and the file is then marked', async ({ newPage }) => {
    const token = await adminToken();
    const mount = `/e2e-so-share-${Date.now().toString(36)}`;
    await mountStorage(token, local(), mount);
    await uploadFile(token, mount, 'e2e-so-photo.txt', 'a photo');

    for (const look of LOOKS) {
      const page = await openAs(newPage, look);
      await loginAsAdmin(page);
      await openFolder(page, mount);
      await item(page, 'e2e-so-photo.txt').click({ button: 'right' });
      await page.getByTestId('menu-share').click();
      const options = page.getByTestId('share-options');
      await options.waitFor();
      expect(await page.locator('#share-expiry').inputValue()).toBe('7d');
      await shot(page, `share-dialog-${look.name}`);
      if (look.name !== 'en-desktop') continue;

      await page.locator('#share-password').fill('secret');
      await page.locator('#share-expiry').selectOption('1d');
      await page.locator('#share-max-views').fill('5');
      await page.getByTestId('share-create').click();
      await page.getByTestId('share-qr').waitFor();
      const link = await page.getByRole('dialog').locator('code').first().textContent();
      const slug = link!.trim().split('/file/')[1]!;
      const info = await callApi<{
        requires_password: boolean;
        max_views: number;
        expires_at: string;
      }>(`/public/files/${slug}`);
      expect(info.body.data).toMatchObject({ requires_password: true, max_views: 5 });
      const hours = (Date.parse(info.body.data.expires_at) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23);
      expect(hours).toBeLessThan(25);
      await page.keyboard.press('Escape');
      await item(page, 'e2e-so-photo.txt').getByTestId('explorer-share-badge').waitFor();
    }
  });

  test('Copy here makes a numbered copy, and the picker makes a folder and opens it', async ({
    newPage,
  }) => {
    const token = await adminToken();
    const mount = `/e2e-so-copy-${Date.now().toString(36)}`;
    await mountStorage(token, local(), mount);
    await uploadFile(token, mount, 'e2e-so-report.txt', 'report');

    for (const look of LOOKS) {
      const page = await openAs(newPage, look);
      await loginAsAdmin(page);
      await openFolder(page, mount);
      await item(page, 'e2e-so-report.txt').click({ button: 'right' });
      await page.getByTestId('menu-copy').click();
      await page.getByTestId('copy-move-new-folder').waitFor();
      if (look.name === 'en-desktop') {
        expect(await page.getByTestId('copy-move-target').textContent()).toContain('name (1).ext');
        await page.getByTestId('copy-move-confirm').click();
        await item(page, 'e2e-so-report (1).txt').waitFor();
        await item(page, 'e2e-so-report.txt').click({ button: 'right' });
        await page.getByTestId('menu-copy').click();
      }
      const folder = `picked-${look.name}`;
      await page.getByTestId('copy-move-new-folder').click();
      await page.getByTestId('name-dialog-input').fill(folder);
      await page.getByTestId('name-dialog-submit').click();
      await expect
        .poll(() => page.getByTestId('copy-move-target').textContent())
        .toContain(`${mount}/${folder}`);
      await shot(page, `picker-${look.name}`);
      await page.getByTestId('copy-move-confirm').click();
      await expect
        .poll(() => listNames(token, `${mount}/${folder}`))
        .toEqual(['e2e-so-report.txt']);
    }
    expect(await listNames(token, mount)).toContain('e2e-so-report (1).txt');
  });

  test('a share whose file was deleted says it is no longer available', async ({ newPage }) => {
    const token = await adminToken();
    const mount = `/e2e-so-gone-${Date.now().toString(36)}`;
    await mountStorage(token, local(), mount);
    await uploadFile(token, mount, 'e2e-so-gone.txt', 'soon gone');
    const created = await callApi<{ slug: string }>('/fs/create-share', {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify({ path: `${mount}/e2e-so-gone.txt` }),
    });
    expect(created.status).toBe(201);
    const slug = created.body.data.slug;
    const removed = await callApi<{ success: number }>('/fs/batch-remove', {
      method: 'DELETE',
      headers: bearer(token),
      body: JSON.stringify({ paths: [`${mount}/e2e-so-gone.txt`] }),
    });
    expect(removed.body.data.success).toBe(1);

    for (const look of LOOKS) {
      const page = await openAs(newPage, look);
      await page.goto(`/file/${slug}`);
      const error = page.getByTestId('file-error');
      await error.waitFor();
      expect(await error.getAttribute('data-error')).toBe('unavailable');
      expect(await error.textContent()).toContain(
        look.name === 'en-desktop' ? 'This file is no longer available' : '此文件已不可用',
      );
      await shot(page, `unavailable-${look.name}`);

      // Navigating to the download is answered a page, not JSON.
      const answer = await page.goto(`/api/file-download/${slug}`);
      expect(answer?.status()).toBe(404);
      const heading =
        look.name === 'en-desktop' ? 'This file is no longer available' : '此文件已不可用';
      expect(await page.content()).toContain(`<h1>${heading}</h1>`);
      await shot(page, `download-page-${look.name}`);

      // File management marks the share.
      await loginAsAdmin(page);
      await page.goto('/admin/file-management');
      const unavailable = page.getByTestId('file-unavailable').first();
      await unavailable.waitFor();
      expect(await unavailable.textContent()).toBe(
        look.name === 'en-desktop' ? 'File no longer available' : '文件已不可用',
      );
      await shot(page, `file-management-${look.name}`);
    }
  });
});
