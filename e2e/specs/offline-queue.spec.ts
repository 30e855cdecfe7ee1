/**
 * The offline queue and offline reading in the browser (docs/product/offline-and-pwa.md): a text
 * share saved while the context is offline waits in IndexedDB (with no credential stored there),
 * and is created on the server exactly once when the network returns; a deletion from text
 * management likewise; a share opened online reads offline from this browser's copy after a reload,
 * a password share never.
 */
import type { PasteList } from '@cloudpaste/contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { ALL_DIAGRAMS, DIAGRAM_ALTS } from '../support/diagrams.js';
import { test } from '../support/fixtures.js';
import { createPaste, pasteRecordStatus, uniqueSlug } from '../support/pastes.js';
import { loginAsAdmin, workerInControl } from '../support/ui.js';

const CONTENT = `written offline ${Date.now()}`;

async function pastesWith(text: string): Promise<number> {
  const token = await adminToken();
  const res = await callApi<PasteList>(`/pastes?search=${encodeURIComponent(text)}&limit=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return res.body.data.results.length;
}

/** Every record of one store of CloudPasteOfflineDB, as JSON. */
function offlineStore(page: Page, store: string): Promise<string> {
  return page.evaluate(
    (store) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('CloudPasteOfflineDB');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction(store).objectStore(store).getAll();
          read.onsuccess = () => {
            open.result.close();
            resolve(JSON.stringify(read.result));
          };
        };
      }),
    store,
  );
}

/** The build assets this page loaded that no Cache Storage cache of the worker holds. */
function assetsNotInWorkerCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
    const missing: string[] = [];
    for (const url of loaded) if (!(await caches.match(url.href))) missing.push(url.pathname);
    return missing;
  });
}

describe('offline queue', () => {
  test('a share saved offline is created once when the network returns', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/');
    await page.getByTestId('paste-editor').waitFor();
    // As for a returning user: the app's code is in the service worker's cache.
    await workerInControl(page);

    await page.context().setOffline(true);
    await page.getByTestId('paste-editor').fill(CONTENT);
    await page.getByTestId('paste-save').click();
    await page.getByText('No network: the share is saved in this browser').waitFor();
    await expect
      .poll(() => page.getByTestId('offline-queue-open').textContent())
      .toBe('1 change waiting to sync');

    // What IndexedDB holds names the login, never its token.
    const stored = await offlineStore(page, 'offlineQueue');
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

  test('offline with no service worker, the editor keeps working: the preview shows the text as written', async ({
    newPage,
  }) => {
    // Nothing precached: the Markdown preview's code cannot be fetched once the network is gone.
    const page = await newPage({ serviceWorkers: 'block' });
    await loginAsAdmin(page);
    await page.goto('/');
    await page.getByTestId('paste-editor').waitFor();
    await page.context().setOffline(true);
    await page.getByTestId('paste-editor').fill('# not rendered while offline');
    const preview = page.getByTestId('editor-preview');
    await preview.getByTestId('markdown-unavailable').waitFor();
    expect(await preview.textContent()).toContain('# not rendered while offline');

    await page.context().setOffline(false);
    await preview.getByRole('heading', { name: 'not rendered while offline' }).waitFor();
    expect(await preview.getByTestId('markdown-unavailable').count()).toBe(0);
  });

  test('a deletion made offline in text management is sent once when the network returns', async ({
    page,
  }) => {
    const slug = uniqueSlug('e2e-offline-delete');
    const share = await createPaste({ content: 'deleted on a train', format: 'text', slug });
    const deletions: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/pastes/batch-delete')) deletions.push(request.method());
    });
    await loginAsAdmin(page);
    await page.goto('/admin/text-management');
    const row = page.locator(`[data-testid="paste-row"][data-slug="${slug}"]`);
    await row.waitFor();

    await page.context().setOffline(true);
    await row.getByTestId('paste-action-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByText('No network: the share will be deleted when you are back online.')
      .waitFor();
    await expect
      .poll(() => page.getByTestId('offline-queue-open').textContent())
      .toBe('1 change waiting to sync');
    expect(await pasteRecordStatus(share.id)).toBe(200);

    await page.context().setOffline(false);
    await page.getByTestId('offline-queue-open').waitFor({ state: 'detached' });
    expect(await pasteRecordStatus(share.id)).toBe(404);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(500);
    expect(deletions).toEqual(['DELETE']);
  });

  test('a share opened online reads offline from the copy after a reload; a password share does not', async ({
    page,
  }) => {
    const open = await createPaste({
      content: `kept for reading offline ${Date.now()}`,
      format: 'text',
      slug: uniqueSlug('e2e-offline-read'),
    });
    const locked = await createPaste({
      content: 'behind a password',
      format: 'text',
      slug: uniqueSlug('e2e-offline-locked'),
      password: 'pw',
    });
    await page.goto(`/paste/${locked.slug}`);
    await page.getByTestId('paste-unlock').waitFor();
    await page.goto(`/paste/${open.slug}`);
    await page.getByText(/^kept for reading offline/).waitFor();
    await workerInControl(page);
    await expect.poll(() => offlineStore(page, 'pastes')).toContain(open.slug);
    expect(await offlineStore(page, 'pastes')).not.toContain(locked.slug);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByText(/^kept for reading offline/).waitFor();
    expect(await page.getByTestId('offline-copy-notice').textContent()).toMatch(
      /^Shown from this browser's offline copy, saved /,
    );

    await page.goto(`/paste/${locked.slug}`);
    await page.getByTestId('paste-error').waitFor();
    expect(await page.getByTestId('paste-unlock').count()).toBe(0);
    expect(await page.getByText('behind a password').count()).toBe(0);
    await page.context().setOffline(false);
  });

  test(
    'a Markdown share opened online draws every diagram language offline after a reload',
    { timeout: 180_000 },
    async ({ page }) => {
      const share = await createPaste({
        content: ALL_DIAGRAMS,
        format: 'markdown',
        slug: uniqueSlug('e2e-offline-diagrams'),
      });
      const drawn = async () => {
        const content = page.getByTestId('paste-content');
        await page.waitForFunction(
          (n) =>
            document.querySelectorAll('.markdown-diagram img, .markdown-diagram [role=alert]')
              .length >= n,
          Object.keys(DIAGRAM_ALTS).length,
          { timeout: 90_000 },
        );
        expect(await content.getByRole('alert').allTextContents()).toEqual([]);
        for (const alt of Object.values(DIAGRAM_ALTS))
          expect(await content.getByRole('img', { name: alt, exact: true }).count()).toBe(1);
      };
      await page.goto(`/paste/${share.slug}`);
      await drawn();
      // The worker came after the renderers' code had loaded: once in control it keeps that code
      // too (the browser's HTTP cache alone would not be a promise), and the page keeps the share.
      await workerInControl(page);
      await expect.poll(() => assetsNotInWorkerCaches(page), { timeout: 30_000 }).toEqual([]);
      await expect.poll(() => offlineStore(page, 'pastes')).toContain(share.slug);

      await page.context().setOffline(true);
      await page.reload();
      await page.getByTestId('offline-copy-notice').waitFor();
      await drawn();
      await page.context().setOffline(false);
    },
  );
});
