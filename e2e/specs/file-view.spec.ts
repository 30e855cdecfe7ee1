/**
 * The file view end to end: previews by type, the error states of a missing link, editing in place
 * and deletion by the owner with the countdown back home.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { loginAsAdmin, pathname } from '../support/ui.js';
import { uploadFiles, waitForUploadForm } from '../support/uploads.js';

/** Uploads one file as the (logged-in) admin and returns its share link. */
async function upload(
  page: Page,
  name: string,
  mimeType: string,
  content: string,
): Promise<string> {
  await page.goto('/upload');
  await waitForUploadForm(page);
  const [link] = await uploadFiles(page, { name, mimeType, buffer: Buffer.from(content) });
  return link!;
}

describe('file view', () => {
  test('a Markdown file is rendered, not shown as source', async ({ newPage }) => {
    const admin = await newPage();
    await loginAsAdmin(admin);
    const link = await upload(
      admin,
      'e2e-readme.md',
      'text/markdown',
      '# E2E file heading\n\n- one\n- two',
    );

    const visitor = await newPage();
    await visitor.goto(link);
    const preview = visitor.getByTestId('file-preview');
    await preview.getByRole('heading', { name: 'E2E file heading' }).waitFor();
    expect(await preview.getAttribute('data-kind')).toBe('markdown');
    expect(await preview.locator('li').allTextContents()).toEqual(['one', 'two']);
  });

  test('an unknown link says the file was not found', async ({ page }) => {
    await page.goto('/file/e2e-no-such-file');
    const error = page.getByTestId('file-error');
    await error.waitFor();
    expect(await error.getAttribute('data-error')).toBe('notFound');
  });

  test('the owner deletes the file and is taken home after the countdown', async ({ newPage }) => {
    const admin = await newPage();
    await loginAsAdmin(admin);
    const link = await upload(admin, 'e2e-delete-me.txt', 'text/plain', 'short-lived');
    await admin.goto(link);
    await admin.getByTestId('file-delete').click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await admin.getByTestId('file-deleted').waitFor();
    await expect.poll(() => pathname(admin), { timeout: 15_000 }).toBe('/');

    const visitor = await newPage();
    await visitor.goto(link);
    await visitor.getByTestId('file-error').waitFor();
  });

  test('the owner edits remark and link suffix in place; visitors follow the new link', async ({
    newPage,
  }) => {
    const admin = await newPage();
    await loginAsAdmin(admin);
    const link = await upload(admin, 'e2e-edit-me.txt', 'text/plain', 'edited in place');
    await admin.goto(link);
    const delivery = admin.getByTestId('file-delivery');
    expect(['Through this server', 'Straight from storage']).toContain(
      await delivery.textContent(),
    );
    const wasProxied = (await delivery.getAttribute('data-proxy')) === 'true';
    await admin.getByTestId('file-edit').click();
    const dialog = admin.getByRole('dialog', { name: 'Edit e2e-edit-me.txt' });
    const suffix = `e2e-edited-${Date.now().toString(36)}`;
    await dialog.getByLabel('Description (visible to visitors)').fill('edited on the file page');
    await dialog.getByLabel('Link suffix').fill(suffix);
    await dialog.getByLabel('Serve through this server').setChecked(!wasProxied);
    await dialog.getByTestId('file-edit-save').click();
    await dialog.waitFor({ state: 'detached' });

    await admin.getByText('edited on the file page').waitFor();
    expect(pathname(admin)).toBe(`/file/${suffix}`);
    expect(await delivery.getAttribute('data-proxy')).toBe(String(!wasProxied));
    // The page's links follow the new suffix and still work without opening the share again.
    const href = (await admin.getByTestId('file-download').getAttribute('href')) ?? '';
    expect(href).toContain(`/api/file-download/${suffix}?t=`);
    const text = await admin.evaluate(async (url) => (await fetch(url)).text(), href);
    expect(text).toBe('edited in place');

    const visitor = await newPage();
    await visitor.goto(`/file/${suffix}`);
    await visitor.getByText('edited on the file page').waitFor();
    expect(await visitor.getByTestId('file-edit').count()).toBe(0);
    await visitor.goto(link);
    await visitor.getByTestId('file-error').waitFor();
  });
});
