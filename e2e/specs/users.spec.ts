/**
 * Accounts with roles (docs/ACCOUNTS.md) in Chromium on the real server: the admin invites a user
 * with the text permission only, the invitee sets a password on the invitation page and signs in
 * through the one login, sees only what that permission opens and is kept out of the admin pages;
 * the admin disables them and their session ends, and signing in again says why.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { field, loginAsAdmin, pathname } from '../support/ui.js';

const PASSWORD = 'invited user password';

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/admin');
  await page.getByTestId('login-mode-admin').click();
  await field(page, 'username').fill(username);
  await field(page, 'password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

/** The sidebar's links, in order. */
async function sidebar(page: Page): Promise<string[]> {
  await page.getByTestId('admin-sidebar').waitFor();
  return page.getByTestId('admin-sidebar').getByRole('link').allTextContents();
}

describe('users', () => {
  test('an invited user sets a password, signs in, sees only what its permission opens, and is signed out when disabled', async ({
    page,
    newPage,
  }) => {
    const username = `e2e-user-${Date.now()}`;
    await loginAsAdmin(page);
    await page.goto('/admin/users');
    await page.getByTestId('user-create').click();
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Display name', { exact: true }).fill('Invited Person');
    await page.getByLabel('Create and manage text shares').check();
    await page.getByTestId('user-submit').click();
    const link = (await page.getByTestId('invitation-link').textContent()) ?? '';
    expect(link).toMatch(/\/invite\/[\w-]{43}$/);
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    const row = page.getByTestId('user-row').filter({ hasText: username });
    await row.getByText('Invited', { exact: true }).waitFor();

    const user = await newPage();
    await user.goto(new URL(link).pathname);
    await user.getByText('This invitation is for Invited Person.', { exact: false }).waitFor();
    await user.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await user.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await user.getByTestId('invite-submit').click();
    await user.getByTestId('invite-done').waitFor();

    await signIn(user, username);
    expect(await sidebar(user)).toEqual(['Text management', 'My activity', 'Account management']);
    expect(await user.getByTestId('admin-sidebar').textContent()).toContain(
      'Signed in as “Invited Person”',
    );
    for (const page of ['users', 'key-management', 'settings/global', 'file-management']) {
      await user.goto(`/admin/${page}`);
      await user.getByText('You see only the shares you created.').waitFor();
      expect(pathname(user)).toBe('/admin/text-management');
    }
    // The link works once.
    await user.goto(new URL(link).pathname);
    await user.getByTestId('invite-invalid').waitFor();

    await row.getByRole('button', { name: 'Disable', exact: true }).click();
    await row.getByText('Disabled', { exact: true }).waitFor();
    // The next request of the user's page is refused: the session ended on the server.
    await user.goto('/admin/text-management');
    await user.getByTestId('login-submit').waitFor();
    await signIn(user, username);
    expect(await user.getByRole('alert').textContent()).toContain(
      'this account is disabled: ask the admin to enable it',
    );
  });

  test('a visitor signs up while the admin allows it, and signs in once the admin enables the account', async ({
    page,
    newPage,
  }) => {
    const username = `e2e-signup-${Date.now()}`;
    await loginAsAdmin(page);
    await page.goto('/admin/users');
    const signUp = page.getByTestId('user-sign-up');
    // The box shows the server's setting: it turns once the change is saved and read back.
    await signUp.click();
    await expect.poll(() => signUp.isChecked()).toBe(true);
    try {
      const visitor = await newPage();
      await visitor.goto('/admin');
      await visitor.getByRole('link', { name: 'No account yet? Sign up' }).click();
      // The sign-in form stays until the sign-up page's code is in: its Username box is not ours.
      await visitor.getByRole('heading', { name: 'Sign up' }).waitFor();
      await visitor.getByLabel('Username', { exact: true }).fill(username);
      await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await visitor.getByRole('button', { name: 'Sign up', exact: true }).click();
      await visitor.getByRole('status').getByText('waits for the administrator').waitFor();
      await signIn(visitor, username);
      expect(await visitor.getByRole('alert').textContent()).toContain(
        'this account is waiting for the admin to approve it',
      );
      await page.reload();
      const row = page.getByTestId('user-row').filter({ hasText: username });
      await row.getByText('Awaiting approval', { exact: true }).waitFor();
      await row.getByRole('button', { name: 'Enable', exact: true }).click();
      await row.getByText('Active', { exact: true }).waitFor();
      await signIn(visitor, username);
      expect(await sidebar(visitor)).toEqual(['My activity', 'Account management']);
    } finally {
      await page.getByTestId('user-sign-up').click();
      await expect.poll(() => page.getByTestId('user-sign-up').isChecked()).toBe(false);
    }
  });
});
