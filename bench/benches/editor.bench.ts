/**
 * The share editor with large documents (issue 30, docs/EDITOR.md), in the system Chromium:
 * - typing into a 1 MB Markdown document: per keystroke, from keydown to the frame after it
 *   (a requestAnimationFrame then a task), sampled in the page;
 * - a 9.5 MB plain text: import through the editor's file input until CodeMirror shows its last
 *   line once scrolled there, then scrolling through it (the time of each scroll step's frame).
 */
import { performance } from 'node:perf_hooks';
import type { Page as BrowserPage } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser.js';
import { latencyFigures } from '../support/measure.js';
import type { Bench, Measurement } from '../support/types.js';

/** What the functions run in the page use of it (this package is typed without the DOM). */
interface PageWindow {
  document: { addEventListener(type: string, listener: () => void, capture: boolean): void };
  requestAnimationFrame(callback: () => void): number;
  __samples: number[];
}
interface Scroller {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

const KEYSTROKES = 120;
const SCROLL_STEPS = 60;

function markdown(bytes: number): string {
  const section = (i: number) =>
    `## Section ${i}\n\nSome **bold** text, *emphasis*, \`code\` and a [link](https://example.com/${i}).\n\n- item one\n- item two\n\n\`\`\`js\nconst x = ${i};\n\`\`\`\n\n`;
  let text = '# Large document\n\n';
  for (let i = 0; text.length < bytes; i++) text += section(i);
  return text;
}

function plain(bytes: number): string {
  const line = 'The quick brown fox jumps over the lazy dog, line ';
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const next = `${line}${i}`;
    lines.push(next);
    size += next.length + 1;
  }
  return lines.join('\n');
}

/** Keydown-to-next-frame times of KEYSTROKES keys typed at a fast typist's pace. */
async function typingLatency(page: BrowserPage, name: string): Promise<Measurement> {
  await page.evaluate(() => {
    const page = globalThis as unknown as PageWindow;
    const samples: number[] = [];
    page.__samples = samples;
    page.document.addEventListener(
      'keydown',
      () => {
        const start = performance.now();
        page.requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - start)));
      },
      true,
    );
  });
  // A fast typist's pace: about ten keys a second.
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.type(i % 20 === 19 ? ' ' : 'a');
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(200);
  const typing = await page.evaluate(() => (globalThis as unknown as PageWindow).__samples);
  return {
    name,
    figures: latencyFigures(typing),
    note: `${typing.length} keystrokes 100 ms apart at the end of the document, keydown to next frame`,
  };
}

export const editorBench: Bench = {
  name: 'editor',
  async run(context) {
    const browser = await launchBrowser();
    const results: Measurement[] = [];
    try {
      const page = await (
        await browser.newContext({ viewport: { width: 1280, height: 900 } })
      ).newPage();
      await page.goto(`${context.url}/`);
      const content = page.locator('.cm-content[data-testid="paste-editor"]');
      await content.waitFor();
      const input = page.getByTestId('editor-file-input');

      await input.setInputFiles({
        name: 'large.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from(markdown(1_000_000)),
      });
      await page.locator('.cm-line', { hasText: 'Large document' }).waitFor();
      await content.click();
      await page.keyboard.press('Control+End');
      results.push(await typingLatency(page, 'typing in 1 MB Markdown'));
      // The same text as plain text: what the Markdown language costs per key.
      await page.getByTestId('format-text').click();
      await content.click();
      await page.keyboard.press('Control+End');
      results.push(await typingLatency(page, 'typing in 1 MB plain text'));

      const opener = await (
        await browser.newContext({ viewport: { width: 1280, height: 900 } })
      ).newPage();
      await opener.goto(`${context.url}/`);
      await opener.locator('.cm-content[data-testid="paste-editor"]').waitFor();
      const text = plain(9_500_000);
      const started = performance.now();
      await opener
        .getByTestId('editor-file-input')
        .setInputFiles({ name: 'large.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
      await opener
        .locator('.cm-line', { hasText: /line 0$/ })
        .first()
        .waitFor({ timeout: 120_000 });
      const opened = performance.now() - started;
      const steps = await opener.evaluate(async (count) => {
        const page = globalThis as unknown as PageWindow & {
          document: { querySelector(selector: string): Scroller };
        };
        const scroller = page.document.querySelector('.cm-scroller');
        const times: number[] = [];
        for (let i = 1; i <= count; i++) {
          const start = performance.now();
          scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * (i / count);
          await new Promise((resolve) => page.requestAnimationFrame(() => setTimeout(resolve)));
          times.push(performance.now() - start);
        }
        return times;
      }, SCROLL_STEPS);
      results.push({
        name: 'open 9.5 MB plain text',
        figures: [{ label: 'open', value: opened, unit: 'ms' }],
        note: 'file input to the first line shown in CodeMirror',
      });
      results.push({
        name: 'scroll 9.5 MB plain text',
        figures: latencyFigures(steps),
        note: `${steps.length} jumps from top to bottom, each to its next frame`,
      });
    } finally {
      await browser.close();
    }
    return results;
  },
};
