/** The Markdown toolbar's actions: what each inserts or wraps, and its keyboard shortcut. */
import { insertBlock, toggleLinePrefix, wrapSelection, type TextState } from './textEdits';

export const MARKDOWN_ACTIONS = [
  'bold',
  'italic',
  'heading',
  'link',
  'quote',
  'code',
  'codeBlock',
  'list',
  'taskList',
  'table',
  'rule',
] as const;
export type MarkdownAction = (typeof MARKDOWN_ACTIONS)[number];

/** Translated sample texts inserted when nothing is selected. */
export interface ActionPlaceholders {
  bold: string;
  italic: string;
  code: string;
  linkText: string;
  url: string;
  column: string;
}

/** Ctrl/Cmd + key. */
export const ACTION_SHORTCUTS: Partial<Record<MarkdownAction, string>> = {
  bold: 'b',
  italic: 'i',
  link: 'k',
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

function codeBlock(state: TextState, p: ActionPlaceholders): TextState {
  const selected = state.value.slice(state.selectionStart, state.selectionEnd);
  const body = selected.replace(/\n$/, '') || p.code;
  return insertBlock(state, `\`\`\`\n${body}\n\`\`\``, [4, 4 + body.length]);
}

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
    case 'heading':
      return toggleLinePrefix(state, '## ', /^#{1,6}\s+/);
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
export function actionForShortcut(key: string): MarkdownAction | undefined {
  const lower = key.toLowerCase();
  return (Object.keys(ACTION_SHORTCUTS) as MarkdownAction[]).find(
    (action) => ACTION_SHORTCUTS[action] === lower,
  );
}
