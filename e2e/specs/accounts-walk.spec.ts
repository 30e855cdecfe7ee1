/**
 * The accounts walk of issue 33 in Chromium (docs/ACCOUNTS.md "Tests"), one story across three
 * people: the admin invites a user with upload rights and a 1 MB quota; the user sets a password,
 * turns on two-factor sign-in and signs in again with a code, uploads within the quota and is
 * refused over it, makes an app password that rclone then uses on /dav while the account password
 * no longer signs WebDAV in, and asks for files through a file request that a visitor answers; the
 * admin finds each of those steps on the Audit log page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { storages } from '../support/context.js';
import { test, type NewPage } from '../support/fixtures.js';
import { downloadText, mountStorage } from '../support/fs.js';
import { rclone, rcloneConfig } from '../support/rclone.js';
import { totpCode } from '../support/totp.js';
import { waitForUploadForm, waitForUploads } from '../support/uploads.js';
import { field, loginAsAdmin, submitAccountLogin } from '../support/ui.js';

const PASSWORD = 'walking user password';
const KB = 1024;

interface Walk {
  username: string;
  /** The mount the user writes to over WebDAV and asks files into. */
  mount: string;
}

/** Step 1: the admin invites the user on Admin > Users; the invitee sets a password. */
async function invite(admin: Page, newPage: NewPage, username: string): Promise<Page> {
  await loginAsAdmin(admin);
  await admin.goto('/admin/users');
  await admin.getByTestId('user-create').click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Display name', { exact: true }).fill('Walking Person');
  for (const right of [
    'Upload and manage file shares',
    'View',
    'Upload and create folders',
    'Read',
    'Manage (write)',
  ])
    await dialog.getByLabel(right, { exact: true }).check();
  await dialog.getByTestId('quota-bytesMb').fill('1');
  await dialog.getByTestId('user-submit').click();
  const link = (await admin.getByTestId('invitation-link').textContent()) ?? '';
  expect(link).toMatch(/\/invite\/[\w-]{43}$/);
  await admin.getByRole('button', { name: 'Done', exact: true }).click();
  const row = admin.getByTestId('user-row').filter({ hasText: username });
  await row.getByText('Invited', { exact: true }).waitFor();
  await row.getByTestId('usage-bars').getByText('0 B of 1 MB', { exact: true }).waitFor();

  const user = await newPage();
  await user.goto(new URL(link).pathname);
  await user.getByText('This invitation is for Walking Person.', { exact: false }).waitFor();
  await user.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await user.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await user.getByTestId('invite-submit').click();
  await user.getByTestId('invite-done').waitFor();
  return user;
}

/** Step 2: TOTP turned on from the Account page; out, and in again with password and code. */
async function turnOnTwoFactor(user: Page, username: string): Promise<void> {
  await submitAccountLogin(user, username, PASSWORD);
  await user.getByTestId('admin-sidebar').waitFor();
  await user.goto('/admin/account');
  await user.getByTestId('two-factor-enable').click();
  const secret = (await user.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await user.getByTestId('two-factor-code').fill(totpCode(secret));
  await user.getByTestId('two-factor-confirm').click();
  await user.getByTestId('recovery-codes').locator('li').nth(9).waitFor();
  await user.getByTestId('two-factor-done').click();
  await user.getByTestId('two-factor').getByText('10 recovery codes left').waitFor();

  await user.getByTestId('logout-button').click();
  await submitAccountLogin(user, username, PASSWORD);
  // The password alone opens no session: the page asks for the code.
  const code = field(user, 'two-factor-code');
  await code.waitFor();
  expect(await user.getByTestId('admin-sidebar').count()).toBe(0);
  // The enrolment spent its step: the app's next code is accepted (window ±1 step).
  await code.fill(totpCode(secret, Date.now() + 30_000));
  await user.getByTestId('login-submit').click();
  await user.getByTestId('admin-sidebar').waitFor();
}

/** Step 3: a file share within the 1 MB quota, then one past it, refused with the reason. */
async function uploadWithinQuota(user: Page): Promise<void> {
  await user.goto('/upload');
  await waitForUploadForm(user);
  const input = user.getByTestId('upload-file-input');
  const file = (name: string, bytes: number) => ({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.alloc(bytes, 'a'),
  });
  await input.setInputFiles(file('walk-within.txt', 400 * KB));
  await user.getByTestId('upload-start').click();
  await waitForUploads(user);
  await user.getByTestId('upload-clear').click();
  await user.getByTestId('upload-results').waitFor({ state: 'detached' });

  await input.setInputFiles(file('walk-over.txt', 800 * KB));
  await user.getByTestId('upload-start').click();
  await user
    .getByTestId('upload-error')
    .getByText('your storage quota is used up', { exact: false })
    .waitFor();
  await user.goto('/admin/account');
  await user.getByTestId('usage-bars').getByText('400 KB of 1 MB', { exact: true }).waitFor();
}

/** Step 4: an app password, shown once, with which rclone lists /dav and copies a file up. */
async function mountWithRclone(user: Page, walk: Walk): Promise<void> {
  await user.getByTestId('app-password-new').click();
  await user.getByRole('dialog').getByLabel('Name', { exact: true }).fill('laptop rclone');
  await user.getByTestId('app-password-create').click();
  const password = (await user.getByTestId('app-password-value').textContent()) ?? '';
  expect(password).toMatch(/^cpa_/);
  await user.getByRole('button', { name: 'Done' }).click();
  await user.getByTestId('app-password-value').waitFor({ state: 'detached' });

  const work = mkdtempSync(join(tmpdir(), 'walk-rclone-'));
  try {
    const source = join(work, 'from-rclone.txt');
    writeFileSync(source, 'sent by rclone');
    const config = rcloneConfig(work, walk.username, password);
    const listed = await rclone(config, ['lsf', 'cp:']);
    expect(listed.ok, listed.output).toBe(true);
    expect(listed.output.split('\n')).toContain(`${walk.mount.slice(1)}/`);
    const copied = await rclone(config, [
      'copyto',
      source,
      `cp:${walk.mount.slice(1)}/inbox/from-rclone.txt`,
    ]);
    expect(copied.ok, copied.output).toBe(true);
    const back = await rclone(config, ['cat', `cp:${walk.mount.slice(1)}/inbox/from-rclone.txt`]);
    expect(back.output).toBe('sent by rclone');

    // With two-factor on, the account's own password no longer signs WebDAV in (docs/ACCOUNTS.md).
    const own = rcloneConfig(work, walk.username, PASSWORD);
    const refused = await rclone(own, ['lsf', 'cp:']);
    expect(refused.ok, refused.output).toBe(false);
    expect(refused.output).toMatch(/401|Unauthorized/);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Step 5: the user asks for files into the folder; a visitor sends one; the user sees it. */
async function fileRequest(user: Page, newPage: NewPage, walk: Walk): Promise<string> {
  await user.goto('/admin/file-requests');
  await user.getByTestId('file-request-new').click();
  await user.getByTestId('file-request-folder').fill(`${walk.mount}/inbox`);
  await user.getByTestId('file-request-title').fill('Walk papers');
  await user.getByTestId('file-request-submit').click();
  await user.getByTestId('file-request-qr').waitFor();
  const link = (await user.getByRole('dialog').locator('code').first().textContent())!.trim();
  const slug = new URL(link).pathname.match(/^\/request\/([a-z0-9]+)$/)?.[1] ?? '';
  expect(slug).not.toBe('');

  const visitor = await newPage();
  await visitor.goto(link);
  await visitor.getByRole('heading', { name: 'Walk papers' }).waitFor();
  await visitor.getByLabel('Your name (optional)').fill('Visitor Bo');
  await visitor.getByTestId('file-request-input').setInputFiles({
    name: 'papers.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('signed papers'),
  });
  await visitor.getByText('Received as papers.txt').waitFor();

  await user.keyboard.press('Escape');
  await user.reload();
  const entry = user.getByTestId('file-request-entry').filter({ hasText: 'Walk papers' });
  await expect
    .poll(() => entry.getByTestId('file-request-unseen').textContent())
    .toBe('1 new file');
  await entry.getByRole('button', { name: 'Received files' }).click();
  const received = user.getByTestId('file-request-received-file');
  await received.waitFor();
  expect(await received.textContent()).toMatch(/papers\.txt.*from Visitor Bo/);
  return slug;
}

/** The action names (as recorded) of the Audit log rows that name `texts`, newest first. */
function actionsNaming(admin: Page, texts: string[]): Promise<string[]> {
  return admin
    .getByTestId('audit-row')
    .evaluateAll(
      (rows, named) =>
        rows
          .filter((row) => named.some((text) => row.textContent?.includes(text)))
          .map((row) => row.querySelectorAll('td')[1]?.lastElementChild?.textContent ?? ''),
      texts,
    );
}

/** A list without repeats in a row (rclone's MKCOL and PUT are both `webdav.write`). */
const collapsed = (list: string[]) => list.filter((item, i) => item !== list[i - 1]);

/**
 * Step 6: the admin's Audit log page shows the walk, newest first: the invitation made and
 * accepted, the two-factor sign-in (after it was turned on), the upload, the app password, rclone's
 * writes and the refused account password, the request and the visitor's file.
 */
async function auditShowsTheWalk(admin: Page, walk: Walk, slug: string): Promise<void> {
  await admin.goto('/admin/audit-log');
  await expect
    .poll(async () => collapsed(await actionsNaming(admin, [walk.username, slug])))
    .toEqual([
      'file_request.upload',
      'file_request.create',
      'webdav.login.failure',
      'webdav.write',
      'account.app_password_create',
      'file.create',
      'auth.login.success',
      'auth.logout',
      'account.two_factor_enable',
      'auth.login.success',
      'user.invitation_accept',
      'user.create',
    ]);
  // Each row says what and whom in words: a row showing all of `texts`.
  const row = (...texts: string[]) =>
    texts.reduce((rows, text) => rows.filter({ hasText: text }), admin.getByTestId('audit-row'));
  await row('User created', 'Administrator', walk.username).waitFor();
  await row('Invitation accepted', walk.username).waitFor();
  await row('Two-factor sign-in turned on', walk.username).waitFor();
  await row('App password created', 'laptop rclone').waitFor();
  await row('WebDAV write', 'PUT', `${walk.mount}/inbox/from-rclone.txt`).waitFor();
  await row('File received through a file request', 'Not signed in', 'papers.txt', slug).waitFor();
}

describe('accounts walk', () => {
  test('invited, two-factor, quota, app password with rclone, a file request, and the audit log', async ({
    page: admin,
    newPage,
  }) => {
    const started = Date.now();
    const token = await adminToken();
    const local = storages().find((storage) => storage.kind === 'local')!;
    const walk: Walk = { username: `e2e-walk-${started}`, mount: `/walk-dav-${started}` };
    const mountId = await mountStorage(token, local, walk.mount);
    try {
      const user = await invite(admin, newPage, walk.username);
      await turnOnTwoFactor(user, walk.username);
      await uploadWithinQuota(user);
      await mountWithRclone(user, walk);
      const slug = await fileRequest(user, newPage, walk);
      expect(await downloadText(token, `${walk.mount}/inbox/papers.txt`)).toBe('signed papers');
      await auditShowsTheWalk(admin, walk, slug);
    } finally {
      await callApi(`/admin/mounts/${mountId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  });
});
