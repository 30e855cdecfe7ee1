/**
 * App passwords on the Account page (docs/ACCOUNTS.md, "App passwords"): the admin makes a
 * read-only one for a WebDAV client, copies it from the dialog that shows it once, the client
 * signs in with it and cannot write, and once revoked in the list it signs in no more.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { baseURL, storages } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { mountStorage } from '../support/fs.js';
import { TEST_ADMIN } from '../support/server.js';
import { loginAsAdmin } from '../support/ui.js';

const MOUNT = '/app-passwords';

function dav(method: 'PROPFIND' | 'PUT', password: string): Promise<Response> {
  const basic = Buffer.from(`${TEST_ADMIN.username}:${password}`).toString('base64');
  return fetch(`${baseURL()}/dav${MOUNT}/${method === 'PUT' ? 'new.txt' : ''}`, {
    method,
    headers: { authorization: `Basic ${basic}`, depth: '0' },
    ...(method === 'PUT' && { body: 'x' }),
  });
}

async function walk(page: Page, name: string) {
  await loginAsAdmin(page);
  await page.goto('/admin/account');
  await page.getByTestId('app-password-new').click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Access').selectOption('read');
  await page.getByTestId('app-password-create').click();
  const password = (await page.getByTestId('app-password-value').textContent()) ?? '';
  expect(password).toMatch(/^cpa_/);
  await page.getByRole('button', { name: 'Done' }).click();

  expect((await dav('PROPFIND', password)).status).toBe(207);
  expect((await dav('PUT', password)).status).toBe(403);
  await page.reload();
  const row = page.getByTestId('app-password-row').filter({ hasText: name });
  await expect.poll(() => row.textContent()).toContain('last used');
  expect(await row.textContent()).toContain('Read only');

  await row.getByTestId('app-password-revoke').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await row.waitFor({ state: 'detached' });
  expect((await dav('PROPFIND', password)).status).toBe(401);
}

describe('app passwords', () => {
  test('a read-only app password signs a WebDAV client in until it is revoked', async ({
    page,
  }) => {
    const token = await adminToken();
    const local = storages().find((storage) => storage.kind === 'local')!;
    const mountId = await mountStorage(token, local, MOUNT);
    try {
      await walk(page, `e2e-phone-${Date.now()}`);
    } finally {
      await callApi(`/admin/mounts/${mountId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  });
});
