/** The worker's element tree: React's props, and what a code block tells CodeBlock. */
import { describe, expect, it } from 'vitest';
import { hastToTree } from './hastToTree';
import type { MarkdownElement, MarkdownNode } from './markdownTree';

const elements = (node: MarkdownNode): MarkdownElement[] =>
  [node]
    .flat()
    .filter((child): child is MarkdownElement => typeof child === 'object' && child !== null)
    .flatMap((element) => [element, ...elements(element.props.children)]);

describe('hastToTree', () => {
  it("gives props React's names and a code block its text and language, and no hast", () => {
    const tree = hastToTree({
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'label',
          properties: { htmlFor: ['x'], className: ['a', 'b'] },
          children: [{ type: 'text', value: 'Name' }],
        },
        {
          type: 'element',
          tagName: 'pre',
          properties: {},
          children: [
            {
              type: 'element',
              tagName: 'code',
              properties: { className: ['language-mermaid'] },
              children: [{ type: 'text', value: 'graph TD\n  A-->B\n' }],
            },
          ],
        },
      ],
    });
    const [label, pre, code] = elements(tree).slice(1);
    expect(label).toMatchObject({ type: 'label', props: { htmlFor: 'x', className: 'a b' } });
    expect(pre?.type).toBe('pre');
    expect(pre?.props.code).toEqual({ text: 'graph TD\n  A-->B', diagram: 'mermaid' });
    expect(code?.props.className).toBe('language-mermaid');
    expect(JSON.stringify(tree)).not.toContain('"node"');
  });

  it('gives a pre without code no code', () => {
    const tree = hastToTree({
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'pre',
          properties: {},
          children: [{ type: 'text', value: 'x' }],
        },
      ],
    });
    expect(elements(tree)[1]?.props.code).toBeUndefined();
  });
});
