/**
 * The admin pages as a new user meets them: measured by geometry where the complaint was visual
 * (clipped columns, labels running together, two menu buttons, a toolbar of three rows, toasts over
 * buttons) and by text where it was wording (the storage delete dialog, the sidebar, the guest key).
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { Permission } from '@cloudpaste/contracts';
import { adminToken, callApi, createApiKey } from '../support/api.js';
import { baseURL, storages } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { mountStorage } from '../support/fs.js';
import { loginAsAdmin } from '../support/ui.js';
import { openUpload, uploadFiles } from '../support/uploads.js';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const local = () => storages().find((storage) => storage.kind === 'local')!;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 } };
const ZH_DARK = { language: 'zh-CN', themeMode: 'dark' };

/** Picks the interface language and theme before the app reads them. */
async function prefer(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

const intersects = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
}

async function shareFile(authorization: string, name: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob(['layout']), name);
  const res = await fetch(`${baseURL()}/api/upload`, {
    method: 'POST',
    headers: { Authorization: authorization },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

describe('admin layout', () => {
  test('the storage delete dialog names, in Chinese, the mount that still uses it', async ({
    newPage,
  }) => {
    const token = await adminToken();
    const path = `/${unique('e2e-layout-del')}`;
    await mountStorage(token, local(), path);
    const config = await callApi<{ name: string }>(`/s3-configs/${local().id}`, {
      headers: bearer(token),
    });
    const page = await newPage();
    await prefer(page, ZH_DARK);
    await loginAsAdmin(page);
    await page.goto('/admin/storage-config');
    await page.getByRole('button', { name: `删除 ${config.body.data.name}` }).click();
    const note = page.getByTestId('storage-delete-references');
    await note.waitFor();
    const text = (await note.textContent()) ?? '';
    expect(text).toContain('此存储仍在使用中');
    expect(text).toContain(`${path.slice(1)} (${path})`);
    expect(text).toMatch(/\d+ 个挂载点在使用它/);
    expect(text).not.toMatch(/used by|delete them first/);
    expect(
      await page
        .getByRole('dialog')
        .getByRole('button', { name: '删除', exact: true })
        .isDisabled(),
    ).toBe(true);
  });

  test('file management at 1366 px keeps the status column clear of the sticky actions', async ({
    newPage,
  }) => {
    // A share by a key with a long unbroken name in the list: its "by …" note must wrap, not
    // widen the Created column past the sticky actions (a CI run listed such a share first).
    const keyName = `layout-key-${'x'.repeat(28)}`;
    const key = await createApiKey(
      keyName,
      Permission.FILE_SHARE | Permission.MOUNT_VIEW | Permission.MOUNT_UPLOAD,
    );
    await shareFile(`ApiKey ${key}`, `${unique('by-key')}.txt`);
    await shareFile(`Bearer ${await adminToken()}`, `${unique('layout')}.txt`);
    for (const language of ['en-US', 'zh-CN']) {
      const page = await newPage({ viewport: { width: 1366, height: 768 } });
      await prefer(page, { language, themeMode: 'dark' });
      await loginAsAdmin(page);
      await page.goto('/admin/file-management');
      const row = '[data-testid="file-row"]';
      await page.locator(row).first().waitFor();
      // Checkbox, eight facts, then the actions: the status is the ninth cell.
      const status = await boxOf(page, `${row} > td:nth-child(9)`);
      const actions = await boxOf(page, `${row} > td:last-child`);
      expect(status.right, language).toBeLessThanOrEqual(actions.left);
      expect(intersects(status, actions)).toBe(false);
    }
  });

  test('a row selected with the mouse draws no ring over its checkbox', async ({ newPage }) => {
    await shareFile(`Bearer ${await adminToken()}`, `${unique('select')}.txt`);
    const page = await newPage({ viewport: { width: 1366, height: 768 } });
    await prefer(page, ZH_DARK);
    await loginAsAdmin(page);
    await page.goto('/admin/file-management');
    const checkbox = page.getByTestId('file-select').first();
    await checkbox.click();
    expect(await checkbox.isChecked()).toBe(true);
    const shadow = await checkbox.evaluate((box) => getComputedStyle(box).boxShadow);
    // A ring is a box-shadow of some spread; none is drawn unless the keyboard brought focus.
    expect(shadow).not.toMatch(/[1-9]\d*(\.\d+)?px/);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => checkbox.evaluate((box) => getComputedStyle(box).boxShadow))
      .toMatch(/[1-9]\d*(\.\d+)?px/);
  });

  test('the zh-CN dashboard chart leaves room between its day labels', async ({ newPage }) => {
    await shareFile(`Bearer ${await adminToken()}`, `${unique('chart')}.txt`);
    const page = await newPage();
    await prefer(page, ZH_DARK);
    await loginAsAdmin(page);
    const plot = page.locator('.uplot');
    await plot.waitFor();
    await expect.poll(() => plot.getAttribute('data-label-width')).not.toBeNull();
    const labelWidth = Number(await plot.getAttribute('data-label-width'));
    const slotWidth = Number(await plot.getAttribute('data-slot-width'));
    expect(labelWidth).toBeGreaterThan(0);
    expect(labelWidth).toBeLessThan(slotWidth);
  });

  test('a phone shows one menu button on admin pages and a switcher naming the section', async ({
    newPage,
  }) => {
    const page = await newPage(PHONE);
    await prefer(page, ZH_DARK);
    await loginAsAdmin(page);
    await page.goto('/admin/file-management');
    const switcher = page.getByTestId('admin-section-switcher');
    await expect.poll(() => switcher.textContent()).toContain('文件管理');
    const menuButtons = page.getByRole('button', { name: /菜单|menu/i });
    const visible = [];
    for (const button of await menuButtons.all())
      if (await button.isVisible()) visible.push(button);
    expect(visible).toHaveLength(1);
    await switcher.click();
    await page.getByRole('link', { name: '存储', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/storage-config');
    await expect.poll(() => switcher.textContent()).toContain('存储');
  });

  test('the explorer toolbar keeps its controls to two rows on a phone', async ({ newPage }) => {
    const path = `/${unique('e2e-layout-tb')}`;
    await mountStorage(await adminToken(), local(), path);
    for (const language of ['en-US', 'zh-CN']) {
      const page = await newPage(PHONE);
      await prefer(page, { language, themeMode: 'dark' });
      await loginAsAdmin(page);
      await page.goto(`/mount-explorer${path}`);
      const refresh = page.getByTestId('explorer-refresh');
      await page.getByTestId('explorer-upload').waitFor();
      const rows = await refresh.evaluate((button) => {
        const tops = [...(button.parentElement?.children ?? [])]
          .map((child) => child.getBoundingClientRect())
          .filter((box) => box.width > 0 && box.height > 0)
          .map((box) => box.top)
          .sort((a, b) => a - b);
        // Controls of one row differ in height by a pixel or two; a new row starts well below.
        let rows = 0;
        let rowTop = -Infinity;
        for (const top of tops)
          if (top > rowTop + 8) {
            rows++;
            rowTop = top;
          }
        return rows;
      });
      expect(rows, language).toBeLessThanOrEqual(2);
    }
  });

  test('a toast does not cover the Save button it answers, on a phone or a desktop', async ({
    newPage,
  }) => {
    for (const viewport of [PHONE.viewport, { width: 1280, height: 800 }]) {
      const page = await newPage({ viewport });
      await loginAsAdmin(page);
      await page.goto('/admin/settings/preview');
      const save = page.getByRole('button', { name: 'Save settings' }).first();
      // Save is on only once something changed: a trailing space changes the form, not the setting.
      const input = page.locator('form textarea:not([disabled])').first();
      const original = await input.inputValue();
      await input.fill(`${original} `);
      // The button at the bottom of the screen, where the toasts used to appear.
      await save.evaluate((button) => button.scrollIntoView({ block: 'end' }));
      await save.click();
      await page.getByTestId('toasts').locator('> div').first().waitFor();
      const saveBox = await boxOf(page, 'form button[type="submit"]');
      const toastBox = await boxOf(page, '[data-testid="toasts"] > div');
      expect(intersects(saveBox, toastBox), `${viewport?.width} px`).toBe(false);
      // Leave the setting as other specs expect it, should the space have been kept.
      if ((await input.inputValue()) !== original) {
        await input.fill(original);
        await save.click();
        await expect.poll(() => save.isDisabled()).toBe(true);
      }
    }
  });

  test('the toast summing up an upload does not cover the upload result card on a phone', async ({
    newPage,
  }) => {
    const page = await newPage(PHONE);
    await openUpload(page);
    // A batch: a single upload reports in its own row, two get a toast summing them up.
    await uploadFiles(
      page,
      ['a', 'b'].map((letter) => ({
        name: `${unique(`toast-${letter}`)}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from(letter),
      })),
    );
    await page.getByTestId('toasts').locator('> div').first().waitFor();
    // The card the upload revealed, brought to the bottom of the screen as a reader scrolls to it.
    await page
      .getByTestId('upload-results')
      .evaluate((card) => card.scrollIntoView({ block: 'end' }));
    const card = await boxOf(page, '[data-testid="upload-results"]');
    const toast = await boxOf(page, '[data-testid="toasts"] > div');
    expect(intersects(card, toast)).toBe(false);
  });

  test('the sidebar names Storage and keeps WebDAV among the settings; the guest key says what it can do', async ({
    newPage,
  }) => {
    const page = await newPage();
    await loginAsAdmin(page);
    const sidebar = page.getByTestId('admin-sidebar');
    expect(await sidebar.getByRole('link', { name: 'Storage', exact: true }).count()).toBe(1);
    expect(await sidebar.getByText('S3 storage config').count()).toBe(0);
    const group = sidebar.locator('li', { hasText: 'System settings' });
    expect(await group.getByRole('link', { name: 'WebDAV settings' }).count()).toBe(1);
    expect(await group.getByRole('link', { name: 'Account management' }).count()).toBe(0);
    await page.goto('/admin/key-management');
    await page.getByTestId('create-key-button').click();
    await page.getByText(/A guest key can do only what the permissions and base path/).waitFor();
  });

  test('a mount path typed without its leading slash is stored from the root', async () => {
    const token = await adminToken();
    const name = unique('e2e-layout-slash');
    const res = await callApi<{ mount_path: string }>('/admin/mounts', {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify({
        name: name.slice(0, 50),
        storage_type: 'LOCAL',
        storage_config_id: local().id,
        mount_path: `${name}/`,
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.mount_path).toBe(`/${name}`);
  });
});
