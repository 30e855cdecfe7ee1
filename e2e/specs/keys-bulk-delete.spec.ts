/** Key management's bulk delete: the admin selects keys, confirms the count, and they stop working. */
import { Permission } from '@cloudpaste/contracts';
import { describe, expect } from 'vitest';
import { callApi, createApiKey } from '../support/api.js';
import { test } from '../support/fixtures.js';
import { loginAsAdmin } from '../support/ui.js';

const works = async (key: string) =>
  (await callApi('/test/api-key', { headers: { authorization: `ApiKey ${key}` } })).status === 200;

describe('key management bulk delete', () => {
  test('two selected keys go in one confirmed step; the third keeps working', async ({ page }) => {
    const suffix = Date.now().toString(36);
    const names = ['bulk-a', 'bulk-b', 'bulk-kept'].map((name) => `${name}-${suffix}`);
    const [a, b, kept] = await Promise.all(names.map((n) => createApiKey(n, Permission.TEXT)));
    await loginAsAdmin(page);
    await page.goto('/admin/key-management');
    await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
    await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
    await page.getByTestId('keys-delete-selected').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Delete 2 selected keys?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete keys' }).click();
    await page.getByText('2 keys deleted.').waitFor();
    await page.locator(`[data-key-name="${names[0]}"]`).waitFor({ state: 'detached' });
    expect(await page.locator(`[data-key-name="${names[1]}"]`).count()).toBe(0);
    expect(await page.locator(`[data-key-name="${names[2]}"]`).count()).toBe(1);
    expect([await works(a!), await works(b!), await works(kept!)]).toEqual([false, false, true]);
  });
});
