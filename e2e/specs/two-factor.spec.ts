/**
 * Two-factor sign-in and sessions (docs/ACCOUNTS.md) in Chromium on the real server: a user turns
 * on TOTP with a code computed here from the key the page shows, keeps the recovery codes, signs
 * out and in again with a code, then sees their sessions, this device marked, and ends the other.
 */
import type { LoginResult, TwoFactorChallenge } from '@cloudpaste/contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { violations } from '../support/axe.js';
import { test } from '../support/fixtures.js';
import { totpCode } from '../support/totp.js';
import { field } from '../support/ui.js';

const PASSWORD = 'two factor user password';

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/admin');
  await page.getByTestId('login-mode-admin').click();
  await field(page, 'username').fill(username);
  await field(page, 'password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

/** Signs in through the API with a recovery code, as another device (curl). */
async function otherDevice(username: string, recoveryCode: string): Promise<string> {
  const first = await callApi<TwoFactorChallenge>('/admin/login', {
    method: 'POST',
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(first.body.data.twoFactorRequired).toBe(true);
  const second = await callApi<LoginResult>('/admin/login/two-factor', {
    method: 'POST',
    headers: { 'user-agent': 'curl/8.5.0' },
    body: JSON.stringify({ challenge: first.body.data.challenge, code: recoveryCode }),
  });
  expect(second.status).toBe(200);
  return second.body.data.token;
}

describe('two-factor sign-in', () => {
  test('a user turns on TOTP, signs in again with a code, and ends another session', async ({
    newPage,
  }) => {
    // bypassCSP: only so that axe can be injected to check the dialog and the page.
    const page = await newPage({ bypassCSP: true });
    const username = `e2e-2fa-${Date.now()}`;
    const made = await callApi('/admin/users', {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}` },
      body: JSON.stringify({ username, password: PASSWORD, permissions: 1 }),
    });
    expect(made.status).toBe(201);

    await signIn(page, username);
    await page.getByTestId('admin-sidebar').waitFor();
    await page.goto('/admin/account');
    await page.getByTestId('two-factor-enable').click();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(await violations(page)).toEqual([]);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByTestId('two-factor-code').fill(totpCode(secret));
    await page.getByTestId('two-factor-confirm').click();
    await page.getByTestId('recovery-codes').locator('li').nth(9).waitFor();
    const codes = (await page.getByTestId('recovery-codes').locator('li').allTextContents()).map(
      (c) => c.trim(),
    );
    expect(codes).toHaveLength(10);
    await page.getByTestId('two-factor-done').click();
    await page.getByTestId('two-factor').getByText('10 recovery codes left').waitFor();

    await page.getByTestId('logout-button').click();
    await signIn(page, username);
    // The step the enrolment used is spent: the app's next code is accepted (window ±1 step).
    await field(page, 'two-factor-code').fill(totpCode(secret, Date.now() + 30_000));
    await page.getByTestId('login-submit').click();
    await page.getByTestId('admin-sidebar').waitFor();

    const other = await otherDevice(username, codes[0]!);
    await page.goto('/admin/account');
    const rows = page.getByTestId('session-row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await violations(page)).toEqual([]);
    const mine = rows.filter({ hasText: 'This device' });
    expect(await mine.textContent()).toContain('Chrome on Linux');
    const curl = rows.filter({ hasText: 'curl on unknown system' });
    await curl.getByRole('button').click();
    await curl.waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    const ended = await callApi('/account', { headers: { authorization: `Bearer ${other}` } });
    expect(ended.status).toBe(401);
  });
});
