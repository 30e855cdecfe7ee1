/**
 * Hostile diagram blocks of every language: the page only ever gets an <img> of the drawing (the
 * SVG itself is scrubbed in standaloneSvg.test.ts), or the library's error and the source as text.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMarkdownRendererForTests } from '../../../test/markdownRenderer';
import { MarkdownView } from '../MarkdownView';
import { renderDiagram } from './renderers';

vi.mock('./renderers', () => ({ renderDiagram: vi.fn() }));

loadMarkdownRendererForTests(() => vi.mocked(renderDiagram).mockReset());

const HOSTILE = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
const BLOCKS: [string, string, string][] = [
  ['mermaid', 'mermaid', `graph TD; A["${HOSTILE}"] --> B`],
  ['flow', 'flow', `st=>start: ${HOSTILE}|past:>javascript:alert(3)`],
  ['dot', 'dot', `digraph { a [URL="javascript:alert(3)", label="${HOSTILE}"] }`],
  ['graphviz', 'dot', `digraph { a [label="${HOSTILE}"] }`],
  ['echarts', 'echarts', `{"title":{"text":"${HOSTILE.replace(/"/g, '\\"')}"}}`],
  ['markmap', 'markmap', `# ${HOSTILE}\n## [x](javascript:alert(3))`],
  ['abc', 'abc', `X:1\nT:${HOSTILE}\nK:C\nCDE|`],
];

function fence(language: string, body: string): string {
  return ['```' + language, body, '```'].join('\n');
}

/** Nothing from the block became an element: only our own markup is in the page. */
function expectNoMarkupFromBlock(container: HTMLElement) {
  expect(
    container.querySelector(
      'script, svg:not([aria-hidden="true"]), iframe, [onerror], a[href^="javascript"]',
    ),
  ).toBeNull();
  for (const img of container.querySelectorAll('img'))
    expect(img.getAttribute('src')).toMatch(/^blob:/);
}

describe('diagram blocks', () => {
  it.each(BLOCKS)(
    '```%s is drawn by its renderer as an image only',
    async (language, kind, body) => {
      vi.useFakeTimers();
      vi.stubGlobal(
        'URL',
        Object.assign(URL, { createObjectURL: () => 'blob:diagram', revokeObjectURL: vi.fn() }),
      );
      vi.mocked(renderDiagram).mockResolvedValue({
        svg: `<svg>${HOSTILE}</svg>`,
        width: 10,
        height: 5,
      });
      const { container } = render(<MarkdownView source={fence(language, body)} />);
      expectNoMarkupFromBlock(container);
      await act(async () => vi.advanceTimersByTime(1000));
      expect(renderDiagram).toHaveBeenCalledWith(kind, body, false);
      expect(container.querySelectorAll('img')).toHaveLength(1);
      expectNoMarkupFromBlock(container);
    },
  );

  it.each(BLOCKS)(
    'a failing ```%s shows the error and the source as text',
    async (language, _kind, body) => {
      vi.useFakeTimers();
      vi.mocked(renderDiagram).mockRejectedValue(new Error(`bad input near ${HOSTILE}`));
      const { container } = render(<MarkdownView source={fence(language, body)} />);
      await act(async () => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('alert').textContent).toContain(
        `This diagram could not be drawn:bad input near ${HOSTILE}`,
      );
      expect(container.querySelector('.diagram-failed .code-block code')?.textContent).toBe(body);
      expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
      expectNoMarkupFromBlock(container);
    },
  );
});
