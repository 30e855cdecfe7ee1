/** Text edits behind the toolbar and Tab: wrapping, line prefixes, blocks, indentation, counts. */
import { describe, expect, it } from 'vitest';
import {
  indent,
  insertBlock,
  outdent,
  textStats,
  toggleLinePrefix,
  wrapSelection,
  type TextState,
} from './textEdits';

/** Builds a state from text where [ and ] mark the selection (or | the caret). */
function at(marked: string): TextState {
  const caret = marked.indexOf('|');
  if (caret !== -1) {
    return { value: marked.replace('|', ''), selectionStart: caret, selectionEnd: caret };
  }
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return {
    value: marked.replace('[', '').replace(']', ''),
    selectionStart: start,
    selectionEnd: end,
  };
}

/** The state back in the same notation. */
function show(state: TextState): string {
  const { value, selectionStart: s, selectionEnd: e } = state;
  if (s === e) return `${value.slice(0, s)}|${value.slice(s)}`;
  return `${value.slice(0, s)}[${value.slice(s, e)}]${value.slice(e)}`;
}

describe('wrapSelection', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(show(wrapSelection(at('say [hello] now'), '**', '**', 'x'))).toBe('say **[hello]** now');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(show(wrapSelection(at('a |b'), '*', '*', 'italic'))).toBe('a *[italic]*b');
  });

  it('unwraps a selection that is already wrapped', () => {
    expect(show(wrapSelection(at('say **[hello]** now'), '**', '**', 'x'))).toBe('say [hello] now');
  });
});

describe('toggleLinePrefix', () => {
  it('prefixes every selected line', () => {
    expect(toggleLinePrefix(at('[one\ntwo]\nthree'), '> ').value).toBe('> one\n> two\nthree');
  });

  it('removes the prefix when every line has it', () => {
    expect(toggleLinePrefix(at('[> one\n> two]'), '> ').value).toBe('one\ntwo');
  });

  it('replaces an existing prefix of the same kind', () => {
    expect(toggleLinePrefix(at('#### Ti|tle'), '## ', /^#{1,6}\s+/).value).toBe('## Title');
  });

  it('leaves out a line the selection only touches at its start', () => {
    expect(toggleLinePrefix(at('[one\n]two'), '- ').value).toBe('- one\ntwo');
  });
});

describe('insertBlock', () => {
  it('separates the block from surrounding text by blank lines', () => {
    expect(insertBlock(at('above|below'), '---').value).toBe('above\n\n---\n\nbelow');
  });

  it('adds nothing before the block at the start of the text', () => {
    expect(insertBlock(at('|'), '---').value).toBe('---\n');
  });

  it('selects the requested part of the block', () => {
    expect(show(insertBlock(at('|'), '```\ncode\n```', [4, 8]))).toBe('```\n[code]\n```\n');
  });
});

describe('indent and outdent', () => {
  it('inserts two spaces at the caret', () => {
    expect(show(indent(at('a|b')))).toBe('a  |b');
  });

  it('indents every selected line', () => {
    expect(indent(at('[one\ntwo]')).value).toBe('  one\n  two');
  });

  it('outdents every selected line by one level', () => {
    expect(outdent(at('[    one\n\ttwo\nthree]')).value).toBe('  one\ntwo\nthree');
  });

  it('keeps the caret on its character when outdenting', () => {
    expect(show(outdent(at('  ab|c')))).toBe('ab|c');
  });
});

describe('textStats', () => {
  it('counts nothing in empty text', () => {
    expect(textStats('')).toEqual({ characters: 0, words: 0, lines: 0 });
  });

  it('counts characters (an emoji is one) and lines', () => {
    expect(textStats('a😀\nb')).toEqual({ characters: 4, words: 2, lines: 2 });
  });

  it('counts words: runs of letters, and each Chinese character', () => {
    expect(textStats("It's **well-known**, 42 times.").words).toBe(4);
    expect(textStats('hello世界 ok').words).toBe(4);
  });
});
