import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { highlightTree, tagHighlighter, tags } from '@lezer/highlight';
import { describe, expect, it } from 'vitest';
import { largeMarkdown } from './largeMarkdown';

/** The tags the editor's theme styles, by name. */
const NAMED = [
  'heading',
  'strong',
  'emphasis',
  'strikethrough',
  'monospace',
  'link',
  'url',
  'quote',
  'contentSeparator',
  'processingInstruction',
] as const;
const highlighter = tagHighlighter(
  NAMED.map((name) => ({ tag: tags[name], class: `tok-${name}` })),
);

/** Each highlighted piece of the text with its class (tok-heading, tok-strong...). */
function highlighted(doc: string): [string, string][] {
  const state = EditorState.create({ doc, extensions: [largeMarkdown] });
  const tree = ensureSyntaxTree(state, doc.length, 5_000)!;
  const pieces: [string, string][] = [];
  highlightTree(tree, highlighter, (from, to, classes) =>
    pieces.push([doc.slice(from, to), classes]),
  );
  return pieces;
}

describe('largeMarkdown', () => {
  it('marks headings, emphasis, strong, strikethrough, code, links and addresses', () => {
    const pieces = highlighted(
      '# Title\n\nSome **bold**, *soft*, _also_, ~~gone~~, `code`, [a link](https://x.test/a) ' +
        '![img](p.png) and https://y.test/b.\n',
    );
    expect(pieces).toEqual([
      ['# Title', 'tok-heading'],
      ['**bold**', 'tok-strong'],
      ['*soft*', 'tok-emphasis'],
      ['_also_', 'tok-emphasis'],
      ['~~gone~~', 'tok-strikethrough'],
      ['`code`', 'tok-monospace'],
      ['[a link](https://x.test/a)', 'tok-link'],
      ['![img](p.png)', 'tok-link'],
      ['https://y.test/b.', 'tok-url'],
    ]);
  });

  it('keeps a fenced block as code, blank lines and heading-like lines included', () => {
    const pieces = highlighted('```js\n# not a heading\n\n**not bold**\n```\n# Heading\n');
    expect(pieces).toEqual([
      ['```js', 'tok-processingInstruction'],
      ['# not a heading', 'tok-monospace'],
      ['**not bold**', 'tok-monospace'],
      ['```', 'tok-processingInstruction'],
      ['# Heading', 'tok-heading'],
    ]);
  });

  it('closes a fence only with the same character, at least as long', () => {
    const pieces = highlighted('````\n~~~\n```\n````\ntext *em*\n');
    expect(pieces.map(([text, style]) => `${style}:${text}`)).toEqual([
      'tok-processingInstruction:````',
      'tok-monospace:~~~',
      'tok-monospace:```',
      'tok-processingInstruction:````',
      'tok-emphasis:*em*',
    ]);
  });

  it('marks quotes, list markers, task boxes and rules', () => {
    const pieces = highlighted('> quoted *text*\n- item\n1. first\n- [x] done\n\n---\n');
    expect(pieces).toEqual([
      ['> quoted *text*', 'tok-quote'],
      ['- ', 'tok-processingInstruction'],
      ['1. ', 'tok-processingInstruction'],
      ['- [x] ', 'tok-processingInstruction'],
      ['---', 'tok-contentSeparator'],
    ]);
  });

  it('leaves lone marks and plain words alone', () => {
    expect(highlighted('2 * 3 = 6, snake_case_name, a ~ b, `unclosed\n')).toEqual([]);
  });
});
