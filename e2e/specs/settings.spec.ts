/**
 * The settings pages (docs/product/admin.md, "Settings") on the real server: what the admin saves
 * is there after a reload, and takes effect where it applies (the upload limit on the upload page
 * and POST /api/upload, the preview lists on a file share's page). Every spec file talks to the
 * same server, so each test puts the settings back as it found them.
 */
import { SettingGroup, type SettingItem } from '@cloudpaste/contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { postUpload, uploadFileShare } from '../support/file-shares.js';
import { test } from '../support/fixtures.js';
import { loginAsAdmin } from '../support/ui.js';
import { waitForUploadForm } from '../support/uploads.js';

/** A settings group's values as the server holds them now. */
async function readGroup(token: string, group: number): Promise<Record<string, unknown>> {
  const res = await callApi<SettingItem[]>(`/admin/settings?group=${group}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return Object.fromEntries(res.body.data.map((item) => [item.key, item.value]));
}

async function writeGroup(token: string, group: number, values: Record<string, unknown>) {
  const res = await callApi(`/admin/settings/group/${group}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify(values),
  });
  expect(res.status).toBe(200);
}

/** Runs `walk`, then restores the group's values whatever happened. */
async function keepingGroup(group: number, walk: () => Promise<void>): Promise<void> {
  const token = await adminToken();
  const before = await readGroup(token, group);
  try {
    await walk();
  } finally {
    await writeGroup(token, group, before);
  }
}

/** Saves the open settings form and waits for the server's answer to be shown. */
async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save settings', exact: true }).click();
  await page.getByText('Settings saved.', { exact: true }).waitFor();
}

describe('settings', () => {
  test('an upload limit saved on the global settings page stays after a reload and refuses larger files', async ({
    page,
  }) => {
    await keepingGroup(SettingGroup.GLOBAL, async () => {
      await loginAsAdmin(page);
      await page.goto('/admin/settings/global');
      const size = page.getByLabel('Maximum upload size', { exact: true });
      const unit = page.getByLabel('Unit', { exact: true });
      await size.waitFor();
      await size.fill('2');
      await unit.selectOption('KB');
      await save(page);

      await page.reload();
      await expect.poll(() => size.inputValue()).toBe('2');
      expect(await unit.inputValue()).toBe('KB');
      await page.getByText('Uploads are currently limited to 2 KB.', { exact: true }).waitFor();

      // The browser refuses a larger file before sending it...
      await page.goto('/upload');
      await waitForUploadForm(page);
      await page.getByTestId('upload-file-input').setInputFiles({
        name: 'e2e-over-limit.bin',
        mimeType: 'application/octet-stream',
        buffer: Buffer.alloc(3 * 1024, 1),
      });
      await page.getByTestId('upload-start').click();
      const row = page.getByTestId('upload-row');
      await expect.poll(() => row.getAttribute('data-status')).toBe('failed');
      expect(await page.getByTestId('upload-error').textContent()).toContain(
        'The file is larger than the upload limit of 2 KB',
      );

      // ...and the server refuses one sent anyway, while a smaller one goes through.
      const token = await adminToken();
      const over = await postUpload(token, { name: 'e2e-over.bin', content: 'x'.repeat(3072) });
      expect(over.status).toBe(413);
      await uploadFileShare(token, { name: 'e2e-under.txt', content: 'x'.repeat(1024) });
    });
  });

  test('an extension added to the text previews stays after a reload, previews such files as text, and resets', async ({
    newPage,
  }) => {
    const extension = `e2e${Date.now().toString(36)}`;
    const token = await adminToken();
    const { slug } = await uploadFileShare(token, {
      name: `notes.${extension}`,
      content: 'previewed as text',
      type: 'application/octet-stream',
      fields: { use_proxy: 'true' },
    });
    const visitor = await newPage();
    const kindOnPage = async () => {
      await visitor.goto(`/file/${slug}`);
      return visitor.getByTestId('file-preview').getAttribute('data-kind');
    };
    expect(await kindOnPage()).toBe('none');

    await keepingGroup(SettingGroup.PREVIEW, async () => {
      const admin = await newPage();
      await loginAsAdmin(admin);
      await admin.goto('/admin/settings/preview');
      const textTypes = admin.getByLabel('Text', { exact: true });
      await textTypes.waitFor();
      const defaults = await textTypes.inputValue();
      await textTypes.fill(`${defaults},.${extension.toUpperCase()}`);
      await save(admin);

      await admin.reload();
      // The server keeps the list as it reads it: lower case, without the dot.
      await expect.poll(() => textTypes.inputValue()).toBe(`${defaults},${extension}`);
      expect(await kindOnPage()).toBe('text');
      await visitor.getByTestId('file-preview').getByText('previewed as text').waitFor();

      await admin.getByRole('button', { name: 'Reset Text to default', exact: true }).click();
      expect(await textTypes.inputValue()).toBe(defaults);
      await save(admin);
      await admin.reload();
      await expect.poll(() => textTypes.inputValue()).toBe(defaults);
      expect(await kindOnPage()).toBe('none');
    });
  });
});
