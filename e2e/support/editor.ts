/** The share editor (web/src/features/pastes/editor): CodeMirror once its chunk has loaded. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { NewPage } from './fixtures.js';
import { REPO_ROOT } from './server.js';
import { loginAsAdmin } from './ui.js';

/** The CodeMirror editable area, waited for (the textarea shown before it is not it). */
export async function codeEditor(page: Page): Promise<Locator> {
  const content = page.locator('.cm-content[data-testid="paste-editor"]');
  await content.waitFor();
  return content;
}

/** The editor's text as CodeMirror holds it, line by line. */
export function editorText(page: Page): Promise<string> {
  return page
    .locator('.cm-content[data-testid="paste-editor"] .cm-line')
    .evaluateAll((lines) => lines.map((line) => line.textContent ?? '').join('\n'));
}

/** Saves the form and answers the new share's raw text, as the server stored it. */
export async function saveAndReadRaw(page: Page): Promise<string> {
  await page.getByTestId('paste-save').click();
  await page.getByTestId('share-result').waitFor();
  const raw = ((await page.getByTestId('share-raw-link').textContent()) ?? '').trim();
  const res = await fetch(raw);
  return res.text();
}

/** File names of the built chunks holding CodeMirror's core, found by their source maps. */
export async function codeMirrorChunks(): Promise<string[]> {
  const dir = join(REPO_ROOT, 'web/dist/assets');
  const maps = (await readdir(dir)).filter((name) => name.endsWith('.js.map'));
  const found: string[] = [];
  for (const name of maps) {
    const map = JSON.parse(await readFile(join(dir, name), 'utf8')) as { sources: string[] };
    if (map.sources.some((source) => /@codemirror[\\/](view|state)[\\/]/.test(source)))
      found.push(name.replace(/\.map$/, ''));
  }
  return found;
}

/**
 * A new page, logged in as the admin, on the home page once its editor has loaded (`context`:
 * INTERCEPTABLE from fixtures.ts for a test that routes the page's requests).
 */
export async function openEditor(
  newPage: NewPage,
  storage: Record<string, string> = {},
  context: BrowserContextOptions = {},
): Promise<{ page: Page; content: Locator }> {
  const page = await newPage(context);
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await loginAsAdmin(page);
  await page.goto('/');
  return { page, content: await codeEditor(page) };
}
