/**
 * Accessibility of the share editor and the share view (docs/EDITOR.md): axe-core's WCAG 2 A and
 * AA rules find no violation on the home page editor in each mode, nor on a Markdown share with its
 * outline and its Export and Copy-as menus open, in the light and the dark theme; and on a phone
 * in Chinese (dark), with the editor's outline and the share's outline menu open. The pages run
 * with CSP bypassed only so that axe itself can be injected.
 */
import { describe, expect } from 'vitest';
import { openEditor } from '../support/editor.js';
import { violations } from '../support/axe.js';
import { test } from '../support/fixtures.js';
import { createPaste, uniqueSlug } from '../support/pastes.js';

const THEMES = ['light', 'dark'] as const;
const DOCUMENT =
  '# Report\n\nSome **bold** words and a [link](https://example.com).\n\n## Details\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n## End\n\nDone.';

describe('accessibility', () => {
  for (const theme of THEMES) {
    test(`the editor in each mode has no WCAG A/AA violation (${theme})`, async ({ newPage }) => {
      const { page } = await openEditor(() => newPage({ bypassCSP: true }), {
        themeMode: theme,
        language: 'en-US',
      });
      for (const mode of ['source', 'split', 'live']) {
        await page.getByTestId(`editor-mode-${mode}`).click();
        expect({ mode, found: await violations(page) }).toEqual({ mode, found: [] });
      }
    });

    test(`a Markdown share with its outline and menus open has no violation (${theme})`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
      await page.addInitScript((value) => localStorage.setItem('themeMode', value), theme);
      const slug = uniqueSlug('e2e-a11y');
      await createPaste({ content: DOCUMENT, format: 'markdown', slug });
      await page.goto(`/paste/${slug}`);
      await page.getByTestId('outline-panel').waitFor();
      expect(await violations(page)).toEqual([]);
      for (const menu of ['export-menu', 'copy-as']) {
        await page.getByTestId(menu).click();
        await page.getByRole('menu').waitFor();
        expect({ menu, found: await violations(page) }).toEqual({ menu, found: [] });
        await page.keyboard.press('Escape');
      }
    });
  }

  test('on a phone in Chinese, the editor and a share with their outlines open have no violation', async ({
    newPage,
  }) => {
    const phone = () =>
      newPage({ viewport: { width: 390, height: 844 }, isMobile: true, bypassCSP: true });
    const { page, content } = await openEditor(phone, { themeMode: 'dark', language: 'zh-CN' });
    await content.click();
    await page.keyboard.insertText(DOCUMENT);
    await page.getByTestId('editor-outline-toggle').click();
    await page.getByTestId('editor-outline').waitFor();
    expect(await violations(page)).toEqual([]);

    const slug = uniqueSlug('e2e-a11y-phone');
    await createPaste({ content: DOCUMENT, format: 'markdown', slug });
    await page.goto(`/paste/${slug}`);
    await page.getByTestId('outline-menu-button').click();
    await page.getByTestId('outline-menu').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    expect(await violations(page)).toEqual([]);
  });
});
