/** The Markdown toolbar's actions: what each inserts or wraps, and its keyboard shortcut. */
import {
  indent,
  insertBlock,
  outdent,
  toggleLinePrefix,
  wrapSelection,
  type TextState,
} from './textEdits';

export const MARKDOWN_ACTIONS = [
  'heading1',
  'heading',
  'heading3',
  'bold',
  'italic',
  'strike',
  'quote',
  'list',
  'orderedList',
  'taskList',
  'indent',
  'outdent',
  'code',
  'codeBlock',
  'table',
  'link',
  'image',
  'mathInline',
  'mathBlock',
  'diagram',
  'rule',
] as const;
export type MarkdownAction = (typeof MARKDOWN_ACTIONS)[number];

/** Translated sample texts inserted when nothing is selected. */
export interface ActionPlaceholders {
  bold: string;
  italic: string;
  strike: string;
  code: string;
  linkText: string;
  url: string;
  column: string;
  imageAlt: string;
  math: string;
}

/** A keyboard shortcut: Ctrl (⌘ on Apple devices) with `key`, and Shift or Alt when named. */
export interface Shortcut {
  key: string;
  shift?: boolean;
  alt?: boolean;
}

/** Ctrl/Cmd + key. Digits take Alt as well: Ctrl+1 … switch the browser's tabs. */
export const ACTION_SHORTCUTS: Partial<Record<MarkdownAction, Shortcut>> = {
  heading1: { key: '1', alt: true },
  heading: { key: '2', alt: true },
  heading3: { key: '3', alt: true },
  bold: { key: 'b' },
  italic: { key: 'i' },
  strike: { key: 'x', shift: true },
  quote: { key: 'q', shift: true },
  list: { key: 'u', shift: true },
  orderedList: { key: 'o', shift: true },
  taskList: { key: 't', shift: true },
  indent: { key: ']' },
  outdent: { key: '[' },
  code: { key: 'e' },
  codeBlock: { key: 'c', alt: true },
  link: { key: 'k' },
  image: { key: 'g', shift: true },
  mathInline: { key: 'm', alt: true },
};

const LOOKS_LIKE_URL = /^(https?:\/\/|mailto:|\/)\S*$/i;

function link(state: TextState, p: ActionPlaceholders): TextState {
  const { value, selectionStart: start, selectionEnd: end } = state;
  const selected = value.slice(start, end);
  // A selected address becomes the target; selected words become the text and the URL is selected.
  const [text, url] = LOOKS_LIKE_URL.test(selected)
    ? [p.linkText, selected]
    : [selected || p.linkText, p.url];
  const inserted = `[${text}](${url})`;
  const selectFrom = LOOKS_LIKE_URL.test(selected) ? start + 1 : start + text.length + 3;
  const selectTo = LOOKS_LIKE_URL.test(selected)
    ? selectFrom + text.length
    : selectFrom + url.length;
  return {
    value: value.slice(0, start) + inserted + value.slice(end),
    selectionStart: selectFrom,
    selectionEnd: selectTo,
  };
}

/** A fenced code block around the selection, in `language` when one is given. */
export function codeBlock(state: TextState, p: ActionPlaceholders, language = ''): TextState {
  const selected = state.value.slice(state.selectionStart, state.selectionEnd);
  const body = selected.replace(/\n$/, '') || p.code;
  const open = `\`\`\`${language}\n`;
  return insertBlock(state, `${open}${body}\n\`\`\``, [open.length, open.length + body.length]);
}

function image(state: TextState, p: ActionPlaceholders): TextState {
  const { value, selectionStart: start, selectionEnd: end } = state;
  const alt = value.slice(start, end) || p.imageAlt;
  const inserted = `![${alt}](${p.url})`;
  const urlAt = start + alt.length + 4;
  return {
    value: value.slice(0, start) + inserted + value.slice(end),
    selectionStart: urlAt,
    selectionEnd: urlAt + p.url.length,
  };
}

/** A numbered list: "1. ", "2. " … before the selected lines, or the numbers removed. */
function orderedList(state: TextState): TextState {
  const numbered = /^\d+\.\s+/;
  const { value, selectionStart, selectionEnd } = state;
  const start = value.lastIndexOf('\n', selectionStart - 1) + 1;
  const endAt = value.indexOf(
    '\n',
    Math.max(selectionEnd - (selectionEnd > selectionStart ? 1 : 0), start),
  );
  const end = endAt === -1 ? value.length : endAt;
  const lines = value.slice(start, end).split('\n');
  const allNumbered = lines.every((line) => numbered.test(line));
  const block = lines
    .map((line, i) =>
      allNumbered
        ? line.replace(numbered, '')
        : `${i + 1}. ${line.replace(/^([-*+]|\d+\.)\s+(\[[ xX]\]\s+)?/, '')}`,
    )
    .join('\n');
  return {
    value: value.slice(0, start) + block + value.slice(end),
    selectionStart: lines.length === 1 ? start + block.length : start,
    selectionEnd: start + block.length,
  };
}

/** A diagram block the preview draws (mermaid), as a template to edit. */
const DIAGRAM = '```mermaid\nflowchart LR\n  A[Start] --> B[End]\n```';

function table(state: TextState, p: ActionPlaceholders): TextState {
  const header = `| ${p.column} 1 | ${p.column} 2 |`;
  const block = `${header}\n| --- | --- |\n|  |  |`;
  return insertBlock(state, block, [2, 2 + p.column.length + 2]);
}

/** Applies one toolbar action to the text and selection. */
export function applyMarkdownAction(
  action: MarkdownAction,
  state: TextState,
  placeholders: ActionPlaceholders,
): TextState {
  switch (action) {
    case 'bold':
      return wrapSelection(state, '**', '**', placeholders.bold);
    case 'italic':
      return wrapSelection(state, '*', '*', placeholders.italic);
    case 'code':
      return wrapSelection(state, '`', '`', placeholders.code);
    case 'heading1':
      return toggleLinePrefix(state, '# ', /^#{1,6}\s+/);
    case 'heading':
      return toggleLinePrefix(state, '## ', /^#{1,6}\s+/);
    case 'heading3':
      return toggleLinePrefix(state, '### ', /^#{1,6}\s+/);
    case 'strike':
      return wrapSelection(state, '~~', '~~', placeholders.strike);
    case 'orderedList':
      return orderedList(state);
    case 'indent':
      return indent(state);
    case 'outdent':
      return outdent(state);
    case 'image':
      return image(state, placeholders);
    case 'mathInline':
      return wrapSelection(state, '$', '$', placeholders.math);
    case 'mathBlock': {
      const body = state.value.slice(state.selectionStart, state.selectionEnd) || placeholders.math;
      return insertBlock(state, `$$\n${body}\n$$`, [3, 3 + body.length]);
    }
    case 'diagram':
      return insertBlock(state, DIAGRAM, [11, DIAGRAM.length - 4]);
    case 'quote':
      return toggleLinePrefix(state, '> ');
    case 'list':
      return toggleLinePrefix(state, '- ', /^([-*+]|\d+\.)\s+(\[[ xX]\]\s+)?/);
    case 'taskList':
      return toggleLinePrefix(state, '- [ ] ', /^([-*+]|\d+\.)\s+(\[[ xX]\]\s+)?/);
    case 'link':
      return link(state, placeholders);
    case 'codeBlock':
      return codeBlock(state, placeholders);
    case 'table':
      return table(state, placeholders);
    case 'rule':
      return insertBlock(state, '---');
  }
}

/** The action a Ctrl/Cmd key combination triggers, if any. */
export function actionForShortcut(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'code'>,
): MarkdownAction | undefined {
  // With Alt or Shift held, `key` is what the layout makes of it ("¡", "B"): `code` names the key.
  const fromCode = /^(Key|Digit)(.)$/.exec(event.code)?.[2];
  const key = (fromCode ?? event.key).toLowerCase();
  return (Object.keys(ACTION_SHORTCUTS) as MarkdownAction[]).find((action) => {
    const s = ACTION_SHORTCUTS[action]!;
    return s.key === key && Boolean(s.shift) === event.shiftKey && Boolean(s.alt) === event.altKey;
  });
}
