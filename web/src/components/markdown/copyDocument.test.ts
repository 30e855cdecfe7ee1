import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyRich, sourceCopy } from './copyDocument';
import { renderedCopy } from './renderedCopy';

afterEach(() => vi.unstubAllGlobals());

/** jsdom's Blob has no text(). */
async function blobText(blob: Promise<Blob>): Promise<string> {
  const reader = new FileReader();
  const read = new Promise<string>((resolve) => {
    reader.onload = () => resolve(String(reader.result));
  });
  reader.readAsText(await blob);
  return read;
}

function body(html: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'markdown-body';
  element.innerHTML = html;
  return element;
}

describe('copying a rendered document', () => {
  it('copies the document without our buttons, with visible table cells', async () => {
    const copy = await renderedCopy(
      body(
        '<h1 id="user-content-t">Title</h1><div class="code-block"><pre><code>x = 1</code></pre><button>Copy</button></div>' +
          '<table><tr><th>a</th></tr><tr><td>1</td></tr></table>',
      ),
    );
    expect(copy.html).toContain('<h1 id="user-content-t">Title</h1>');
    expect(copy.html).not.toContain('<button');
    expect(copy.html).toContain('<td style="border:1px solid #d0d7de;padding:4px 8px">1</td>');
    expect(copy.text).toContain('Title');
    expect(copy.text).not.toContain('Copy');
  });

  it('puts a diagram in the copy as its SVG, not as this page’s blob: link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    );
    const copy = await renderedCopy(body('<p><img src="blob:http://x/1" alt="Diagram"></p>'));
    expect(copy.html).toContain('src="data:image/svg+xml;charset=utf-8,%3Csvg');
    expect(copy.html).not.toContain('blob:');
  });

  it('shows source as a preformatted block, escaped', () => {
    expect(sourceCopy('<b>&"')).toEqual({
      html: '<pre>&#60;b&#62;&#38;&#34;</pre>',
      text: '<b>&"',
    });
  });
});

describe('copyRich', () => {
  it('writes one clipboard item with HTML and plain text', async () => {
    const write = vi.fn().mockResolvedValue(undefined);
    const items: Record<string, Promise<Blob>>[] = [];
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(parts: Record<string, Promise<Blob>>) {
          items.push(parts);
        }
      },
    );
    vi.stubGlobal('navigator', { clipboard: { write } });
    expect(await copyRich(Promise.resolve({ html: '<b>x</b>', text: 'x' }))).toBe(true);
    expect(write).toHaveBeenCalledOnce();
    const parts = items[0]!;
    expect(Object.keys(parts)).toEqual(['text/html', 'text/plain']);
    expect(await blobText(parts['text/html']!)).toBe('<b>x</b>');
    expect(await blobText(parts['text/plain']!)).toBe('x');
  });

  it('falls back to the plain text where rich copies are refused', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('ClipboardItem', class {});
    vi.stubGlobal('navigator', {
      clipboard: { write: vi.fn().mockRejectedValue(new Error('denied')), writeText },
    });
    expect(await copyRich(Promise.resolve({ html: '<b>x</b>', text: 'x' }))).toBe(true);
    expect(writeText).toHaveBeenCalledWith('x');
  });
});
