/**
 * After saving a text share, and after its last view, in both languages: Ctrl+Enter saves from any
 * field; the link hidden by its countdown shows again with its QR code and leads to the share's
 * entry in text management; Open share says it uses a view; single line breaks stay breaks in a
 * share (not in a .md file, a strict CommonMark document: docs/MARKDOWN.md); the page of a share
 * whose last view was just used offers nothing that needs the share.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { createPaste, uniqueSlug } from '../support/pastes.js';
import { loginAsAdmin, pathname } from '../support/ui.js';
import { uploadFiles, waitForUploadForm } from '../support/uploads.js';

const NOTE = 'first line\nsecond line';

const TEXTS = {
  'en-US': {
    hidden: 'The link is hidden.',
    openHint: 'Opens the share in a new tab. Opening it counts as a view.',
    openNote: 'Opening it here uses one of its 3 views.',
    lastView: 'This was the last allowed view',
  },
  'zh-CN': {
    hidden: '链接已隐藏。',
    openHint: '在新标签页中打开分享。打开一次即计入一次查看。',
    openNote: '在这里打开会用掉 3 次查看中的一次。',
    lastView: '这是最后一次允许的访问',
  },
} as const;

type Language = keyof typeof TEXTS;

/** The first paragraph under `root`: its HTML, so a `<br>` shows. */
function paragraphHtml(page: Page, root: string): Promise<string> {
  return page.locator(`[data-testid="${root}"] p`).first().innerHTML();
}

/** Lets the page's (installed) clock run a second at a time until the link has hidden itself. */
async function runCountdownOut(page: Page): Promise<void> {
  const hidden = page.getByTestId('share-link-hidden');
  for (let second = 0; second <= 70 && (await hidden.count()) === 0; second += 1)
    await page.clock.runFor(1000);
  await hidden.waitFor();
}

describe('after saving a text share', () => {
  for (const language of ['en-US', 'zh-CN'] as const satisfies Language[]) {
    const texts = TEXTS[language];
    // The text in English, a field of the form in Chinese: the shortcut works from both.
    const from = language === 'en-US' ? 'the text' : 'the view limit field';

    test(`${language}: Ctrl+Enter from ${from} saves; the hidden link shows again and leads to text management`, async ({
      newPage,
    }) => {
      const admin = await newPage({ locale: language });
      await loginAsAdmin(admin);
      await admin.goto('/');
      const slug = uniqueSlug('e2e-result');
      await admin.getByTestId('paste-editor').fill(NOTE);
      await admin.locator('#paste-slug').fill(slug);
      await admin.locator('#paste-max-views').fill('3');
      // The shortcut is named where the Save button is.
      expect(await admin.getByTestId('paste-save').getAttribute('title')).toMatch(
        /[(（]Ctrl\+Enter[)）]$/,
      );
      // Markdown mode (the default) keeps the note's line break in the live preview.
      await expect.poll(() => paragraphHtml(admin, 'editor-preview')).toMatch(/first line<br>/);

      // The countdown runs on a clock the test moves, not on the wall clock.
      await admin.clock.install();
      const field = language === 'en-US' ? '[data-testid="paste-editor"]' : '#paste-max-views';
      await admin.locator(field).press('Control+Enter');
      await admin.getByTestId('share-result').waitFor();
      const link = (await admin.getByTestId('share-link').textContent())?.trim();
      expect(link).toMatch(new RegExp(`/paste/${slug}$`));

      // Open share warns that it uses a view, and how many a limited share has.
      const open = admin.getByTestId('share-open');
      expect(await open.getAttribute('title')).toBe(texts.openHint);
      expect(await admin.getByTestId('share-open-note').textContent()).toBe(texts.openNote);

      await runCountdownOut(admin);
      expect(await admin.getByTestId('share-link-hidden').textContent()).toContain(texts.hidden);
      expect(await admin.getByTestId('share-qr').count()).toBe(0);
      await admin.getByTestId('share-show-again').click();
      expect((await admin.getByTestId('share-link').textContent())?.trim()).toBe(link);
      await admin.getByTestId('share-qr').waitFor();

      await admin.getByTestId('share-hide').click();
      await admin.getByTestId('share-in-management').click();
      await expect.poll(() => pathname(admin)).toBe('/admin/text-management');
      expect(await admin.locator('#paste-search').inputValue()).toBe(slug);
      // The share's own row, marked among what the search found.
      await admin
        .locator(`[data-testid="paste-row"][data-slug="${slug}"][aria-current="true"]`)
        .waitFor();
      await expect.poll(() => admin.getByTestId('paste-row').count()).toBe(1);

      // The reader sees the two lines as written.
      const reader = await newPage({ locale: language });
      await reader.goto(link ?? '');
      await expect
        .poll(() => paragraphHtml(reader, 'paste-content'))
        .toMatch(/^first line<br>\s*second line$/);
    });

    test(`${language}: after the last allowed view, only copying and downloading the text remain`, async ({
      newPage,
    }) => {
      const share = await createPaste({ content: NOTE, format: 'markdown', maxViews: 1 });
      const reader = await newPage({ locale: language });
      await reader.goto(`/paste/${share.slug}`);
      const notice = reader.getByTestId('paste-last-view');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(texts.lastView);
      await reader.getByTestId('paste-copy').waitFor();
      await reader.getByTestId('paste-download').waitFor();
      for (const gone of ['paste-raw', 'paste-copy-link', 'paste-qr', 'paste-edit'])
        expect(await reader.getByTestId(gone).count()).toBe(0);
    });
  }

  test('a .md file is a document: its single line breaks join as CommonMark says', async ({
    newPage,
  }) => {
    const admin = await newPage();
    await loginAsAdmin(admin);
    await admin.goto('/upload');
    await waitForUploadForm(admin);
    const [link] = await uploadFiles(admin, {
      name: 'e2e-wrapped.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from(`# Wrapped\n\n${NOTE}`),
    });
    const visitor = await newPage();
    await visitor.goto(link ?? '');
    await visitor.getByTestId('file-preview').getByRole('heading', { name: 'Wrapped' }).waitFor();
    expect(await paragraphHtml(visitor, 'file-preview')).toBe(NOTE);
  });
});
