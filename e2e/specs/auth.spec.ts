/** Admin login, creating an API key in key management, and logging in with that key. */
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { loginAsAdmin, pathname, submitApiKeyLogin } from '../support/ui.js';

describe('admin and API-key login', () => {
  test('the admin signs in at /admin and sees the sidebar on the dashboard', async ({ page }) => {
    await loginAsAdmin(page);
    expect(pathname(page)).toBe('/admin');
    expect(await page.getByTestId('admin-sidebar').isVisible()).toBe(true);
  });

  test('a key with the Text permission, made by the admin, opens text management', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/key-management');
    await page.getByTestId('create-key-button').click();

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /name/i }).first().fill('e2e key');
    // The Text permission: a checkbox labelled 'Text', or the checkbox of the 'Text' group.
    const textPermission = dialog
      .getByRole('checkbox', { name: 'Text', exact: true })
      .or(dialog.getByRole('group', { name: 'Text', exact: true }).getByRole('checkbox'))
      .first();
    await textPermission.check();
    expect(await textPermission.isChecked()).toBe(true);
    await dialog.getByTestId('key-submit').click();

    const keyValue = page.getByTestId('new-key-value');
    await keyValue.waitFor();
    const key = (await keyValue.textContent())?.trim() ?? '';
    expect(key.length).toBeGreaterThanOrEqual(16);
    await page.locator('[data-testid="key-row"][data-key-name="e2e key"]').waitFor();

    // Close whatever shows the new key (it may be a dialog), then sign out.
    await page.keyboard.press('Escape');
    await page.getByTestId('logout-button').click();
    await page.getByTestId('admin-sidebar').waitFor({ state: 'detached' });

    await submitApiKeyLogin(page, key);
    await page.getByTestId('admin-sidebar').waitFor();
    // Not the admin-only dashboard: the guard sends a Text key to its first allowed page.
    await expect.poll(() => pathname(page)).toBe('/admin/text-management');

    await page.goto('/admin');
    await expect.poll(() => pathname(page)).toBe('/admin/text-management');
    // The address changes before the page under it renders: wait for the sidebar to show.
    await page.getByTestId('admin-sidebar').waitFor();
  });
});
