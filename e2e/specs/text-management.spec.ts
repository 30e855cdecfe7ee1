/**
 * Text management (/admin/text-management): the admin finds a share by search and deletes it, a
 * batch of shares goes at once, and an API key sees only the shares it made.
 */
import { Permission } from '@cloudpaste/contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createApiKey } from '../support/api.js';
import { test } from '../support/fixtures.js';
import { answerDialog, listRow, searchList } from '../support/lists.js';
import { createPaste, pasteRecordStatus, pasteViews, uniqueSlug } from '../support/pastes.js';
import { loginAsAdmin, submitApiKeyLogin } from '../support/ui.js';

const row = (page: Page, slug: string) => listRow(page, 'paste', slug);
const search = (page: Page, term: string) => searchList(page, 'paste', term);

describe('text management', () => {
  test('the admin sees a new share with its details, finds it by search and deletes it', async ({
    page,
  }) => {
    const slug = uniqueSlug('e2e-manage');
    const share = await createPaste({
      content: 'managed content',
      format: 'text',
      remark: 'managed remark',
      slug,
      maxViews: 3,
    });
    const decoy = await createPaste({
      content: 'decoy',
      format: 'markdown',
      slug: uniqueSlug('e2e-decoy'),
    });

    await loginAsAdmin(page);
    await page.goto('/admin/text-management');
    await row(page, slug).waitFor();
    const listed = row(page, slug);
    expect(await listed.getByText('managed remark').isVisible()).toBe(true);
    expect(await listed.getByText('Plain text').isVisible()).toBe(true);
    expect(await listed.getByText('0 / 3').isVisible()).toBe(true);
    expect(await listed.getByText('3 views left').isVisible()).toBe(true);
    expect(await listed.getByTestId('paste-status').getAttribute('data-status')).toBe('active');
    expect(await listed.getByTestId('paste-action-view').getAttribute('href')).toBe(
      `/paste/${slug}`,
    );
    expect(await listed.getByTestId('paste-action-edit').getAttribute('href')).toBe(
      `/?edit=${share.id}`,
    );

    await search(page, slug);
    expect(await page.getByTestId('paste-row').count()).toBe(1);
    expect(await row(page, decoy.slug).count()).toBe(0);

    await row(page, slug).getByTestId('paste-action-delete').click();
    await answerDialog(page, 'Delete');
    await row(page, slug).waitFor({ state: 'detached' });
    await page.getByText(`No shares match “${slug}”`).waitFor();
    expect(await pasteRecordStatus(share.id)).toBe(404);
    expect(await pasteRecordStatus(decoy.id)).toBe(200);
  });

  test('selecting all on the page deletes that batch after confirming the count', async ({
    page,
  }) => {
    const prefix = uniqueSlug('e2e-batch');
    const shares = await Promise.all(
      ['a', 'b'].map((suffix) =>
        createPaste({ content: suffix, format: 'text', slug: `${prefix}-${suffix}` }),
      ),
    );
    await loginAsAdmin(page);
    await page.goto('/admin/text-management');
    await search(page, prefix);
    expect(await page.getByTestId('paste-row').count()).toBe(2);

    await page.getByTestId('paste-select-all').check();
    await page.getByTestId('paste-batch-delete').click();
    expect(
      await page
        .getByRole('dialog')
        .getByText(/Delete the 2 selected shares/)
        .isVisible(),
    ).toBe(true);
    await answerDialog(page, 'Delete');
    await page.getByText('Deleted 2 shares.').waitFor();
    await page.getByTestId('paste-row').first().waitFor({ state: 'detached' });
    for (const share of shares) expect(await pasteRecordStatus(share.id)).toBe(404);
  });

  test('an API key with the Text permission lists only its own shares', async ({ page }) => {
    const keyName = uniqueSlug('e2e-text-key');
    const key = await createApiKey(keyName, Permission.TEXT);
    const own = await createPaste(
      { content: 'mine', format: 'text', slug: uniqueSlug('e2e-own') },
      `ApiKey ${key}`,
    );
    const admins = await createPaste({
      content: 'admin',
      format: 'text',
      slug: uniqueSlug('e2e-admins'),
    });

    await submitApiKeyLogin(page, key);
    await page.getByTestId('admin-sidebar').waitFor();
    await page.goto('/admin/text-management');
    await row(page, own.slug).waitFor();
    expect(await row(page, own.slug).getByText(`by ${keyName}`).isVisible()).toBe(true);
    expect(await row(page, admins.slug).count()).toBe(0);
    expect(
      await page.getByText('You see only the shares created with this API key.').isVisible(),
    ).toBe(true);
  });

  test('the admin previews a one-view share in place without using its view, and copies its raw link', async ({
    page,
  }) => {
    const share = await createPaste({
      content: '# Preview heading\n\nchecked **here**',
      format: 'markdown',
      slug: uniqueSlug('e2e-preview'),
      maxViews: 1,
    });
    await loginAsAdmin(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/admin/text-management');
    await row(page, share.slug).getByTestId('paste-action-preview').click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Preview heading' }).waitFor();
    expect(await pasteViews(share.id)).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await row(page, share.slug).getByTestId('paste-action-raw').click();
    await page.getByText('Raw text link copied.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${new URL(page.url()).origin}/api/raw/${share.slug}`);
    const raw = await fetch(copied);
    expect(await raw.text()).toContain('# Preview heading');
  });
});
