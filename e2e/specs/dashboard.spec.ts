/**
 * The dashboard on the real server: its figures count the shares made meanwhile (totals, the last
 * 7 days' activity, file shares per storage), and its refresh reads them again on request, from the
 * keyboard, with the time they were read.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { createPaste, uniqueSlug } from '../support/pastes.js';
import { loginAsAdmin } from '../support/ui.js';
import { uploadFiles, waitForUploadForm } from '../support/uploads.js';

/** The Total figure of a dashboard area's card ('Text shares', 'File shares'). */
function areaTotal(page: Page, area: string) {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: area, exact: true }) })
    .getByText('Total', { exact: true })
    .locator('xpath=following-sibling::dd');
}

/** What the dashboard shows once loaded: totals, today's activity, file shares on all storages. */
async function figures(page: Page) {
  await page.goto('/admin');
  const texts = areaTotal(page, 'Text shares');
  const files = areaTotal(page, 'File shares');
  // Today is the activity table's last row: the day, then text and file shares created.
  const today = page
    .locator('table')
    .filter({ has: page.getByText('Shares created per day, last 7 days (UTC)') })
    .locator('tbody tr')
    .last()
    .locator('td');
  // Each storage's line ends with its count: 'local · 3 file shares'.
  const perStorage = page.getByText(/\d+ file shares?$/);
  await Promise.all([texts.waitFor(), files.waitFor(), today.first().waitFor()]);
  await perStorage.first().waitFor();
  const counts = await perStorage.allTextContents();
  return {
    texts: Number(await texts.textContent()),
    files: Number(await files.textContent()),
    textsToday: Number(await today.nth(0).textContent()),
    filesToday: Number(await today.nth(1).textContent()),
    filesOnStorages: counts.reduce(
      (sum, text) => sum + Number(/(\d+) file shares?$/.exec(text)?.[1]),
      0,
    ),
  };
}

describe('dashboard', () => {
  test('the figures count a text share and a file share made in the walk', async ({ page }) => {
    await loginAsAdmin(page);
    const before = await figures(page);

    await createPaste({ content: 'counted', format: 'text', slug: uniqueSlug('e2e-dash-text') });
    await page.goto('/upload');
    await waitForUploadForm(page);
    await uploadFiles(page, {
      name: 'e2e-dash.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('counted file'),
    });

    expect(await figures(page)).toEqual({
      texts: before.texts + 1,
      files: before.files + 1,
      textsToday: before.textsToday + 1,
      filesToday: before.filesToday + 1,
      filesOnStorages: before.filesOnStorages + 1,
    });
  });

  test('the refresh button reads the figures again and says when', async ({ page }) => {
    await loginAsAdmin(page);
    const textShares = areaTotal(page, 'Text shares');
    const before = Number(await textShares.textContent());
    const updated = page.getByTestId('dashboard-updated');
    await expect.poll(() => updated.textContent()).toMatch(/^Updated at \d/);

    await createPaste({ content: 'counted', format: 'text', slug: uniqueSlug('e2e-dash') });
    // Not refreshed by itself: the figure waits for the button.
    expect(Number(await textShares.textContent())).toBe(before);
    await page.getByTestId('dashboard-refresh').focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => Number(await textShares.textContent())).toBe(before + 1);
    await expect
      .poll(() => page.getByTestId('dashboard-refresh').getAttribute('aria-busy'))
      .toBeNull();
  });
});
