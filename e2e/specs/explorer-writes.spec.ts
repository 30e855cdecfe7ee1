/**
 * The explorer's write side in the browser, on the embedded local storage: a new folder, an upload
 * through the toolbar (a task that completes), a rename with F2, and a delete with the Delete key;
 * the storage is checked through the API after each step.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminToken } from '../support/api.js';
import { storages } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { downloadText, listNames, mountStorage } from '../support/fs.js';
import { loginAsAdmin } from '../support/ui.js';

const MOUNT = '/e2e-writes';
const local = () => storages().find((storage) => storage.kind === 'local')!;

const item = (page: Page, name: string) =>
  page.locator(`[data-testid="explorer-item"][data-name="${name}"]`);

describe('explorer writes', () => {
  test('new folder, upload, rename and delete from the explorer', async ({ newPage }) => {
    const token = await adminToken();
    await mountStorage(token, local(), MOUNT);

    const page = await newPage();
    await loginAsAdmin(page);
    await page.goto(`/mount-explorer${MOUNT}`);
    await page.getByTestId('mount-explorer').waitFor();

    await page.getByTestId('explorer-new-folder').click();
    await page.getByTestId('name-dialog-input').fill('drafts');
    await page.getByTestId('name-dialog-submit').click();
    await item(page, 'drafts').waitFor();
    expect(await listNames(token, MOUNT)).toContain('drafts');

    await item(page, 'drafts').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/mount-explorer${MOUNT}/drafts`);
    // The toolbar's actions wait for the folder's listing (until then it might lie above the
    // mounts): a file chosen before it is shown can go to a picker that is being replaced.
    await page
      .locator(
        `[data-testid="mount-explorer"][data-path="${MOUNT}/drafts"] [data-testid="explorer-empty"]`,
      )
      .waitFor();
    await page.getByTestId('explorer-upload-input').setInputFiles({
      name: 'minutes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('written from the explorer'),
    });
    await page
      .locator('[data-testid="task"][data-type="upload"][data-status="completed"]')
      .waitFor();
    await item(page, 'minutes.txt').waitFor();
    expect(await downloadText(token, `${MOUNT}/drafts/minutes.txt`)).toBe(
      'written from the explorer',
    );

    await item(page, 'minutes.txt').focus();
    await page.keyboard.press('F2');
    await page.getByTestId('name-dialog-input').fill('notes.txt');
    await page.getByTestId('name-dialog-submit').click();
    await item(page, 'notes.txt').waitFor();
    expect(await listNames(token, `${MOUNT}/drafts`)).toEqual(['notes.txt']);

    await item(page, 'notes.txt').focus();
    await page.keyboard.press('Delete');
    await page.getByTestId('delete-dialog').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByTestId('explorer-empty').waitFor();
    expect(await listNames(token, `${MOUNT}/drafts`)).toEqual([]);
  });
});
