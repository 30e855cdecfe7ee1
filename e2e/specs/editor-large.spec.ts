/**
 * Large documents in the share editor (docs/EDITOR.md, "Large documents"): above 200,000
 * characters Markdown is highlighted line by line and instant render pauses, saying so; back under
 * the margin the full editor returns. The typing latency itself is measured by `npm run bench`
 * (bench/benches/editor.bench.ts), not here.
 */
import { describe, expect } from 'vitest';
import { editorText, openEditor } from '../support/editor.js';
import { test } from '../support/fixtures.js';

/** About 250,000 characters of sections with headings, emphasis and code. */
function largeMarkdown(): string {
  let text = '# Large document\n\n';
  for (let i = 0; text.length < 250_000; i++)
    text += `## Section ${i}\n\nSome **bold** text and \`code\`.\n\n\`\`\`js\nconst x = ${i};\n\`\`\`\n\n`;
  return text;
}

describe('a large document in the editor', () => {
  test('pauses instant render with a note, keeps highlighting, and resumes when it is small again', async ({
    newPage,
  }) => {
    const { page, content } = await openEditor(newPage);
    await page.getByTestId('editor-mode-live').click();
    const host = page.getByTestId('code-editor');
    await content.fill('# Small\n\nline');
    await page.locator('[data-testid="code-editor"][data-style="live"]').waitFor();

    await page.getByTestId('editor-file-input').setInputFiles({
      name: 'large.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from(largeMarkdown()),
    });
    // The editor has text: the import asks whether to replace it.
    await page.getByRole('dialog').getByRole('button', { name: 'Replace', exact: true }).click();
    const note = page.getByTestId('editor-live-paused');
    await note.waitFor();
    expect(await note.textContent()).toBe(
      'Instant render pauses for documents over 200,000 characters: the source is shown',
    );
    expect(await host.getAttribute('data-style')).toBe('source');
    // The source shows its marks (instant render would hide "# "), and headings stay bold.
    expect((await editorText(page)).startsWith('# Large document\n\n## Section 0')).toBe(true);
    const heading = page.locator('.cm-line', { hasText: 'Section 0' }).locator('span').first();
    expect(await heading.evaluate((span) => getComputedStyle(span).fontWeight)).toBe('700');

    // Typing stays in the document, and cutting it back to a small one brings instant render back.
    await content.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('typed at the end');
    await expect.poll(() => editorText(page)).toMatch(/typed at the end$/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('short again');
    await note.waitFor({ state: 'detached' });
    await page.locator('[data-testid="code-editor"][data-style="live"]').waitFor();
  });
});
