/**
 * The storage configurations page (docs/product/admin.md, "Storage configurations") on the real
 * server: its form is drawn from GET /api/admin/storage-types. A local folder is added through the
 * form (a bad directory refused first, in English and in Chinese), listed, edited, tested, made the
 * default and deleted after the confirm dialog; a WebDAV storage on the test rclone server is added
 * and tested, and edited without its password being shown or lost. Every spec file shares the
 * server, so each test removes what it made and gives the default back.
 */
import type { StorageConfig } from '@cloudpaste/contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { testWebDav } from '../../server/test/webdav.js';
import { adminToken, callApi } from '../support/api.js';
import { test } from '../support/fixtures.js';
import { loginAsAdmin } from '../support/ui.js';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function listConfigs(token: string): Promise<StorageConfig[]> {
  const res = await callApi<StorageConfig[]>('/s3-configs', { headers: auth(token) });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Runs `walk`, then deletes the configurations it left named with `prefix` and restores the default. */
async function keepingStorages(prefix: string, walk: () => Promise<void>): Promise<void> {
  const token = await adminToken();
  const before = (await listConfigs(token)).find((c) => c.is_default === 1);
  try {
    await walk();
  } finally {
    if (before) {
      await callApi(`/s3-configs/${before.id}/set-default`, {
        method: 'PUT',
        headers: auth(token),
      });
    }
    for (const config of await listConfigs(token)) {
      if (config.name.startsWith(prefix))
        await callApi(`/s3-configs/${config.id}`, { method: 'DELETE', headers: auth(token) });
    }
  }
}

const card = (page: Page, name: string) =>
  page.locator(`[data-testid="storage-card"][data-config-name="${name}"]`);

async function openStoragePage(page: Page): Promise<void> {
  await loginAsAdmin(page);
  await page.goto('/admin/storage-config');
  await page.getByTestId('add-storage-button').waitFor();
}

/** Opens the add form on `provider` with `name` typed, in the page's language; answers the dialog. */
async function startAdding(
  page: Page,
  provider: string,
  name: string,
  labels = ['Provider', 'Name'],
) {
  await page.getByTestId('add-storage-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(labels[0]!, { exact: true }).selectOption(provider);
  await dialog.getByLabel(labels[1]!, { exact: true }).fill(name);
  return dialog;
}

/** Runs the connection test from a card and answers the report's summary line. */
async function testConnection(page: Page, name: string): Promise<string | null> {
  await card(page, name).getByRole('button', { name: 'Test', exact: true }).click();
  const report = page.getByTestId('test-report');
  await report.waitFor({ timeout: 90_000 });
  const summary = await report.getByRole('status').textContent();
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
  return summary;
}

describe('storage configurations', () => {
  test('a local folder added through the form is listed, edited, tested, made default and deleted', async ({
    page,
    newPage,
  }) => {
    const name = `e2e-local-${Date.now().toString(36)}`;
    const directory = `storage/${name}`;
    await keepingStorages(name, async () => {
      await openStoragePage(page);
      const dialog = await startAdding(page, 'Local', name);
      await page.getByTestId('storage-submit').click();
      await dialog.getByText('Directory is required.', { exact: true }).waitFor();
      await dialog.getByLabel('Directory', { exact: true }).fill('../outside');
      await page.getByTestId('storage-submit').click();
      await dialog.getByText(/^The path cannot contain \.\. parts\./).waitFor();

      await dialog.getByLabel('Directory', { exact: true }).fill(directory);
      await page.getByTestId('storage-submit').click();
      await page.getByText(`Storage ${name} added.`, { exact: true }).waitFor();
      await card(page, name).waitFor();
      expect(await card(page, name).textContent()).toContain(directory);
      expect(await card(page, name).textContent()).toContain('Local folder');

      // Edit: renamed, with a capacity the card then measures against.
      const renamed = `${name}-2`;
      await card(page, name)
        .getByRole('button', { name: `Edit ${name}` })
        .click();
      expect(await dialog.getByLabel('Directory', { exact: true }).inputValue()).toBe(directory);
      await dialog.getByLabel('Name', { exact: true }).fill(renamed);
      await dialog.getByLabel('Capacity', { exact: true }).fill('1');
      await page.getByTestId('storage-submit').click();
      await page.getByText(`Storage ${renamed} saved.`, { exact: true }).waitFor();
      await expect
        .poll(() => card(page, renamed).getByTestId('usage-text').textContent())
        .toContain('of 1 GB used');

      expect(await testConnection(page, renamed)).toBe(
        'Every check passed: this storage is ready for uploads.',
      );

      await card(page, renamed).getByRole('button', { name: 'Make default', exact: true }).click();
      await page.getByText(`${renamed} is now the default storage.`, { exact: true }).waitFor();
      await card(page, renamed).getByText('Default', { exact: true }).waitFor();
      const token = await adminToken();
      const made = (await listConfigs(token)).find((c) => c.name === renamed);
      expect(made?.is_default).toBe(1);
      expect(made?.config).toMatchObject({ root: directory });

      // Deleting asks first: cancelled, it is still there; confirmed, it is gone.
      const remove = () =>
        card(page, renamed)
          .getByRole('button', { name: `Delete ${renamed}` })
          .click();
      await remove();
      await dialog.getByText(/This is the default storage/).waitFor();
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await card(page, renamed).count()).toBe(1);
      await remove();
      const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
      await expect.poll(() => confirm.isEnabled()).toBe(true);
      await confirm.click();
      await page.getByText(`${renamed} deleted.`, { exact: true }).waitFor();
      await card(page, renamed).waitFor({ state: 'detached' });
      expect((await listConfigs(token)).some((c) => c.name === renamed)).toBe(false);

      // The same refusal in Chinese, with the labels the server sends in that language.
      const zh = await newPage({ locale: 'zh-CN' });
      await openStoragePage(zh);
      const zhDialog = await startAdding(zh, 'Local', name, ['服务商', '名称']);
      await zh.getByTestId('storage-submit').click();
      await zhDialog.getByText('请填写目录。', { exact: true }).waitFor();
      await zhDialog.getByLabel('目录', { exact: true }).fill('/srv/../etc');
      await zh.getByTestId('storage-submit').click();
      await zhDialog.getByText(/^路径不能包含 \.\. 部分。/).waitFor();
      await zhDialog.getByRole('button', { name: '取消', exact: true }).click();
    });
  });

  test('a WebDAV storage added through the form passes the connection test and keeps its password on edit', async ({
    page,
  }) => {
    const dav = testWebDav;
    if (!dav)
      throw new Error('TEST_WEBDAV_URL/USERNAME/PASSWORD are not set: run e2e through npm test');
    const token = await adminToken();
    const types = await callApi<{ type: string }[]>('/admin/storage-types', {
      headers: auth(token),
    });
    expect(types.body.data.map((t) => t.type)).toContain('WEBDAV');
    const folder = dav.createFolder();
    const name = `e2e-webdav-${Date.now().toString(36)}`;
    try {
      await keepingStorages(name, async () => {
        await openStoragePage(page);
        const dialog = await startAdding(page, 'WebDAV', name);
        expect(await dialog.getByLabel('Bucket', { exact: true }).count()).toBe(0);
        await dialog.getByLabel('WebDAV address', { exact: true }).fill(dav.url);
        await dialog.getByLabel('Base path', { exact: true }).fill(folder.spec.basePath);
        await dialog.getByLabel('Username', { exact: true }).fill(dav.username);
        await dialog.getByLabel('Password', { exact: true }).fill(dav.password);
        await page.getByTestId('storage-submit').click();
        await page.getByText(`Storage ${name} added.`, { exact: true }).waitFor();
        const text = await card(page, name).textContent();
        expect(text).toContain(dav.url);
        expect(text).not.toContain(dav.password);

        expect(await testConnection(page, name)).toBe(
          'Every check passed: this storage is ready for uploads.',
        );

        // Edit: the password is not shown, and saving without typing it keeps it.
        await card(page, name)
          .getByRole('button', { name: `Edit ${name}` })
          .click();
        const password = dialog.getByLabel('Password', { exact: true });
        expect(await password.inputValue()).toBe('');
        await dialog.getByText(/^Set: leave empty to keep it/).waitFor();
        await dialog.getByLabel('Capacity', { exact: true }).fill('2');
        await page.getByTestId('storage-submit').click();
        await page.getByText(`Storage ${name} saved.`, { exact: true }).waitFor();
        const saved = (await listConfigs(token)).find((c) => c.name === name);
        expect(saved?.secrets_set).toEqual(['password']);
        expect(JSON.stringify(saved)).not.toContain(dav.password);
        expect(await testConnection(page, name)).toBe(
          'Every check passed: this storage is ready for uploads.',
        );
      });
    } finally {
      await folder.cleanup();
    }
  });
});
