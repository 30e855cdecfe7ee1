/**
 * A share made of script-injection payloads (raw HTML, javascript: links, SVG, MathML mutation,
 * every diagram language, KaTeX) is shown without running any of them, whatever the visitor clicks.
 */
// Page functions below run in the browser, so this file also needs the DOM types.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { createPaste, uniqueSlug } from '../support/pastes.js';

const PAYLOADS = [
  '# XSS probe',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '[click](javascript:window.__xss=3)',
  '<a href="javascript:window.__xss=4">a</a>',
  '<svg><script>window.__xss=5</script></svg>',
  '<svg onload="window.__xss=6"></svg>',
  '<iframe src="javascript:window.top.__xss=7"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=8</script>"></iframe>',
  '<object data="javascript:window.__xss=9"></object>',
  '<details open ontoggle="window.__xss=10"><summary>toggle</summary>body</details>',
  '<form action="javascript:window.__xss=12"><button>go</button></form>',
  // Mermaid rejects this `call` (not a callback) and shows an error: that path must stay inert too.
  ['```mermaid', 'graph TD', '  A[start] --> B[end]', '  click A call window.__xss=13', '```'].join(
    '\n',
  ),
  // A diagram Mermaid does draw: an HTML label with onerror, a callback and a javascript: link.
  [
    '```mermaid',
    'graph TD',
    '  C[one] --> D["<img src=x onerror=\'window.__xss=15\'>label"]',
    '  click C call eval("window.__xss=13")',
    '  click D href "javascript:window.__xss=16"',
    '```',
  ].join('\n'),
  // flowchart.js: HTML in a label, javascript: links on nodes.
  [
    '```flow',
    'st=>start: <img src=x onerror="window.__xss=20">|past:>javascript:window.__xss=21',
    'op=>operation: go:>javascript:window.__xss=22[blank]',
    'st->op',
    '```',
  ].join('\n'),
  // Graphviz: a javascript: URL, script in a label, an HTML-like label.
  [
    '```dot',
    'digraph { a [URL="javascript:window.__xss=23", label="<script>window.__xss=24</script>"];',
    '  b [label=<<b>bold</b>>, href="javascript:window.__xss=32"]; a -> b }',
    '```',
  ].join('\n'),
  // ECharts: a function in a formatter (refused), HTML in titles, tooltips and rich text (cut).
  [
    '```echarts',
    '{"series":[{"type":"bar","data":[1],"label":{"formatter":"function(){window.__xss=27}"}}]}',
    '```',
  ].join('\n'),
  [
    '```echarts',
    '{"title":{"text":"<img src=x onerror=\\"window.__xss=25\\">T"},"tooltip":{"formatter":"<img src=x onerror=window.__xss=26>"},',
    ' "xAxis":{"data":["<svg onload=window.__xss=33>"]},"yAxis":{},',
    ' "series":[{"type":"bar","data":[1],"label":{"show":true,"formatter":"{r|<b onmouseover=window.__xss=34>x</b>}","rich":{"r":{}}}}]}',
    '```',
  ].join('\n'),
  // markmap: its labels are HTML to markmap-view; these must stay text.
  [
    '```markmap',
    '# <img src=x onerror="window.__xss=28">root',
    '## <script>window.__xss=29</script>',
    '## [link](javascript:window.__xss=30)',
    '## <iframe srcdoc="<script>parent.__xss=35</script>"></iframe>',
    '```',
  ].join('\n'),
  // ABC: markup in the title and words.
  [
    '```abc',
    'X:1',
    'T:<img src=x onerror="window.__xss=31">',
    'K:C',
    'CDE|',
    'w:<script>window.__xss=36</script>',
    '```',
  ].join('\n'),
  '$\\href{javascript:window.__xss=14}{x}$',
  '$$\\href{javascript:window.__xss=17}{y}$$',
  // Last: its unclosed tags must not swallow the payloads above when parsed as HTML.
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=11">',
].join('\n\n');

/** Every attribute inside the share that could run code: event handlers and script URLs. */
function dangerousAttributes(page: Page): Promise<string[]> {
  return page.getByTestId('paste-content').evaluate((root) => {
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      for (const name of element.getAttributeNames()) {
        // Browsers ignore whitespace and control characters inside a URL scheme.
        const value = [...(element.getAttribute(name) ?? '')]
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (
          name.toLowerCase().startsWith('on') ||
          /^(javascript:|vbscript:|data:text\/html)/.test(value)
        )
          found.push(`<${element.tagName.toLowerCase()} ${name}="${element.getAttribute(name)}">`);
      }
    }
    return found;
  });
}

/**
 * Clicks every link, button, summary and Mermaid node in the share. Links that would leave the
 * page have their navigation cancelled: their hrefs were checked for script URLs before this runs.
 */
function clickEverything(page: Page): Promise<number> {
  return page.getByTestId('paste-content').evaluate((root) => {
    root.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a');
        const href = link?.getAttribute('href') ?? link?.getAttribute('xlink:href') ?? '';
        if (link && !href.startsWith('#')) event.preventDefault();
      },
      true,
    );
    const targets = root.querySelectorAll(
      'a, button, summary, input, img, svg *, [role="button"], .clickable, .katex *',
    );
    for (const target of targets)
      target.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, view: window }),
      );
    return targets.length;
  });
}

describe('script injection in a Markdown share', () => {
  test('no payload runs, and none survives as an element or attribute', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const share = await createPaste({
      content: PAYLOADS,
      format: 'markdown',
      slug: uniqueSlug('e2e-xss'),
    });

    await page.goto(`/paste/${share.slug}`);
    const content = page.getByTestId('paste-content');
    await content.getByRole('heading', { name: 'XSS probe' }).waitFor();
    // Diagrams and KaTeX render after the text: wait until every diagram is drawn or refused.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.markdown-diagram img, .markdown-diagram [role=alert]').length >=
        7,
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1_000);

    // The drawable diagram was drawn (inline or as an image), so Mermaid's output is under test.
    expect(
      await content.locator('svg, img[src^="blob:"], img[src^="data:image/svg"]').count(),
    ).toBeGreaterThan(0);
    expect(await dangerousAttributes(page)).toEqual([]);
    const hrefs = await content
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);

    const clicked = await clickEverything(page);
    expect(clicked).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);

    expect(await page.evaluate(() => typeof (window as { __xss?: unknown }).__xss)).toBe(
      'undefined',
    );
    expect(
      await content.locator('iframe, object, embed, script, frame, frameset, form').count(),
    ).toBe(0);
    expect(await dangerousAttributes(page)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(`/paste/${share.slug}`);
    expect(dialogs).toEqual([]);
    // The hidden boxes some libraries draw in are gone, and no diagram markup stayed in the page.
    expect(await page.locator('body > div[aria-hidden="true"] svg').count()).toBe(0);
  });
});
