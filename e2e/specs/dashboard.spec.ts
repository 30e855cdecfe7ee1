/** The dashboard's refresh: new figures on request, from the keyboard, with the time they were read. */
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { createPaste, uniqueSlug } from '../support/pastes.js';
import { loginAsAdmin } from '../support/ui.js';

describe('dashboard', () => {
  test('the refresh button reads the figures again and says when', async ({ page }) => {
    await loginAsAdmin(page);
    const textShares = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Text shares', exact: true }) })
      .getByText('Total', { exact: true })
      .locator('xpath=following-sibling::dd');
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
