/**
 * Quotas and a user's own API keys (docs/ACCOUNTS.md "Quotas", "A user's own API keys") in
 * Chromium: a user with limits sees what they use as bars on the Account page, makes a key of
 * their own there that works at once, and the admin sees the same use in Admin > Users and the
 * key's owner in the key list.
 */
import { Permission, type CreatedUser, type LoginResult } from '@cloudpaste/contracts';
import { describe, expect } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { test } from '../support/fixtures.js';
import { field, loginAsAdmin } from '../support/ui.js';

const PASSWORD = 'quota user password';

describe('quotas and own keys', () => {
  test('a user sees their usage bars, makes a key of their own, and the admin sees both', async ({
    page,
    newPage,
  }) => {
    const username = `e2e-quota-${Date.now()}`;
    const admin = await adminToken();
    const made = await callApi<CreatedUser>('/admin/users', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: JSON.stringify({
        username,
        password: PASSWORD,
        permissions: Permission.TEXT,
        quota_shares: 4,
        quota_bytes: 10 * 1024 * 1024,
      }),
    });
    expect(made.status).toBe(201);
    const login = await callApi<LoginResult>('/admin/login', {
      method: 'POST',
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    const paste = await callApi('/paste', {
      method: 'POST',
      headers: { authorization: `Bearer ${login.body.data.token}` },
      body: JSON.stringify({ content: 'counted' }),
    });
    expect(paste.status).toBe(201);

    const user = await newPage();
    await user.goto('/admin');
    await user.getByTestId('login-mode-admin').click();
    await field(user, 'username').fill(username);
    await field(user, 'password').fill(PASSWORD);
    await user.getByTestId('login-submit').click();
    await user.getByTestId('admin-sidebar').waitFor();
    await user.goto('/admin/account');
    const bars = user.getByTestId('usage-bars');
    await bars.getByText('1 of 4', { exact: true }).waitFor();
    await bars.getByText('0 B of 10 MB', { exact: true }).waitFor();
    expect(await bars.getByRole('progressbar').count()).toBe(2);

    const form = user.getByTestId('own-key-form');
    await form.getByLabel('Name', { exact: true }).fill('my script');
    await form.getByLabel('Create and manage text shares').check();
    await form.getByRole('button', { name: 'Create key' }).click();
    const key = (await user.getByTestId('own-key-made').locator('code').textContent()) ?? '';
    expect(key.length).toBeGreaterThan(20);
    await user.getByTestId('own-keys').getByText('my script', { exact: true }).waitFor();
    const check = await callApi('/test/api-key', { headers: { authorization: `ApiKey ${key}` } });
    expect(check.status).toBe(200);

    await loginAsAdmin(page);
    await page.goto('/admin/users');
    const row = page.getByTestId('user-row').filter({ hasText: username });
    await row.getByTestId('usage-bars').getByText('1 of 4', { exact: true }).waitFor();
    await page.goto('/admin/key-management');
    await page.getByText(`owned by ${username}`, { exact: true }).waitFor();
  });
});
