/** textLabels: a mind map's labels reach markmap-view (which writes them as HTML) as text only. */
import { describe, expect, it } from 'vitest';
import { textLabels } from './renderMarkmap';

describe('markmap labels', () => {
  it('keeps only the text of every label, escaped, at every depth', () => {
    const tree = textLabels({
      content: '<img src=x onerror="alert(1)">Root &amp; <b>more</b>',
      children: [
        {
          content: '<a href="javascript:alert(2)">link</a>',
          children: [{ content: '&lt;script&gt;alert(3)&lt;/script&gt;', children: [] }],
        },
      ],
    });
    expect(tree.content).toBe('Root &amp; more');
    expect(tree.children[0]?.content).toBe('link');
    expect(tree.children[0]?.children[0]?.content).toBe('&lt;script&gt;alert(3)&lt;/script&gt;');
    // What markmap-view will do with it: innerHTML must make no element.
    const probe = document.createElement('div');
    probe.innerHTML = tree.children[0]!.children[0]!.content;
    expect(probe.children).toHaveLength(0);
  });
});
