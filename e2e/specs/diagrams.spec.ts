/**
 * Diagram languages in a Markdown share (docs/MARKDOWN.md): each is drawn as an image, a broken
 * one shows its error and its source, and images open in the zooming lightbox.
 */
// Page functions below run in the browser, so this file also needs the DOM types.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { ALL_DIAGRAMS, DIAGRAM_ALTS, fence } from '../support/diagrams.js';
import { test } from '../support/fixtures.js';
import { createPaste, uniqueSlug } from '../support/pastes.js';

async function openShare(page: Page, content: string): Promise<void> {
  const share = await createPaste({ content, format: 'markdown', slug: uniqueSlug('e2e-diagram') });
  await page.goto(`/paste/${share.slug}`);
  await page.getByTestId('paste-content').getByRole('heading').first().waitFor();
}

/** The natural width of a drawn diagram image (0 while it has not loaded or drew nothing). */
function drawnWidth(page: Page, alt: string): Promise<number> {
  return page
    .getByTestId('paste-content')
    .getByRole('img', { name: alt, exact: true })
    .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
}

describe('diagrams in a Markdown share', () => {
  test(
    'every diagram language is drawn as an SVG image',
    { timeout: 120_000 },
    async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await openShare(page, ALL_DIAGRAMS);
      const content = page.getByTestId('paste-content');
      const count = Object.keys(DIAGRAM_ALTS).length;
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('.markdown-diagram img, .markdown-diagram [role=alert]')
            .length >= n,
        count,
        { timeout: 90_000 },
      );
      // Any diagram that failed says why here.
      expect(await content.getByRole('alert').allTextContents()).toEqual([]);
      for (const alt of Object.values(DIAGRAM_ALTS)) {
        const img = content.getByRole('img', { name: alt, exact: true });
        expect(await img.getAttribute('src')).toMatch(/^blob:/);
        expect(await drawnWidth(page, alt)).toBeGreaterThan(20);
      }
      expect(errors).toEqual([]);
    },
  );

  test('a broken diagram shows its error and source, and the page goes on', async ({ page }) => {
    await openShare(
      page,
      [
        '# Broken',
        fence('dot', 'digraph { a -> }'),
        fence('echarts', '{ not json'),
        'Text after the diagrams.',
      ].join('\n\n'),
    );
    const content = page.getByTestId('paste-content');
    const alerts = content.getByRole('alert');
    await alerts.nth(1).waitFor({ timeout: 60_000 });
    expect(await alerts.count()).toBe(2);
    expect(await alerts.nth(0).textContent()).toContain('This diagram could not be drawn');
    expect(await alerts.nth(0).textContent()).toMatch(/syntax error/i);
    expect(await alerts.nth(1).textContent()).toMatch(/JSON/);
    expect(await content.getByText('digraph { a -> }').count()).toBe(1);
    expect(await content.getByRole('button', { name: 'Copy' }).count()).toBe(2);
    expect(await content.getByText('Text after the diagrams.').count()).toBe(1);
  });

  test('an image opens in the lightbox, zooms and closes with Escape', async ({ page }) => {
    await openShare(page, ['# Zoom', fence('dot', 'digraph { a -> b }')].join('\n\n'));
    const img = page.getByTestId('paste-content').getByRole('img', { name: 'Graphviz graph' });
    await img.waitFor({ timeout: 60_000 });
    await img.click();

    const dialog = page.getByRole('dialog', { name: 'Graphviz graph' });
    await dialog.waitFor();
    expect(
      await dialog
        .getByRole('button', { name: 'Close' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    expect(await dialog.locator('output').textContent()).toBe('Zoom: 125%');
    await page.keyboard.press('+');
    expect(await dialog.locator('output').textContent()).toBe('Zoom: 156%');
    const transform = await page.getByTestId('lightbox-image').evaluate((i) => i.style.transform);
    expect(transform).toContain('scale(1.5625)');
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 100);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="image-lightbox"] output')?.textContent ===
        'Zoom: 125%',
    );
    await page.keyboard.press('0');
    expect(await dialog.locator('output').textContent()).toBe('Zoom: 100%');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus is back on the image, which opens again from the keyboard.
    expect(await img.evaluate((i) => i === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
