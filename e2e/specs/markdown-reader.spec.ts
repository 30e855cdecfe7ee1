/**
 * Reading a share (docs/MARKDOWN.md): the outline jumps to a heading and follows the reader's
 * scrolling, on a wide screen (side panel) and on a phone (menu); rendered or source, whatever the
 * share's format.
 */
// Page functions below run in the browser, so this file also needs the DOM types.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { createPaste, uniqueSlug } from '../support/pastes.js';

const FILLER = Array.from({ length: 12 }, (_, i) => `Paragraph ${i} of filler text.`).join('\n\n');
const SECTIONS = Array.from({ length: 6 }, (_, i) => `## Section ${i + 1}\n\n${FILLER}`);
const DOCUMENT = ['# Guide', 'Intro text.', ...SECTIONS].join('\n\n');

async function openShare(page: Page, content = DOCUMENT): Promise<void> {
  const share = await createPaste({ content, format: 'markdown', slug: uniqueSlug('e2e-reader') });
  await page.goto(`/paste/${share.slug}`);
  await page.getByTestId('paste-content').getByRole('heading', { name: 'Section 6' }).waitFor();
}

/** The heading's distance from the window's top, in CSS pixels. */
function headingTop(page: Page, name: string): Promise<number> {
  return page
    .getByTestId('paste-content')
    .getByRole('heading', { name, exact: true })
    .evaluate((heading) => heading.getBoundingClientRect().top);
}

function currentEntry(page: Page, scope: string): Promise<string | null> {
  return page
    .getByTestId(scope)
    .locator('a[aria-current="location"]')
    .textContent({ timeout: 10_000 });
}

describe('the outline of a Markdown share', () => {
  test('on a wide screen, a click jumps and the highlight follows scrolling', async ({ page }) => {
    await openShare(page);
    const panel = page.getByTestId('outline-panel');
    const links = panel.getByRole('link');
    expect(await links.allTextContents()).toEqual([
      'Guide',
      ...SECTIONS.map((_, i) => `Section ${i + 1}`),
    ]);

    await panel.getByRole('link', { name: 'Section 4' }).click();
    const top = await headingTop(page, 'Section 4');
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);
    expect(new URL(page.url()).hash).toBe('#user-content-section-4');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="outline-panel"] a[aria-current]')?.textContent,
    );
    expect(await currentEntry(page, 'outline-panel')).toBe('Section 4');

    // Scrolled by the reader (not through the outline): the highlight moves with the page.
    await page.evaluate(() => {
      const heading = document.getElementById('user-content-section-2');
      window.scrollBy(0, (heading?.getBoundingClientRect().top ?? 0) - 80);
    });
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="outline-panel"] a[aria-current]')?.textContent ===
        'Section 2',
    );

    // The panel hides and comes back; the headings keep their own links.
    await page.getByTestId('outline-toggle').click();
    await panel.waitFor({ state: 'detached' });
    await page.getByTestId('outline-toggle').click();
    await panel.waitFor();
  });

  test('on a phone, the outline is a menu that closes after a jump', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await openShare(page);
    expect(await page.getByTestId('outline-panel').isVisible()).toBe(false);
    const button = page.getByTestId('outline-menu-button');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByTestId('outline-menu');
    await menu.getByRole('link', { name: 'Section 5' }).click();
    await menu.waitFor({ state: 'detached' });
    const top = await headingTop(page, 'Section 5');
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);

    // Keyboard: Enter opens it, Tab reaches an entry, Escape closes it and returns to the button.
    await button.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Guide');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'outline-menu-button',
    );
  });
});

describe('rendered or source', () => {
  test('a Markdown share shows its source, kept for the visit; plain text renders', async ({
    page,
  }) => {
    await openShare(page);
    const content = page.getByTestId('paste-content');
    await page.getByTestId('reading-mode-source').click();
    await content.getByRole('region', { name: 'Text content' }).waitFor();
    expect(await content.getAttribute('data-mode')).toBe('source');
    expect(await content.locator('code').first().textContent()).toContain('## Section 1\n');
    expect(await page.getByTestId('outline-panel').count()).toBe(0);

    // Another Markdown share in this visit opens as source too.
    await openShareAsSource(page);
    expect(await content.getAttribute('data-mode')).toBe('source');
    await page.getByTestId('reading-mode-rendered').click();
    await content.getByRole('heading', { name: 'Section 6' }).waitFor();

    // A plain-text share opens as written and can be rendered as Markdown.
    const plain = await createPaste({
      content: '# Plain title\n\n- item',
      format: 'text',
      slug: uniqueSlug('e2e-reader-plain'),
    });
    await page.goto(`/paste/${plain.slug}`);
    await content.getByRole('region', { name: 'Text content' }).waitFor();
    expect(await content.getAttribute('data-mode')).toBe('source');
    await page.getByTestId('reading-mode-rendered').click();
    await content.getByRole('heading', { name: 'Plain title' }).waitFor();
    expect(await content.getByRole('listitem').textContent()).toBe('item');
  });
});

async function openShareAsSource(page: Page): Promise<void> {
  const share = await createPaste({
    content: DOCUMENT,
    format: 'markdown',
    slug: uniqueSlug('e2e-reader'),
  });
  await page.goto(`/paste/${share.slug}`);
  await page.getByTestId('paste-content').getByRole('region', { name: 'Text content' }).waitFor();
}

describe('copy as', () => {
  /** What the clipboard holds now: each type of its first item, as text. */
  function clipboard(page: Page): Promise<Record<string, string>> {
    return page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const found: Record<string, string> = {};
      for (const type of item?.types ?? []) found[type] = await (await item!.getType(type)).text();
      return found;
    });
  }

  async function copyAs(page: Page, format: string): Promise<Record<string, string>> {
    // Cleared first, so each check reads this copy, not the one before.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByTestId('copy-as').click();
    await page.getByTestId(`menu-copy-${format}`).click();
    await page.waitForFunction(async () => (await navigator.clipboard.readText()) !== '');
    return clipboard(page);
  }

  test('Markdown, rich HTML (with its plain text) and plain text', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const content = '# Minutes\n\nWe **agreed**.\n\n| who | what |\n|---|---|\n| Ann | notes |';
    await openShare(page, `${content}\n\n## Section 6`);

    expect((await copyAs(page, 'markdown'))['text/plain']).toBe(`${content}\n\n## Section 6`);

    const rich = await copyAs(page, 'html');
    expect(rich['text/html']).toContain('<strong>agreed</strong>');
    expect(rich['text/html']).toMatch(/<h1[^>]*>Minutes<\/h1>/);
    expect(rich['text/html']).toMatch(/<td style="[^"]*border[^"]*">Ann<\/td>/);
    expect(rich['text/plain']).toContain('We agreed.');
    expect(rich['text/plain']).not.toContain('**');

    const plain = await copyAs(page, 'text');
    expect(Object.keys(plain)).toEqual(['text/plain']);
    expect(plain['text/plain']).toMatch(/^Minutes\n/);
    expect(plain['text/plain']).toContain('We agreed.');
    expect(plain['text/plain']).not.toContain('#');
  });
});
