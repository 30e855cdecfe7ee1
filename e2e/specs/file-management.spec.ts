/**
 * File management (/admin/file-management) on the real server: the admin finds a file share by
 * search, edits its description, link and view limit, and deletes it after confirming; an API key
 * without file shares sees the empty list with the way to upload.
 */
import { Permission } from '@cloudpaste/contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminToken, callApi, createApiKey } from '../support/api.js';
import { baseURL } from '../support/context.js';
import { uploadFileShare } from '../support/file-shares.js';
import { test } from '../support/fixtures.js';
import { answerDialog, listRow, searchList } from '../support/lists.js';
import { uniqueSlug } from '../support/pastes.js';
import { loginAsAdmin, pathname, submitApiKeyLogin } from '../support/ui.js';

const row = (page: Page, slug: string) => listRow(page, 'file', slug);

/** The status of the public read of a file share's link (200 while it works). */
async function publicStatus(slug: string): Promise<number> {
  return (await fetch(`${baseURL()}/api/public/files/${slug}`)).status;
}

async function recordStatus(token: string, id: string): Promise<number> {
  const res = await callApi(`/files/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return res.status;
}

describe('file management', () => {
  test('the admin finds a file share by search, edits it, and deletes it after confirming', async ({
    page,
  }) => {
    const token = await adminToken();
    const slug = uniqueSlug('e2e-fm');
    const share = await uploadFileShare(token, {
      name: 'e2e-managed.txt',
      content: 'managed file',
      fields: { slug, remark: 'managed remark', max_views: '3' },
    });
    const decoy = await uploadFileShare(token, {
      name: 'e2e-decoy.txt',
      content: 'decoy',
      fields: { slug: uniqueSlug('e2e-fm-decoy') },
    });

    await loginAsAdmin(page);
    await page.goto('/admin/file-management');
    const listed = row(page, slug);
    await listed.waitFor();
    expect(await listed.getByText('e2e-managed.txt').isVisible()).toBe(true);
    expect(await listed.getByText('managed remark').isVisible()).toBe(true);
    expect(await listed.getByTestId('file-views-left').textContent()).toBe('3 views left');
    expect(await listed.getByTestId('file-status').getAttribute('data-status')).toBe('active');

    await searchList(page, 'file', slug);
    expect(await page.getByTestId('file-row').count()).toBe(1);
    expect(await row(page, decoy.slug).count()).toBe(0);

    // Edit: a new description, link and view limit, shown in the row and served at the new link.
    const renamed = `${slug}-renamed`;
    await listed.getByTestId('file-action-edit').click();
    await page.locator('#file-edit-remark').fill('edited remark');
    await page.locator('#file-edit-slug').fill(renamed);
    await page.locator('#file-edit-max-views').fill('5');
    await page.getByTestId('file-edit-save').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await searchList(page, 'file', renamed);
    const edited = row(page, renamed);
    expect(await edited.getByText('edited remark').isVisible()).toBe(true);
    expect(await edited.getByTestId('file-views-left').textContent()).toBe('5 views left');
    expect(await publicStatus(renamed)).toBe(200);
    expect(await publicStatus(slug)).toBe(404);

    // Delete: cancelling keeps the share; confirming removes it from the list and the server.
    await edited.getByTestId('file-action-delete').click();
    expect(
      await page
        .getByRole('dialog')
        .getByText('Delete “e2e-managed.txt”?', { exact: false })
        .count(),
    ).toBe(1);
    await answerDialog(page, 'Cancel');
    expect(await recordStatus(token, share.id)).toBe(200);
    await edited.getByTestId('file-action-delete').click();
    await answerDialog(page, 'Delete');
    await edited.waitFor({ state: 'detached' });
    await page.getByText(`No files match “${renamed}”`).waitFor();
    expect(await recordStatus(token, share.id)).toBe(404);
    expect(await publicStatus(renamed)).toBe(404);
    expect(await recordStatus(token, decoy.id)).toBe(200);
  });

  test('an API key that uploaded nothing sees the empty list and the way to upload', async ({
    page,
  }) => {
    const key = await createApiKey(uniqueSlug('e2e-fm-key'), Permission.FILE_SHARE);
    await submitApiKeyLogin(page, key);
    await page.getByTestId('admin-sidebar').waitFor();
    await page.goto('/admin/file-management');
    await page.getByText('No file shares yet', { exact: true }).waitFor();
    expect(
      await page.getByText('You see only the files uploaded with this API key.').isVisible(),
    ).toBe(true);
    expect(await page.getByTestId('file-row').count()).toBe(0);
    await page.getByRole('link', { name: 'Upload files', exact: true }).click();
    await expect.poll(() => pathname(page)).toBe('/upload');
  });
});
