/** MarkdownView features: GFM, math, highlighted code with copy, heading ids, link and image policy, mermaid. */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMarkdownRendererForTests } from '../../test/markdownRenderer';
import { renderMermaid } from './loadMermaid';
import { MarkdownView } from './MarkdownView';

vi.mock('./loadMermaid', () => ({ renderMermaid: vi.fn() }));

loadMarkdownRendererForTests(() => vi.mocked(renderMermaid).mockReset());

describe('MarkdownView', () => {
  it('renders GFM tables, task lists, strikethrough and autolinks', () => {
    const source = [
      '| a | b |',
      '|---|:-:|',
      '| 1 | 2 |',
      '',
      '- [x] done',
      '- [ ] todo',
      '',
      '~~gone~~ www.example.com',
    ].join('\n');
    const { container } = render(<MarkdownView source={source} />);
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['a', 'b']);
    expect(container.querySelector('td')?.textContent).toBe('1');
    const boxes = container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    expect([...boxes].map((box) => [box.checked, box.disabled, box.ariaLabel])).toEqual([
      [true, true, 'Done'],
      [false, true, 'To do'],
    ]);
    expect(container.querySelector('del')?.textContent).toBe('gone');
    expect(screen.getByRole('link', { name: 'www.example.com' }).getAttribute('href')).toBe(
      'http://www.example.com',
    );
  });

  it('renders inline and block math with KaTeX', () => {
    const { container } = render(
      <MarkdownView source={'Inline $a^2$ here.\n\n$$\n\\frac{1}{2}\n$$'} />,
    );
    expect(container.querySelectorAll('.katex').length).toBe(2);
    expect(container.querySelector('.katex-display')).not.toBeNull();
    expect(container.querySelector('annotation')?.textContent).toBe('a^2');
  });

  it('highlights fenced code and copies its exact text', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { container } = render(<MarkdownView source={'```js\nconst x = 1;\n```'} />);
    expect(container.querySelector('code.hljs.language-js .hljs-keyword')?.textContent).toBe(
      'const',
    );
    await act(async () => screen.getByRole('button', { name: 'Copy' }).click());
    expect(writeText).toHaveBeenCalledWith('const x = 1;');
  });

  it('leaves unknown languages as plain code', () => {
    const { container } = render(<MarkdownView source={'```nosuchlang\n<b>x</b>\n```'} />);
    expect(container.querySelector('pre code')?.textContent).toBe('<b>x</b>\n');
  });

  it('gives headings unique ids and points in-page links at them', () => {
    const { container } = render(
      <MarkdownView
        source={'# Hello, World!\n\n## Hello, World!\n\n## 你好 世界\n\n[jump](#hello-world)'}
      />,
    );
    expect([...container.querySelectorAll('h1, h2')].map((h) => h.id)).toEqual([
      'user-content-hello-world',
      'user-content-hello-world-1',
      'user-content-你好-世界',
    ]);
    expect(screen.getByRole('link', { name: 'jump' }).getAttribute('href')).toBe(
      '#user-content-hello-world',
    );
  });

  it('opens external links in a new tab without opener or referrer', () => {
    render(
      <MarkdownView source={'[out](https://example.com) [in](/paste/abc) [mail](mailto:a@b.c)'} />,
    );
    const out = screen.getByRole('link', { name: 'out' });
    expect(out.getAttribute('target')).toBe('_blank');
    expect(out.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'in' }).hasAttribute('target')).toBe(false);
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@b.c');
  });

  it('keeps http(s) and relative images, lazily and without referrer', () => {
    const { container } = render(
      <MarkdownView source={'![a](https://x.test/a.png) ![b](/b.png) ![c](ftp://x/c.png)'} />,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      'https://x.test/a.png',
      '/b.png',
      null,
    ]);
    expect(images[0]?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(images[0]?.getAttribute('loading')).toBe('lazy');
  });

  it('links footnotes to their prefixed ids', () => {
    const { container } = render(<MarkdownView source={'Text[^1]\n\n[^1]: Note'} />);
    const ref = container.querySelector('sup a');
    const target = ref?.getAttribute('href')?.slice(1) ?? '';
    expect(target).toMatch(/^user-content-fn-1$/);
    expect(container.querySelector(`[id="${target}"]`)?.textContent).toContain('Note');
  });

  it('draws mermaid blocks as an image, loading mermaid only when one is present', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:diagram', revokeObjectURL: vi.fn() }),
    );
    vi.mocked(renderMermaid).mockResolvedValue({
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      width: 10,
      height: 5,
    });

    const { rerender } = render(<MarkdownView source={'# No diagram\n\n```js\n1\n```'} />);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(renderMermaid).not.toHaveBeenCalled();

    rerender(<MarkdownView source={'```mermaid\ngraph TD; A-->B\n```'} />);
    expect(screen.getByRole('status').textContent).toBe('Drawing diagram…');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(renderMermaid).toHaveBeenCalledWith('graph TD; A-->B', false);
    const img = screen.getByRole('img', { name: 'Mermaid diagram' });
    expect(img.getAttribute('src')).toBe('blob:diagram');
  });

  it('shows why a mermaid diagram failed', async () => {
    vi.useFakeTimers();
    vi.mocked(renderMermaid).mockRejectedValue(new Error('Parse error on line 1'));
    render(<MarkdownView source={'```mermaid\nnot a diagram\n```'} />);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert').textContent).toContain('Parse error on line 1');
  });
});
