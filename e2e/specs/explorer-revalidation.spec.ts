/**
 * The explorer revalidates a folder it read before (docs/API.md, "Filesystem"): read again, its
 * listing is asked for with the ETag it came with, the server answers 304 without a body, and the
 * folder still shows what it held.
 */
import { describe, expect } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { storages } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { uploadFile } from '../support/fs.js';
import { loginAsAdmin } from '../support/ui.js';

const MOUNT = '/e2e-revalidate';

describe('explorer revalidation', () => {
  test('an unchanged folder read again is a 304 and still shows its items', async ({ newPage }) => {
    const token = await adminToken();
    const local = storages().find((storage) => storage.kind === 'local')!;
    const mounted = await callApi('/admin/mounts', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: MOUNT.slice(1),
        storage_type: 'LOCAL',
        storage_config_id: local.id,
        mount_path: MOUNT,
        cache_ttl: 300,
      }),
    });
    expect(mounted.status).toBe(201);
    await uploadFile(token, `${MOUNT}/reports`, 'q1.txt', 'first quarter');

    const page = await newPage();
    const listings: { path: string; status: number; ifNoneMatch: string | undefined }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/api/fs/list') return;
      listings.push({
        path: url.searchParams.get('path') ?? '',
        status: response.status(),
        ifNoneMatch: response.request().headers()['if-none-match'],
      });
    });
    await loginAsAdmin(page);
    await page.goto(`/mount-explorer${MOUNT}`);
    const reports = page.locator('[data-testid="explorer-item"][data-name="reports"]');
    await reports.waitFor();
    await reports.click();
    await page.locator('[data-testid="explorer-item"][data-name="q1.txt"]').waitFor();
    // A write in the subfolder makes the explorer read its listings again when shown.
    await page.getByTestId('explorer-new-folder').click();
    await page.getByTestId('name-dialog-input').fill('drafts');
    await page.getByTestId('name-dialog-submit').click();
    await page.locator('[data-testid="explorer-item"][data-name="drafts"]').waitFor();

    await page.goBack();
    await expect
      .poll(() => listings.filter((l) => l.path === MOUNT).map((l) => l.status))
      .toEqual([200, 304]);
    const again = listings.filter((l) => l.path === MOUNT)[1]!;
    expect(again.ifNoneMatch).toMatch(/^W\/"/);
    await reports.waitFor();
  });
});
