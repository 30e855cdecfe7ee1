import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { Packer } from 'docx';
import { docxDocument } from './documentDocx';
import { planPng, MAX_AREA, MAX_SIDE } from './documentPng';
import { exportFilename } from './exportTarget';
import { lightWhilePrinting } from './printTheme';
import { standaloneHtml } from './standaloneHtml';

function rendered(html: string): HTMLElement {
  const body = document.createElement('div');
  body.className = 'markdown-body';
  body.innerHTML = html;
  return body;
}

const SAMPLE = rendered(`
  <h1>Report</h1>
  <p>Some <strong>bold</strong>, <em>italic</em>, <code>code</code> and <a href="https://example.com/x">a link</a>.</p>
  <ul><li>one<ul><li>nested</li></ul></li><li>two</li></ul>
  <ol><li>first</li></ol>
  <table><thead><tr><th>Name</th><th align="right">Qty</th></tr></thead>
    <tbody><tr><td>Apples</td><td align="right">3</td></tr></tbody></table>
  <pre><code>const x = 1;\nreturn x;</code></pre>
  <blockquote><p>Quoted words</p></blockquote>
  <p><img src="https://example.com/cat.png" alt="cat"></p>
  <button>Copy</button>
`);

describe('export file names', () => {
  it('come from the title, made safe, or else from the slug', () => {
    expect(exportFilename({ title: 'Q3: plan / draft', slug: 's' }, 'pdf')).toBe(
      'Q3_ plan _ draft.pdf',
    );
    expect(exportFilename({ title: '会议记录', slug: 's' }, 'docx')).toBe('会议记录.docx');
    expect(exportFilename({ title: null, slug: 'my-notes' }, 'png')).toBe('my-notes.png');
    expect(exportFilename({ title: ' .. ', slug: 'my-notes' }, 'html')).toBe('my-notes.html');
  });
});

describe('the PNG plan', () => {
  it('draws a short document at twice the scale in one image', () => {
    expect(planPng(800, 3000)).toEqual({ scale: 2, slices: [3000] });
  });

  it('lowers the scale for a long document, then cuts one too long into images within the limits', () => {
    const long = planPng(800, 9000);
    expect(long.scale).toBeLessThan(2);
    expect(long.slices).toEqual([9000]);
    const huge = planPng(800, 100_000);
    expect(huge.scale).toBe(1);
    expect(huge.slices.reduce((sum, slice) => sum + slice, 0)).toBe(100_000);
    for (const slice of huge.slices) {
      expect(slice * huge.scale).toBeLessThanOrEqual(MAX_SIDE);
      expect(slice * 800 * huge.scale ** 2).toBeLessThanOrEqual(MAX_AREA);
    }
  });
});

describe('the standalone HTML', () => {
  it('holds the document and its styles, runs no script and drops our buttons', async () => {
    const html = await standaloneHtml(
      SAMPLE,
      'Report <1>',
      'en-US',
      '.markdown-body h1 { color: red }',
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.title).toBe('Report <1>');
    expect(page.querySelector('h1')?.textContent).toBe('Report');
    expect(page.querySelector('style')?.textContent).toContain('.markdown-body h1 { color: red }');
    expect(
      page.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toContain("default-src 'none'");
    expect(page.querySelector('button')).toBeNull();
    expect(page.querySelector('img')?.getAttribute('src')).toBe('https://example.com/cat.png');
  });

  it('cannot be closed early by a stylesheet', async () => {
    const html = await standaloneHtml(
      SAMPLE,
      'x',
      'en-US',
      'a{} </style><script>alert(1)</script>',
    );
    expect(new DOMParser().parseFromString(html, 'text/html').querySelector('script')).toBeNull();
  });
});

describe('the Word document', () => {
  it('has the headings, runs, lists, table, code and links of the rendered document', async () => {
    const zip = await Packer.toArrayBuffer(docxDocument(SAMPLE, 'Report'));
    const files = unzipSync(new Uint8Array(zip));
    const xml = strFromU8(files['word/document.xml']!);
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(xml).toMatch(/<w:b\/>.*bold/s);
    expect(xml).toContain('<w:tbl>');
    for (const word of [
      'Report',
      'Name',
      'Apples',
      'nested',
      'const x = 1;',
      'return x;',
      'Quoted words',
      '[cat]',
    ])
      expect(xml).toContain(word);
    expect(xml).toContain('w:ascii="Consolas"');
    expect(xml).not.toContain('Copy');
    const rels = strFromU8(files['word/_rels/document.xml.rels']!);
    expect(rels).toContain('https://example.com/x');
    expect(rels).toContain('https://example.com/cat.png');
    // The nested item is a level deeper than its parent.
    expect(xml).toMatch(/<w:ilvl w:val="1"\/>/);
  });
});

describe('printing', () => {
  it('lifts a dark theme while the page prints and restores it after', () => {
    const root = document.documentElement;
    root.classList.add('dark');
    const stop = lightWhilePrinting();
    window.dispatchEvent(new Event('beforeprint'));
    expect(root.classList.contains('dark')).toBe(false);
    window.dispatchEvent(new Event('afterprint'));
    expect(root.classList.contains('dark')).toBe(true);
    stop();
    window.dispatchEvent(new Event('beforeprint'));
    expect(root.classList.contains('dark')).toBe(true);
    root.classList.remove('dark');
  });

  it('leaves a light theme light', () => {
    const stop = lightWhilePrinting();
    window.dispatchEvent(new Event('beforeprint'));
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    stop();
  });
});
