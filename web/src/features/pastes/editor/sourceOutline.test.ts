/** The editor's outline from Markdown source: headings, not code; the caret's heading. */
import { describe, expect, it } from 'vitest';
import { headingAt, offsetOf, sourceOutline } from './sourceOutline';

const TEXT = '# One\n\ntext\n\n```\n# not a heading\n```\n\n## Two ##\n#no space';

describe('sourceOutline', () => {
  it('lists ATX headings with their offsets, skipping fenced code', () => {
    const entries = sourceOutline(TEXT);
    expect(entries.map((e) => [e.text, e.depth])).toEqual([
      ['One', 1],
      ['Two', 2],
    ]);
    expect(TEXT.slice(offsetOf(entries[1]!.id)).startsWith('## Two')).toBe(true);
  });

  it('names the heading the caret is under', () => {
    const entries = sourceOutline(TEXT);
    expect(headingAt(entries, 0)).toBe(entries[0]!.id);
    expect(headingAt(entries, TEXT.length)).toBe(entries[1]!.id);
    expect(headingAt(sourceOutline('intro\n# Later'), 2)).toBeUndefined();
  });
});
