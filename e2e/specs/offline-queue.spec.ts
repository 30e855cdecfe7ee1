/**
 * The offline queue in the browser (issue 7): a text share saved while the context is offline waits
 * in IndexedDB (with no credential stored there), and is created on the server exactly once when
 * the network returns.
 */
import type { PasteList } from '@cloudpaste/contracts';
import { describe, expect } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { test } from '../support/fixtures.js';
import { loginAsAdmin } from '../support/ui.js';

const CONTENT = `written offline ${Date.now()}`;

async function pastesWith(text: string): Promise<number> {
  const token = await adminToken();
  const res = await callApi<PasteList>(`/pastes?search=${encodeURIComponent(text)}&limit=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return res.body.data.results.length;
}

describe('offline queue', () => {
  test('a share saved offline is created once when the network returns', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/');
    await page.getByTestId('paste-editor').waitFor();

    await page.context().setOffline(true);
    await page.getByTestId('paste-editor').fill(CONTENT);
    await page.getByTestId('paste-save').click();
    await page.getByText('No network: the share is saved in this browser').waitFor();
    await expect
      .poll(() => page.getByTestId('offline-queue-open').textContent())
      .toBe('1 change waiting to sync');

    // What IndexedDB holds names the login, never its token.
    const stored = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('CloudPasteOfflineDB');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result
              .transaction('offlineQueue')
              .objectStore('offlineQueue')
              .getAll();
            read.onsuccess = () => resolve(JSON.stringify(read.result));
          };
        }),
    );
    const token = await page.evaluate(() => localStorage.getItem('admin_token'));
    expect(stored).toContain(CONTENT);
    expect(stored).toContain('"owner":"admin"');
    expect(token && stored.includes(token)).toBe(false);
    expect(await pastesWith(CONTENT)).toBe(0);

    await page.context().setOffline(false);
    await page.getByTestId('offline-queue-open').waitFor({ state: 'detached' });
    expect(await pastesWith(CONTENT)).toBe(1);
    // Another replay trigger finds nothing left to send.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(500);
    expect(await pastesWith(CONTENT)).toBe(1);
  });
});
