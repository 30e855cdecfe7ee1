/** The toolbar's Markdown: what each action produces from a selection or an empty caret. */
import { describe, expect, it } from 'vitest';
import {
  actionForShortcut,
  applyMarkdownAction,
  codeBlock,
  MARKDOWN_ACTIONS,
  type ActionPlaceholders,
  type MarkdownAction,
} from './markdownActions';
import type { TextState } from './textEdits';

const placeholders: ActionPlaceholders = {
  bold: 'bold',
  italic: 'italic',
  code: 'code',
  linkText: 'text',
  url: 'https://',
  column: 'Col',
  strike: 'gone',
  imageAlt: 'alt',
  math: 'x^2',
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
    // Outdenting nothing leaves nothing; every other action writes something.
    for (const action of MARKDOWN_ACTIONS.filter((a) => a !== 'outdent')) {
      expect(applyMarkdownAction(action, caret(''), placeholders).value).not.toBe('');
    }
  });
});

/** The action's text, and what it leaves selected. */
function expectResult(action: MarkdownAction, state: TextState, value: string, selects: string) {
  const next = applyMarkdownAction(action, state, placeholders);
  expect(next.value).toBe(value);
  expect(selection(next)).toBe(selects);
}

describe('more toolbar actions', () => {
  it('sets a heading level, replacing another one', () => {
    expect(applyMarkdownAction('heading1', caret('## Title'), placeholders).value).toBe('# Title');
    expect(applyMarkdownAction('heading3', caret('Title'), placeholders).value).toBe('### Title');
  });

  it('strikes through, and writes inline and block math', () => {
    expect(applyMarkdownAction('strike', selected('a b', 2, 3), placeholders).value).toBe(
      'a ~~b~~',
    );
    expectResult('mathInline', caret('x '), 'x $x^2$', 'x^2');
    expectResult('mathBlock', caret(''), '$$\nx^2\n$$\n', 'x^2');
  });

  it('numbers the selected lines, and removes the numbers when all have them', () => {
    const numbered = applyMarkdownAction('orderedList', selected('a\n- b', 0, 5), placeholders);
    expect(numbered.value).toBe('1. a\n2. b');
    expect(
      applyMarkdownAction('orderedList', selected(numbered.value, 0, 10), placeholders).value,
    ).toBe('a\nb');
  });

  it('inserts an image with its address selected, and a mermaid diagram template', () => {
    expectResult('image', caret(''), '![alt](https://)', 'https://');
    const template = 'flowchart LR\n  A[Start] --> B[End]';
    expectResult('diagram', caret(''), `\`\`\`mermaid\n${template}\n\`\`\`\n`, template);
  });

  it('writes a code block in the chosen language', () => {
    const next = codeBlock(caret(''), placeholders, 'python');
    expect(next.value).toBe('```python\ncode\n```\n');
    expect(selection(next)).toBe('code');
  });
});

describe('actionForShortcut', () => {
  const key = (
    k: string,
    more: Partial<{ shiftKey: boolean; altKey: boolean; code: string }> = {},
  ) => ({
    key: k,
    code: '',
    shiftKey: false,
    altKey: false,
    ...more,
  });

  it('maps Ctrl with B, I and K (either case), and not with Shift', () => {
    expect(actionForShortcut(key('b'))).toBe('bold');
    expect(actionForShortcut(key('I'))).toBe('italic');
    expect(actionForShortcut(key('k'))).toBe('link');
    expect(actionForShortcut(key('s'))).toBeUndefined();
    expect(actionForShortcut(key('B', { shiftKey: true, code: 'KeyB' }))).toBeUndefined();
  });

  it('reads the key from its code when Shift or Alt changes the character', () => {
    expect(actionForShortcut(key('X', { shiftKey: true, code: 'KeyX' }))).toBe('strike');
    expect(actionForShortcut(key('¡', { altKey: true, code: 'Digit1' }))).toBe('heading1');
  });
});
