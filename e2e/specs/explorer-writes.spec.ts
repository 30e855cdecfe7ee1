/**
 * The explorer's write side in the browser, on the embedded local storage: a new folder, an upload
 * through the toolbar (a task that completes), a rename with F2, and a delete with the Delete key;
 * the storage is checked through the API after each step.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { test } from '../support/fixtures.js';
import { loginAsAdmin } from '../support/ui.js';

const MOUNT = '/e2e-writes';

async function names(token: string, path: string): Promise<string[]> {
  const res = await callApi<{ items: { name: string }[] }>(
    `/fs/list?path=${encodeURIComponent(path)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  return res.status === 200 ? res.body.data.items.map((i) => i.name) : [];
}

const item = (page: Page, name: string) =>
  page.locator(`[data-testid="explorer-item"][data-name="${name}"]`);

describe('explorer writes', () => {
  test('new folder, upload, rename and delete from the explorer', async ({ newPage }) => {
    const token = await adminToken();
    const configs = await callApi<{ id: string }[]>('/s3-configs', {
      headers: { authorization: `Bearer ${token}` },
    });
    const created = await callApi('/admin/mounts', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'e2e writes',
        storage_type: 'LOCAL',
        storage_config_id: configs.body.data[0]!.id,
        mount_path: MOUNT,
        cache_ttl: 0,
      }),
    });
    expect(created.status).toBe(201);

    const page = await newPage();
    await loginAsAdmin(page);
    await page.goto(`/mount-explorer${MOUNT}`);
    await page.getByTestId('mount-explorer').waitFor();

    await page.getByTestId('explorer-new-folder').click();
    await page.getByTestId('name-dialog-input').fill('drafts');
    await page.getByTestId('name-dialog-submit').click();
    await item(page, 'drafts').waitFor();
    expect(await names(token, MOUNT)).toContain('drafts');

    await item(page, 'drafts').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/mount-explorer${MOUNT}/drafts`);
    await page.getByTestId('explorer-upload-input').setInputFiles({
      name: 'minutes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('written from the explorer'),
    });
    await page
      .locator('[data-testid="task"][data-type="upload"][data-status="completed"]')
      .waitFor();
    await item(page, 'minutes.txt').waitFor();
    const download = await fetch(
      `${new URL(page.url()).origin}/api/fs/download?path=${encodeURIComponent(`${MOUNT}/drafts/minutes.txt`)}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(await download.text()).toBe('written from the explorer');

    await item(page, 'minutes.txt').focus();
    await page.keyboard.press('F2');
    await page.getByTestId('name-dialog-input').fill('notes.txt');
    await page.getByTestId('name-dialog-submit').click();
    await item(page, 'notes.txt').waitFor();
    expect(await names(token, `${MOUNT}/drafts`)).toEqual(['notes.txt']);

    await item(page, 'notes.txt').focus();
    await page.keyboard.press('Delete');
    await page.getByTestId('delete-dialog').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByTestId('explorer-empty').waitFor();
    expect(await names(token, `${MOUNT}/drafts`)).toEqual([]);
  });
});
