/**
 * Search in a mount whose index is still being built (docs/product/mounts-and-explorer.md,
 * "Search"): the explorer's search says so, with how many objects are indexed so far, and shows
 * the results found among them. The build is held by "another process" (a lease on the server's
 * database, support/index-builds.ts), so it stays unfinished for as long as the spec looks.
 */
import { describe, expect } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { storages } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { mountStorage, uploadFile } from '../support/fs.js';
import { holdIndexBuild } from '../support/index-builds.js';
import { loginAsAdmin } from '../support/ui.js';

const MOUNT = '/e2e-indexing';
const TAG = `idx${Date.now().toString(36)}`;
const INDEXED = `found-${TAG}.txt`;
const NOT_YET = `later-${TAG}.txt`;

describe('search while a mount is indexed', () => {
  test('shows the still-indexing notice and the results found so far', async ({ newPage }) => {
    const token = await adminToken();
    const auth = { authorization: `Bearer ${token}` };
    const local = storages().find((storage) => storage.kind === 'local')!;
    const mountId = await mountStorage(token, local, MOUNT);
    try {
      await uploadFile(token, MOUNT, INDEXED, 'indexed already');
      await uploadFile(token, MOUNT, NOT_YET, 'not indexed yet');
      // The new mount's own build first: the hold replaces a finished index, not one under way.
      await expect
        .poll(async () => {
          const mounts = await callApi<{ id: string; index?: { state: string } }[]>(
            '/admin/mounts',
            { headers: auth },
          );
          return mounts.body.data.find((mount) => mount.id === mountId)?.index?.state;
        })
        .toBe('ready');
      await holdIndexBuild(mountId, [INDEXED]);

      const page = await newPage();
      await loginAsAdmin(page);
      await page.goto(`/mount-explorer${MOUNT}`);
      await page.locator(`[data-testid="explorer-item"][data-name="${NOT_YET}"]`).waitFor();
      await page.getByTestId('search-open').click();
      await page.getByTestId('search-scope').selectOption('mount');
      await page.getByTestId('search-input').fill(TAG);

      const notice = page.getByTestId('search-indexing');
      await notice.waitFor();
      expect(await notice.textContent()).toBe(
        'Still indexing: 1 object so far. Results may be incomplete.',
      );
      const results = page.getByTestId('search-result');
      await expect
        .poll(() => results.evaluateAll((els) => els.map((el) => el.dataset.path)))
        .toEqual([`${MOUNT}/${INDEXED}`]);
      // The listing above showed both files: only the search is partial.
      expect(await page.getByTestId('search-total').textContent()).toContain('1');
    } finally {
      await callApi(`/admin/mounts/${mountId}`, { method: 'DELETE', headers: auth });
    }
  });
});
