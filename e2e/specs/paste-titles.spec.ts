/**
 * Text share titles and descriptions: the admin titles a share on Home; a visitor sees the title as
 * the page's heading and tab title and the description under the facts; text management lists the
 * title with the link under it and finds it by search; the edit page changes it. In Chinese (dark,
 * on a phone) the forms say that visitors see the description.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { createPaste, uniqueSlug } from '../support/pastes.js';
import { loginAsAdmin } from '../support/ui.js';

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 } };

/** Picks the interface language and theme before the app reads them. */
async function prefer(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const rowOf = (page: Page, slug: string) =>
  page.locator(`[data-testid="paste-row"][data-slug="${slug}"]`);

/** Searches text management and waits until exactly the rows of `slugs` are listed. */
async function searchFor(page: Page, term: string, slugs: string[]): Promise<void> {
  await page.locator('#paste-search').fill(term);
  await expect
    .poll(() =>
      page
        .getByTestId('paste-row')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-slug') ?? '')),
    )
    .toEqual(slugs);
}

describe('text share titles', () => {
  test('a titled share: its heading and tab for visitors, its name in text management, found by its title, edited', async ({
    newPage,
  }) => {
    const token = uniqueSlug('quarterly');
    const title = `Quarterly numbers ${token}`;
    const admin = await newPage();
    await loginAsAdmin(admin);
    await admin.goto('/');
    await admin.getByTestId('paste-editor').fill('Revenue went up.');
    await admin.locator('#paste-title').fill(`  ${title}  `);
    await admin.locator('#paste-remark').fill('For the board meeting');
    expect(await admin.locator('label[for="paste-remark"]').textContent()).toBe(
      'Description (visible to visitors)',
    );
    await admin.getByTestId('paste-save').click();
    await admin.getByTestId('share-result').waitFor();
    const link = ((await admin.getByTestId('share-link').textContent()) ?? '').trim();
    const slug = link.split('/paste/')[1] ?? '';
    expect(slug).not.toBe('');

    // An anonymous visitor: the title heads the page and names the tab; the description shows.
    const visitor = await newPage();
    await visitor.goto(link);
    await heading(visitor).filter({ hasText: title }).waitFor();
    expect(await visitor.getByText(`Text share · ${slug}`).isVisible()).toBe(true);
    await expect.poll(() => visitor.title()).toBe(`${title} · Text share - CloudPaste`);
    expect(await visitor.getByText('Description', { exact: true }).isVisible()).toBe(true);
    expect(await visitor.getByText('For the board meeting').isVisible()).toBe(true);

    // Text management: the title, the random link under it; found by a word only the title has.
    const other = await createPaste({ content: 'Revenue too', format: 'text', title: 'Other' });
    await admin.goto('/admin/text-management');
    const row = rowOf(admin, slug);
    await row.waitFor();
    expect(await row.getByTestId('paste-name').textContent()).toBe(title);
    expect(await row.getByTestId('paste-slug').textContent()).toBe(`Link: ${slug}`);
    expect(await rowOf(admin, other.slug).getByTestId('paste-name').textContent()).toBe('Other');
    await searchFor(admin, token.toUpperCase(), [slug]);

    // The edit page starts from the title and changes it; the share page follows.
    await row.getByTestId('paste-action-edit').click();
    const field = admin.locator('#paste-title');
    await expect.poll(() => field.inputValue()).toBe(title);
    await field.fill(`Annual numbers ${token}`);
    await admin.getByTestId('paste-save').click();
    await admin.getByTestId('share-result').waitFor();
    await visitor.reload();
    await heading(visitor)
      .filter({ hasText: `Annual numbers ${token}` })
      .waitFor();
  });

  test('an untitled share keeps its slug as its name everywhere', async ({ newPage }) => {
    const share = await createPaste({
      content: 'plain',
      format: 'text',
      slug: uniqueSlug('e2e-untitled'),
    });
    const visitor = await newPage();
    await visitor.goto(`/paste/${share.slug}`);
    await heading(visitor).filter({ hasText: 'Text share' }).waitFor();
    await expect.poll(() => visitor.title()).toBe(`${share.slug} · Text share - CloudPaste`);
    const admin = await newPage();
    await loginAsAdmin(admin);
    await admin.goto('/admin/text-management');
    const row = rowOf(admin, share.slug);
    await row.waitFor();
    expect(await row.getByTestId('paste-name').textContent()).toBe(share.slug);
    expect(await row.getByTestId('paste-slug').count()).toBe(0);
  });

  test('in Chinese on a phone: the forms say visitors see the description; the card and the page show the title', async ({
    newPage,
  }) => {
    const token = uniqueSlug('zh');
    // A long unbroken word too: the heading must wrap it on a phone.
    const title = `会议纪要 ${token} ${'Averyveryverylongword'.repeat(4)}`;
    const share = await createPaste({
      content: '内容',
      format: 'markdown',
      title,
      remark: '给访客看的说明',
    });
    const admin = await newPage(PHONE);
    await prefer(admin, { language: 'zh-CN', themeMode: 'dark' });
    await loginAsAdmin(admin);
    await admin.goto('/');
    await admin.locator('#paste-title').waitFor();
    expect(await admin.locator('label[for="paste-title"]').textContent()).toBe('标题');
    expect(await admin.locator('label[for="paste-remark"]').textContent()).toBe('描述（访客可见）');
    await admin.goto('/upload');
    await admin.locator('#upload-remark').waitFor({ state: 'attached' });
    expect(await admin.locator('label[for="upload-remark"]').textContent()).toBe(
      '描述（访客可见）',
    );

    // The phone card: the title, the link under it, found by the title.
    await admin.goto('/admin/text-management');
    await searchFor(admin, `会议纪要 ${token}`, [share.slug]);
    const card = rowOf(admin, share.slug);
    expect(await card.getByTestId('paste-name').isVisible()).toBe(true);
    expect(await card.getByTestId('paste-name').textContent()).toBe(title);
    expect(await card.getByTestId('paste-slug').textContent()).toBe(`链接: ${share.slug}`);

    const visitor = await newPage(PHONE);
    await prefer(visitor, { language: 'zh-CN', themeMode: 'dark' });
    await visitor.goto(`/paste/${share.slug}`);
    await heading(visitor)
      .filter({ hasText: `会议纪要 ${token}` })
      .waitFor();
    expect(await visitor.getByText(`文本分享 · ${share.slug}`).isVisible()).toBe(true);
    expect(await visitor.getByText('描述', { exact: true }).isVisible()).toBe(true);
    expect(await visitor.getByText('给访客看的说明').isVisible()).toBe(true);
    // Nothing runs past the phone's width: the long title wraps.
    const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
