/** The toolbar's Markdown: what each action produces from a selection or an empty caret. */
import { describe, expect, it } from 'vitest';
import {
  actionForShortcut,
  applyMarkdownAction,
  MARKDOWN_ACTIONS,
  type ActionPlaceholders,
} from './markdownActions';
import type { TextState } from './textEdits';

const placeholders: ActionPlaceholders = {
  bold: 'bold',
  italic: 'italic',
  code: 'code',
  linkText: 'text',
  url: 'https://',
  column: 'Col',
};

const caret = (value: string, at = value.length): TextState => ({
  value,
  selectionStart: at,
  selectionEnd: at,
});
const selected = (value: string, start: number, end: number): TextState => ({
  value,
  selectionStart: start,
  selectionEnd: end,
});
const selection = (s: TextState) => s.value.slice(s.selectionStart, s.selectionEnd);

describe('applyMarkdownAction', () => {
  it('makes the selection bold, italic or inline code', () => {
    expect(applyMarkdownAction('bold', selected('a b', 2, 3), placeholders).value).toBe('a **b**');
    expect(applyMarkdownAction('italic', selected('a b', 2, 3), placeholders).value).toBe('a *b*');
    expect(applyMarkdownAction('code', selected('a b', 2, 3), placeholders).value).toBe('a `b`');
  });

  it('turns selected words into link text and selects the URL to type', () => {
    const next = applyMarkdownAction('link', selected('see docs', 4, 8), placeholders);
    expect(next.value).toBe('see [docs](https://)');
    expect(selection(next)).toBe('https://');
  });

  it('turns a selected address into the link target and selects the text', () => {
    const next = applyMarkdownAction('link', selected('https://x.org', 0, 13), placeholders);
    expect(next.value).toBe('[text](https://x.org)');
    expect(selection(next)).toBe('text');
  });

  it('prefixes lines for heading, quote, list and task list', () => {
    expect(applyMarkdownAction('heading', caret('Title'), placeholders).value).toBe('## Title');
    expect(applyMarkdownAction('quote', caret('q'), placeholders).value).toBe('> q');
    expect(applyMarkdownAction('list', caret('item'), placeholders).value).toBe('- item');
    expect(applyMarkdownAction('taskList', caret('- item'), placeholders).value).toBe('- [ ] item');
  });

  it('fences a code block around the selection', () => {
    const next = applyMarkdownAction('codeBlock', selected('x = 1', 0, 5), placeholders);
    expect(next.value).toBe('```\nx = 1\n```\n');
    expect(selection(next)).toBe('x = 1');
  });

  it('inserts a table and a rule on lines of their own', () => {
    const table = applyMarkdownAction('table', caret('intro'), placeholders);
    expect(table.value).toBe('intro\n\n| Col 1 | Col 2 |\n| --- | --- |\n|  |  |\n');
    expect(selection(table)).toBe('Col 1');
    expect(applyMarkdownAction('rule', caret('end'), placeholders).value).toBe('end\n\n---\n');
  });

  it('handles every action without throwing on empty text', () => {
    for (const action of MARKDOWN_ACTIONS) {
      expect(applyMarkdownAction(action, caret(''), placeholders).value).not.toBe('');
    }
  });
});

describe('actionForShortcut', () => {
  it('maps B, I and K (either case) and nothing else', () => {
    expect(actionForShortcut('b')).toBe('bold');
    expect(actionForShortcut('I')).toBe('italic');
    expect(actionForShortcut('k')).toBe('link');
    expect(actionForShortcut('s')).toBeUndefined();
  });
});
