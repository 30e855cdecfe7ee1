/** Route guards (docs/product/admin.md, "The admin area") and the catch-all redirect to Home. */
import { Permission } from '@cloudpaste/contracts';
import { describe, expect } from 'vitest';
import { createApiKey } from '../support/api.js';
import { test } from '../support/fixtures.js';
import { pathname, submitApiKeyLogin } from '../support/ui.js';

describe('route guards', () => {
  test('an API-key user without text or file permission is sent Home from /admin', async ({
    page,
  }) => {
    const key = await createApiKey('e2e mount viewer', Permission.MOUNT_VIEW);
    await submitApiKeyLogin(page, key);
    await expect.poll(() => pathname(page)).toBe('/');

    await page.goto('/admin');
    await expect.poll(() => pathname(page)).toBe('/');
    expect(await page.getByTestId('admin-sidebar').count()).toBe(0);
  });

  test('an unknown path redirects to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect.poll(() => pathname(page)).toBe('/');
    expect(await page.getByTestId('theme-toggle').isVisible()).toBe(true);
  });
});
