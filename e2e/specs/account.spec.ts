/**
 * The account page (docs/product/admin.md) on the real server: the admin changes username and
 * password, is signed out, cannot sign in with the old details and can with the new ones, and
 * changes them back the same way. Every spec file signs in as TEST_ADMIN, so the test restores it
 * through the API whatever happened.
 */
import type { LoginResult } from '@cloudpaste/contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { callApi } from '../support/api.js';
import { test } from '../support/fixtures.js';
import { TEST_ADMIN } from '../support/server.js';
import { field, pathname } from '../support/ui.js';

interface Account {
  username: string;
  password: string;
}

const RENAMED: Account = { username: 'e2e-admin-renamed', password: 'e2e-renamed-password' };

async function loginStatus(account: Account): Promise<number> {
  const res = await callApi<LoginResult>('/admin/login', {
    method: 'POST',
    body: JSON.stringify(account),
  });
  return res.status;
}

/** Puts TEST_ADMIN back when the walk left the renamed account in place. */
async function restoreAdmin(): Promise<void> {
  const login = await callApi<LoginResult>('/admin/login', {
    method: 'POST',
    body: JSON.stringify(RENAMED),
  });
  if (login.status !== 200) return;
  await callApi('/admin/change-password', {
    method: 'POST',
    headers: { authorization: `Bearer ${login.body.data.token}` },
    body: JSON.stringify({
      currentPassword: RENAMED.password,
      newUsername: TEST_ADMIN.username,
      newPassword: TEST_ADMIN.password,
    }),
  });
}

async function signIn(page: Page, account: Account): Promise<void> {
  await page.getByTestId('login-mode-admin').click();
  await field(page, 'username').fill(account.username);
  await field(page, 'password').fill(account.password);
  await page.getByTestId('login-submit').click();
}

/** Fills the account form from `from` to `to`, submits, and waits for the login screen. */
async function changeAccount(page: Page, from: Account, to: Account): Promise<void> {
  await page.goto('/admin/account');
  await page.getByLabel('Current password', { exact: true }).fill(from.password);
  await page.getByLabel('New username', { exact: true }).fill(to.username);
  await page.getByLabel('New password', { exact: true }).fill(to.password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(to.password);
  await page.getByRole('button', { name: 'Update account', exact: true }).click();
  await page
    .getByRole('status')
    .getByText('Your account was updated. Please log in again with the new details.')
    .waitFor();
  // The countdown signs the admin out by itself and shows the login form.
  await page.getByTestId('login-submit').waitFor();
  expect(pathname(page)).toBe('/admin');
}

describe('account', () => {
  test('the admin renames the account and changes its password, signs in with the new details, and changes them back', async ({
    page,
  }) => {
    try {
      await page.goto('/admin');
      await signIn(page, TEST_ADMIN);
      await page.getByTestId('admin-sidebar').waitFor();

      // A wrong current password is refused next to its field, and nothing changes.
      await page.goto('/admin/account');
      const current = page.getByLabel('Current password', { exact: true });
      await current.fill('not-the-password');
      await page.getByLabel('New username', { exact: true }).fill(RENAMED.username);
      await page.getByRole('button', { name: 'Update account', exact: true }).click();
      await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true');
      expect(await loginStatus(TEST_ADMIN)).toBe(200);

      await changeAccount(page, TEST_ADMIN, RENAMED);
      expect(await loginStatus(TEST_ADMIN)).toBe(401);

      await signIn(page, TEST_ADMIN);
      await page.getByRole('alert').waitFor();
      expect(await page.getByTestId('admin-sidebar').count()).toBe(0);

      await signIn(page, RENAMED);
      await page.getByTestId('admin-sidebar').waitFor();

      await changeAccount(page, RENAMED, TEST_ADMIN);
      expect(await loginStatus(RENAMED)).toBe(401);
      await signIn(page, TEST_ADMIN);
      await page.getByTestId('admin-sidebar').waitFor();
    } finally {
      await restoreAdmin();
    }
  });
});
