/**
 * Text shares end to end: the admin writes a Markdown share with a password and a view limit on
 * Home; fresh visitors unlock it, the last allowed view says so, and after that the link is dead.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { baseURL } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { createPaste, pasteViews, uniqueSlug } from '../support/pastes.js';
import { loginAsAdmin } from '../support/ui.js';

const PASSWORD = 'e2e-pass';

const MARKDOWN = [
  '# E2E shared heading',
  '',
  '| Fruit | Count |',
  '| ----- | ----- |',
  '| apple | 3 |',
  '| pear | 5 |',
  '',
  '- [x] done task',
  '- [ ] open task',
].join('\n');

/** Opens the share in `page` and submits `password` on its prompt. */
async function openWithPassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page.getByTestId('paste-password-input').fill(password);
  await page.getByTestId('paste-unlock').click();
}

/** Checks that the Markdown came out as HTML: heading, table and task list. */
async function expectRenderedMarkdown(page: Page): Promise<void> {
  const content = page.getByTestId('paste-content');
  await content.getByRole('heading', { name: 'E2E shared heading', level: 1 }).waitFor();
  expect(await content.locator('table th').allTextContents()).toEqual(['Fruit', 'Count']);
  expect(await content.locator('table td').allTextContents()).toEqual(['apple', '3', 'pear', '5']);
  const tasks = content.locator('input[type="checkbox"]');
  expect(await tasks.count()).toBe(2);
  expect(await tasks.nth(0).isChecked()).toBe(true);
  expect(await tasks.nth(1).isChecked()).toBe(false);
  // Markdown was rendered, not shown as source.
  expect(await content.textContent()).not.toContain('| Fruit |');
}

describe('text shares', () => {
  test('opening a view-limited share counts one view per opening; its code is highlighted, off the page', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const share = await createPaste({
      content: '# counted once\n\n```ts\nconst views: number = 1;\n```',
      format: 'markdown',
      slug: uniqueSlug('e2e-counted'),
      maxViews: 5,
    });
    // The route starts the read beside the page's code; the page must take it, not read again.
    await page.goto(`/paste/${share.slug}`);
    await page
      .getByTestId('paste-content')
      .getByRole('heading', { name: 'counted once' })
      .waitFor();
    expect(await pasteViews(share.id)).toBe(1);
    // The highlighter loaded the one grammar the block names, on demand.
    await page
      .locator('[data-testid="paste-content"] pre code.hljs .hljs-keyword')
      .first()
      .waitFor();
    // Parsed and highlighted in the Markdown worker: the page never needed the pipeline's
    // in-page build, which it loads only where no worker can run.
    expect(scripts.some((path) => /\/assets\/markdown\.worker-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => path.includes('/markdownToTree-'))).toEqual([]);
    await page.reload();
    await page
      .getByTestId('paste-content')
      .getByRole('heading', { name: 'counted once' })
      .waitFor();
    expect(await pasteViews(share.id)).toBe(2);
  });

  test('an anonymous visitor at / is told that creating a share needs a login', async ({
    page,
  }) => {
    await page.goto('/');
    const notice = page.getByTestId('editor-permission-notice');
    await notice.waitFor();
    expect(await notice.isVisible()).toBe(true);
    expect(((await notice.textContent()) ?? '').trim().length).toBeGreaterThan(0);
  });

  test('a password-protected Markdown share with 2 views: unlock, last view, then gone', async ({
    newPage,
  }) => {
    const admin = await newPage();
    await loginAsAdmin(admin);
    await admin.goto('/');
    await admin.getByTestId('format-markdown').click();
    await admin.getByTestId('paste-editor').fill(MARKDOWN);
    await admin.locator('#paste-remark').fill('e2e markdown share');
    await admin.locator('#paste-password').fill(PASSWORD);
    await admin.locator('#paste-expiry').selectOption('7d');
    await admin.locator('#paste-max-views').fill('2');
    await admin.getByTestId('paste-save').click();

    await admin.getByTestId('share-result').waitFor();
    const link = ((await admin.getByTestId('share-link').textContent()) ?? '').trim();
    expect(link).toMatch(new RegExp(`^${baseURL()}/paste/[A-Za-z0-9_-]+$`));
    // The QR code's library is its own chunk, drawn once it is in.
    await admin.getByRole('img', { name: 'QR code of the share link' }).waitFor();
    expect(await admin.getByTestId('share-raw-link').count()).toBe(1);

    // First visitor: the prompt, a wrong password (no content), then the right one.
    const first = await newPage();
    await first.goto(link);
    await first.getByTestId('paste-password-input').waitFor();
    expect(await first.getByTestId('paste-content').count()).toBe(0);
    await openWithPassword(first, link, 'not-the-password');
    await first
      .getByText(/wrong password|incorrect password/i)
      .first()
      .waitFor();
    expect(await first.getByTestId('paste-content').count()).toBe(0);
    await first.getByTestId('paste-password-input').fill(PASSWORD);
    await first.getByTestId('paste-unlock').click();
    await expectRenderedMarkdown(first);
    expect(await first.getByTestId('paste-last-view').count()).toBe(0);

    // Second visitor uses the last allowed view and is told so.
    const second = await newPage();
    await openWithPassword(second, link, PASSWORD);
    await expectRenderedMarkdown(second);
    await second.getByTestId('paste-last-view').waitFor();

    // Third visitor: the share is gone, and the page says it reached its view limit.
    const third = await newPage();
    await third.goto(link);
    const error = third.getByTestId('paste-error');
    await error.waitFor();
    expect(await error.getAttribute('data-reason')).toBe('gone');
    expect(await error.getAttribute('data-ended')).toBe('usedUp');
    await error.getByText('This share reached its view limit').waitFor();
    expect(await third.getByTestId('paste-content').count()).toBe(0);
    expect(await third.getByTestId('paste-password-input').count()).toBe(0);
  });
});
