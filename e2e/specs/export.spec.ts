/**
 * Exporting a share from its view (docs/MARKDOWN.md, "Export"): a standalone HTML page, a PDF by
 * the browser's print, a PNG of the rendered document and a Word document, each downloaded (or
 * printed) and opened here to check it holds the document.
 */
// Page functions below run in the browser, so this file also needs the DOM types.
/// <reference lib="dom" />
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import yauzl from 'yauzl';
import { test } from '../support/fixtures.js';
import { createPaste, uniqueSlug } from '../support/pastes.js';
import { ensurePdfTools, pdfText } from '../support/pdf-tools.js';
import { pngSize } from '../support/png.js';

const CODE = Array.from({ length: 30 }, (_, i) => `line_${i} = compute(${i})`).join('\n');
const FILLER = Array.from(
  { length: 8 },
  (_, i) => `Filler paragraph ${i} about quarterly results.`,
);
const DOCUMENT = [
  '# Quarterly Report',
  'Revenue grew **strongly** with *careful* spending and `inline code`.',
  '## Figures',
  '| Region | Sales |\n| --- | ---: |\n| North | 120 |\n| South | 95 |',
  '- apples\n  - green apples\n- pears',
  '> A quoted remark.',
  '$$\nE = mc^2\n$$',
  ...FILLER,
  '```python\n' + CODE + '\n```',
  '## Closing words',
  '中文内容也能导出。',
].join('\n\n');

async function openShare(page: Page, title = 'Quarterly Report'): Promise<string> {
  const slug = uniqueSlug('e2e-export');
  await createPaste({ content: DOCUMENT, format: 'markdown', slug, ...(title ? { title } : {}) });
  await page.goto(`/paste/${slug}`);
  await page.getByTestId('paste-content').getByRole('heading', { name: 'Closing words' }).waitFor();
  return slug;
}

async function exportAs(page: Page, format: string) {
  await page.getByTestId('export-menu').click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: format }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

function zipEntry(zip: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no zip'));
      file.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return file.readEntry();
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      file.on('end', () => reject(new Error(`${name} is not in the zip`)));
      file.readEntry();
    });
  });
}

describe('exporting a share', () => {
  beforeAll(() => ensurePdfTools());

  test('as a standalone HTML page with its styles and no script', async ({ page }) => {
    await openShare(page);
    const html = await exportAs(page, 'HTML page');
    expect(html.name).toBe('Quarterly Report.html');
    const text = html.bytes.toString('utf8');
    expect(text).toMatch(/<h1[^>]*>.*Quarterly Report/s);
    expect(text).toMatch(/<h2[^>]*>.*Figures/s);
    expect(text).toContain('.markdown-body');
    expect(text).not.toMatch(/<script/i);
    // Math keeps KaTeX's markup and its stylesheet.
    expect(text).toContain('class="katex');
    expect(text).toMatch(/\.katex\s*\{/);

    // Opened on its own, offline, it shows the document.
    const offline = await page.context().newPage();
    await offline.setContent(text);
    expect(await offline.getByRole('heading', { name: 'Closing words' }).isVisible()).toBe(true);
    expect(await offline.locator('td', { hasText: 'North' }).count()).toBe(1);
    if (process.env.EXPORT_SHOTS)
      await offline.screenshot({
        path: join(process.env.EXPORT_SHOTS, 'export-html.png'),
        fullPage: true,
      });
  });

  test('as a PDF: the action prints, and the print holds the words as text', async ({ page }) => {
    await openShare(page);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByTestId('export-menu').click();
    await page.getByRole('menuitem', { name: 'PDF (print)' }).click();
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('export-menu').isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const dir = await mkdtemp(join(tmpdir(), 'export-pdf-'));
    await writeFile(join(dir, 'share.pdf'), pdf);
    const text = pdfText(join(dir, 'share.pdf'));
    for (const words of [
      'Quarterly Report',
      'Revenue grew',
      'North',
      'line_29 = compute(29)',
      'Closing words',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Copy as');
    if (process.env.EXPORT_SHOTS)
      await writeFile(join(process.env.EXPORT_SHOTS, 'export.pdf'), pdf);
  });

  test('as a PNG of the rendered document, twice its width', async ({ page }) => {
    await openShare(page);
    const width = await page
      .locator('[data-testid="paste-content"] .markdown-body')
      .evaluate((body) => Math.ceil(body.scrollWidth));
    const png = await exportAs(page, 'PNG image');
    expect(png.name).toBe('Quarterly Report.png');
    const size = pngSize(png.bytes);
    expect(size?.width).toBe(width * 2);
    expect(size?.height).toBeGreaterThan(1000);
    if (process.env.EXPORT_SHOTS)
      await writeFile(join(process.env.EXPORT_SHOTS, 'export.png'), png.bytes);
  });

  test('as PNG slices within canvas limits when the document is very long', async ({ page }) => {
    const slug = uniqueSlug('e2e-export-long');
    const lines = Array.from({ length: 500 }, (_, i) => `Line ${i} of a very long document.`);
    await createPaste({ content: lines.join('\n\n'), format: 'markdown', slug });
    await page.goto(`/paste/${slug}`);
    const body = page.locator('[data-testid="paste-content"] .markdown-body');
    await body.getByText('Line 499 of').waitFor();
    const size = await body.evaluate((element) => ({
      width: Math.ceil(element.scrollWidth),
      height: Math.ceil(element.scrollHeight),
    }));
    expect(size.height).toBeGreaterThan(16_000);

    const downloads: Promise<Download>[] = [];
    page.on('download', (file) => downloads.push(Promise.resolve(file)));
    await page.getByTestId('export-menu').click();
    const first = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('menuitem', { name: 'PNG image' }).click();
    await first;
    // At scale 1, a slice is at most 16,000 pixels high and 16 million in all (documentPng.ts).
    const slice = Math.floor(Math.min(16_000, 16_000_000 / size.width));
    const expected = Math.ceil(size.height / slice);
    await expect.poll(() => downloads.length, { timeout: 60_000 }).toBe(expected);
    let total = 0;
    for (const [index, download] of downloads.entries()) {
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${slug}.${index + 1}.png`);
      const bytes = await readFile((await file.path())!);
      expect(bytes.readUInt32BE(16)).toBe(size.width);
      total += bytes.readUInt32BE(20);
      if (process.env.EXPORT_SHOTS)
        await writeFile(join(process.env.EXPORT_SHOTS, `slice-${index + 1}.png`), bytes);
    }
    expect(total).toBe(size.height);
  });

  test('as a Word document with the headings and a table, named by slug without a title', async ({
    page,
  }) => {
    const slug = await openShare(page, '');
    const docx = await exportAs(page, 'Word document');
    expect(docx.name).toBe(`${slug}.docx`);
    const xml = await zipEntry(docx.bytes, 'word/document.xml');
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(xml).toContain('<w:pStyle w:val="Heading2"/>');
    for (const words of [
      'Quarterly Report',
      'Figures',
      'green apples',
      'line_29 = compute(29)',
      'E = mc^2',
    ])
      expect(xml).toContain(words);
    expect(xml).toMatch(/<w:tbl>.*North.*120.*<\/w:tbl>/s);
  });

  test('from the keyboard, in Chinese', async ({ newPage }) => {
    const page = await newPage({ locale: 'zh-CN' });
    await openShare(page);
    const button = page.getByTestId('export-menu');
    expect(await button.textContent()).toBe('导出');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'HTML 网页',
      'PDF（打印）',
      'PNG 图片',
      'Word 文档',
    ]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  });
});
