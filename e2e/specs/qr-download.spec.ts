/**
 * A share's QR code downloaded from the browser: the PNG is a real image of the code at print
 * size (the canvas painting jsdom cannot do), the SVG a standalone document; both named by slug.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { createPaste, uniqueSlug } from '../support/pastes.js';
import { pngSize } from '../support/png.js';

async function download(page: Page, testId: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog').getByTestId(testId).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

describe('QR code downloads', () => {
  test("a share's QR code downloads as a PNG and an SVG named after its slug", async ({ page }) => {
    const share = await createPaste({
      content: 'scan me',
      format: 'text',
      slug: uniqueSlug('e2e-qr'),
    });
    await page.goto(`/paste/${share.slug}`);
    await page.getByTestId('paste-qr').click();
    await page.getByRole('dialog').getByRole('img').waitFor();

    const png = await download(page, 'qr-download-png');
    expect(png.name).toBe(`cloudpaste-${share.slug}.png`);
    expect(pngSize(png.bytes)).toEqual({ width: 512, height: 512 });

    const svg = await download(page, 'qr-download-svg');
    expect(svg.name).toBe(`cloudpaste-${share.slug}.svg`);
    const text = svg.bytes.toString('utf8');
    expect(text).toMatch(/^<\?xml[^>]*>\s*<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(text).toContain('<path');
  });
});
