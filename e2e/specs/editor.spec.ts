/**
 * The share editor (docs/EDITOR.md): CodeMirror loads in a chunk of its own after the page (text
 * typed in the textarea before keeps its place), highlights Markdown, searches and replaces in the
 * reader's language, switches between source, split and instant-render modes keeping the caret and
 * the Markdown byte for byte, remembers the mode and line numbers, and keeps plain text plain.
 * The share view never loads it.
 */
import { describe, expect } from 'vitest';
import { INTERCEPTABLE, test } from '../support/fixtures.js';
import {
  codeEditor,
  codeMirrorChunks,
  editorText,
  openEditor,
  saveAndReadRaw,
} from '../support/editor.js';
import { createPaste, uniqueSlug } from '../support/pastes.js';
import { loginAsAdmin } from '../support/ui.js';

const fileName = (url: URL) => url.pathname.split('/').pop() ?? '';
/** The editor component's own chunk. */
const isEditorChunk = (url: URL) => /^CodeEditor-[^/]+\.js$/.test(fileName(url));

describe('share editor', () => {
  test('text typed before the editor loads is kept, and the editor takes over with it', async ({
    newPage,
  }) => {
    const page = await newPage(INTERCEPTABLE);
    await loginAsAdmin(page);
    // Hold the editor's chunk until the textarea has been typed into.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isEditorChunk, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.locator('textarea[data-testid="paste-editor"]').fill('# Early words\n\nfirst');
    release();
    await codeEditor(page);
    expect(await editorText(page)).toBe('# Early words\n\nfirst');
    // The caret and the focus came over from the textarea: typing goes on where it was.
    await page.keyboard.type(' and more');
    expect(await editorText(page)).toContain('first and more');
    // Markdown is highlighted: the heading line has a styled span.
    expect(await page.locator('.cm-line').first().locator('span').count()).toBeGreaterThan(0);
  });

  test('toolbar, undo and redo edit the CodeMirror text; Ctrl+Enter still saves it', async ({
    newPage,
  }) => {
    const { page, content } = await openEditor(newPage);
    await content.click();
    await content.pressSequentially('word');
    await content.press('Shift+Home');
    await page.getByTestId('toolbar-bold').click();
    expect(await editorText(page)).toBe('**word**');
    await content.press('Control+z');
    expect(await editorText(page)).toBe('word');
    await content.press('Control+y');
    expect(await editorText(page)).toBe('**word**');
    await content.press('Control+Enter');
    await page.getByTestId('share-result').waitFor();
  });

  test('every toolbar group edits the text: headings, strike, lists, tables, code language, math, diagram, undo', async ({
    newPage,
  }) => {
    const { page, content } = await openEditor(newPage);
    await content.fill('Title');
    await page.getByTestId('toolbar-heading1').click();
    expect(await editorText(page)).toBe('# Title');
    await page.getByTestId('toolbar-heading3').click();
    expect(await editorText(page)).toBe('### Title');
    await page.getByTestId('toolbar-undo').click();
    expect(await editorText(page)).toBe('# Title');
    await page.getByTestId('toolbar-redo').click();
    expect(await editorText(page)).toBe('### Title');

    await content.fill('');
    await page.getByTestId('toolbar-table').click();
    await page.getByTestId('toolbar-addColumn').click();
    await page.getByTestId('toolbar-addRow').click();
    expect(await editorText(page)).toBe(
      '| Column 1 |  | Column 2 |\n| --- | --- | --- |\n|  |  |  |\n|  |  |  |\n',
    );
    await page.getByTestId('toolbar-removeRow').click();
    await page.getByTestId('toolbar-align').click();
    expect((await editorText(page)).split('\n')[1]).toBe('| :--- | --- | --- |');

    await content.fill('');
    await page.getByTestId('toolbar-code-language').selectOption('python');
    expect(await editorText(page)).toBe('```python\ncode\n```\n');
    await content.fill('');
    await page.getByTestId('toolbar-diagram').click();
    expect(await editorText(page)).toContain('```mermaid\nflowchart LR');
    await content.fill('x');
    await content.press('Control+a');
    await page.getByTestId('toolbar-strike').click();
    expect(await editorText(page)).toBe('~~x~~');
    await content.fill('');
    await page.getByTestId('toolbar-mathInline').click();
    expect(await editorText(page)).toBe('$E = mc^2$');
    await content.press('Control+Shift+o');
    expect(await editorText(page)).toBe('1. $E = mc^2$');

    await page.getByTestId('toolbar-search').click();
    await page.getByPlaceholder('Find', { exact: true }).waitFor();
  });

  test('toolbar tooltips name the shortcuts in Chinese', async ({ newPage }) => {
    const { page } = await openEditor(newPage, { language: 'zh-CN' });
    const title = (id: string) => page.getByTestId(`toolbar-${id}`).getAttribute('title');
    expect(await title('bold')).toMatch(/^粗体[（(]Ctrl\+B[)）]$/);
    expect(await title('strike')).toMatch(/^删除线[（(]Ctrl\+Shift\+X[)）]$/);
    expect(await title('heading1')).toMatch(/^一级标题[（(]Ctrl\+Alt\+1[)）]$/);
    expect(await title('undo')).toMatch(/^撤销[（(]Ctrl\+Z[)）]$/);
  });

  test('search and replace speak Chinese, and replace all changes every match', async ({
    newPage,
  }) => {
    const { page, content } = await openEditor(newPage, { language: 'zh-CN', themeMode: 'dark' });
    await content.fill('cat dog cat');
    await content.press('Control+f');
    const find = page.getByPlaceholder('查找', { exact: true });
    await find.waitFor();
    await find.fill('cat');
    await page.getByPlaceholder('替换', { exact: true }).fill('cow');
    await page.getByRole('button', { name: '全部替换' }).click();
    expect(await editorText(page)).toBe('cow dog cow');
  });

  test('modes keep the caret and the Markdown; instant render hides markers off the caret line; the mode is remembered', async ({
    newPage,
  }) => {
    const { page, content } = await openEditor(newPage);
    const source =
      '# Title\n\nSome **bold** and `code` and [a link](https://example.com/x).\n\nlast';
    await content.fill(source);
    const preview = page.getByTestId('editor-preview');
    await page.getByTestId('editor-mode-source').click();
    expect(await preview.isVisible()).toBe(false);
    await page.getByTestId('editor-mode-split').click();
    await preview.getByRole('heading', { name: 'Title' }).waitFor();

    await page.getByTestId('editor-mode-live').click();
    await page.locator('[data-testid="code-editor"][data-style="live"]').waitFor();
    // The caret is on the last line: the heading's "# " and the bold's stars are hidden.
    const lines = page.locator('.cm-line');
    await expect.poll(() => lines.nth(0).innerText()).toBe('Title');
    expect(await lines.nth(2).innerText()).toBe('Some bold and code and a link.');
    // Clicking into the heading shows its Markdown again.
    await lines.nth(0).click();
    await expect.poll(() => lines.nth(0).innerText()).toBe('# Title');
    expect(await editorText(page)).not.toBe(source);

    // Reloaded: instant render again, and the document saved is the Markdown as typed.
    await page.reload();
    await page.locator('[data-testid="code-editor"][data-style="live"]').waitFor();
    expect(await page.getByTestId('editor-mode-live').getAttribute('aria-pressed')).toBe('true');
    expect(await saveAndReadRaw(page)).toBe(source);
  });

  test('line numbers are a remembered toggle; plain text gets no Markdown highlighting or shortcuts', async ({
    newPage,
  }) => {
    const { page, content } = await openEditor(newPage);
    expect(await page.locator('.cm-lineNumbers').count()).toBe(0);
    await page.getByTestId('editor-line-numbers').click();
    await page.locator('.cm-lineNumbers').waitFor();
    await page.getByTestId('format-text').click();
    await content.fill('# not a heading');
    await content.press('End');
    await content.press('Control+b');
    expect(await editorText(page)).toBe('# not a heading');
    expect(await page.locator('.cm-line').first().locator('span').count()).toBe(0);
    await page.reload();
    await codeEditor(page);
    await page.locator('.cm-lineNumbers').waitFor();
  });

  test('the outline follows the caret and jumps; counts words; full screen covers the page', async ({
    newPage,
  }) => {
    const { page, content } = await openEditor(newPage);
    const filler = Array.from({ length: 60 }, (_, i) => `line ${i}`).join('\n\n');
    await content.fill(`# First\n\n${filler}\n\n## Second\n\nend 世界`);
    // The counts trail the typing a little (deferred).
    await expect.poll(() => page.getByTestId('editor-stats').textContent()).toContain('125 words');
    await page.getByTestId('editor-outline-toggle').click();
    const outline = page.getByTestId('editor-outline');
    const current = () => outline.locator('[aria-current="location"]').textContent();
    await content.press('Control+End');
    await expect.poll(current).toBe('Second');
    await outline.getByRole('link', { name: 'First' }).click();
    await expect.poll(current).toBe('First');
    await page.keyboard.type('Top ');
    expect((await editorText(page)).startsWith('Top # First')).toBe(true);

    await page.getByTestId('editor-fullscreen').click();
    const box = await page.locator('section[data-fullscreen]').boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280 });
    await page.getByTestId('editor-fullscreen').click();
    expect(await page.locator('section[data-fullscreen]').count()).toBe(0);
  });

  test('the share view loads no editor code', async ({ newPage }) => {
    const share = await createPaste({
      content: '# Read me',
      format: 'markdown',
      slug: uniqueSlug('e2e-editorless'),
    });
    const page = await newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request.url());
    });
    await page.goto(`/paste/${share.slug}`);
    await page.getByTestId('paste-content').getByRole('heading', { name: 'Read me' }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    const editorChunks = await codeMirrorChunks();
    expect(editorChunks.length).toBeGreaterThan(0);
    const loaded = scripts.map((url) => new URL(url));
    expect(loaded.filter(isEditorChunk)).toEqual([]);
    expect(loaded.map(fileName).filter((name) => editorChunks.includes(name))).toEqual([]);
  });
});
