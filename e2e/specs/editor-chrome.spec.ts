/**
 * The editor card's controls around the text (docs/EDITOR.md): Escape leaves full screen once the
 * search panel has had it, the table buttons wait for the caret to be in a table and say so, and
 * the outline opens on a phone and jumps there too.
 */
import { describe, expect } from 'vitest';
import { codeEditor, editorText, openEditor } from '../support/editor.js';
import { test } from '../support/fixtures.js';
import { loginAsAdmin } from '../support/ui.js';

describe('editor controls', () => {
  test('Escape closes the search panel first, then leaves full screen', async ({ newPage }) => {
    const { page, content } = await openEditor(newPage);
    await content.fill('some words');
    const card = page.locator('section[data-fullscreen]');
    await page.getByTestId('editor-fullscreen').click();
    await card.waitFor();
    await content.press('Control+f');
    const find = page.getByPlaceholder('Find', { exact: true });
    await find.waitFor();
    await find.press('Escape');
    await find.waitFor({ state: 'detached' });
    expect(await card.count()).toBe(1);
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    expect(await page.getByTestId('editor-fullscreen').getAttribute('aria-pressed')).toBe('false');
  });

  test('table buttons are aria-disabled outside a table, saying why, and work inside one', async ({
    newPage,
  }) => {
    const { page, content } = await openEditor(newPage);
    await content.fill('Intro');
    const addRow = page.getByTestId('toolbar-addRow');
    expect(await addRow.getAttribute('aria-disabled')).toBe('true');
    expect(await addRow.getAttribute('title')).toBe(
      'Add table row below: put the caret in a table first',
    );
    // Playwright waits for an aria-disabled button to be enabled; a user's click still lands.
    await addRow.click({ force: true });
    expect(await editorText(page)).toBe('Intro');

    await content.fill('| a | b |\n| --- | --- |\n| 1 | 2 |');
    await page.locator('.cm-line', { hasText: '| 1 | 2 |' }).click();
    await expect.poll(() => addRow.getAttribute('aria-disabled')).toBeNull();
    expect(await addRow.getAttribute('title')).toBe('Add table row below');
    await addRow.click();
    expect(await editorText(page)).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |\n|  |  |');
  });

  test('on a phone the Outline button opens the outline, and a heading jumps and closes it', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await loginAsAdmin(page);
    await page.goto('/');
    const content = await codeEditor(page);
    const filler = Array.from({ length: 60 }, (_, i) => `line ${i}`).join('\n\n');
    await content.fill(`# Start\n\n${filler}\n\n## Far away\n\nthe end`);
    await content.press('Control+Home');
    const outline = page.getByTestId('editor-outline');
    expect(await outline.count()).toBe(0);
    await page.getByTestId('editor-outline-toggle').click();
    await outline.waitFor();
    await outline.getByRole('link', { name: 'Far away' }).click();
    await outline.waitFor({ state: 'detached' });
    // The caret is at the heading's start: typing lands there, and the heading is in view.
    await page.keyboard.type('Very ');
    const heading = page.locator('.cm-line', { hasText: 'Very ## Far away' });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
  });
});
