/** Pure text edits on a textarea's value and selection: wrap, prefix lines, insert blocks, indent. */

export interface TextState {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

const INDENT = '  ';

function lineStartOf(value: string, index: number): number {
  return value.lastIndexOf('\n', index - 1) + 1;
}

function lineEndOf(value: string, index: number): number {
  const end = value.indexOf('\n', index);
  return end === -1 ? value.length : end;
}

/** The whole lines the selection touches (a selection ending at a line start leaves that line out). */
function selectedLines(state: TextState): { start: number; end: number } {
  const { value, selectionStart, selectionEnd } = state;
  const last =
    selectionEnd > selectionStart && value[selectionEnd - 1] === '\n'
      ? selectionEnd - 1
      : selectionEnd;
  return { start: lineStartOf(value, selectionStart), end: lineEndOf(value, last) };
}

/**
 * Wraps the selection in `before`/`after` (or unwraps it when it is already wrapped). With nothing
 * selected, inserts the placeholder wrapped and selects it so typing replaces it.
 */
export function wrapSelection(
  state: TextState,
  before: string,
  after: string,
  placeholder: string,
): TextState {
  const { value, selectionStart: start, selectionEnd: end } = state;
  const isWrapped =
    value.slice(start - before.length, start) === before &&
    value.slice(end, end + after.length) === after &&
    start - before.length >= 0;
  if (isWrapped && end > start) {
    return {
      value:
        value.slice(0, start - before.length) +
        value.slice(start, end) +
        value.slice(end + after.length),
      selectionStart: start - before.length,
      selectionEnd: end - before.length,
    };
  }
  const inner = end > start ? value.slice(start, end) : placeholder;
  return {
    value: value.slice(0, start) + before + inner + after + value.slice(end),
    selectionStart: start + before.length,
    selectionEnd: start + before.length + inner.length,
  };
}

/**
 * Puts `prefix` before every selected line, or removes it when every line already has it.
 * `matcher` recognises an existing prefix of the same kind (e.g. any heading level) to replace.
 */
export function toggleLinePrefix(state: TextState, prefix: string, matcher?: RegExp): TextState {
  const { value } = state;
  const { start, end } = selectedLines(state);
  const lines = value.slice(start, end).split('\n');
  const existing = matcher ?? new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  const allPrefixed = lines.every((line) => line.startsWith(prefix));
  const next = lines.map((line) =>
    allPrefixed ? line.slice(prefix.length) : prefix + line.replace(existing, ''),
  );
  const block = next.join('\n');
  return {
    value: value.slice(0, start) + block + value.slice(end),
    selectionStart: lines.length === 1 ? start + block.length : start,
    selectionEnd: start + block.length,
  };
}

/**
 * Inserts a block (code fence, table, rule) on lines of its own, separated from the text around it
 * by a blank line. `select` is the part of the block to select afterwards, as offsets into it.
 */
export function insertBlock(
  state: TextState,
  block: string,
  select: [number, number] = [block.length, block.length],
): TextState {
  const { value, selectionStart: start, selectionEnd: end } = state;
  const head = value.slice(0, start);
  const tail = value.slice(end);
  const lead = head === '' || head.endsWith('\n\n') ? '' : head.endsWith('\n') ? '\n' : '\n\n';
  const trail =
    tail === '' ? '\n' : tail.startsWith('\n\n') ? '' : tail.startsWith('\n') ? '\n' : '\n\n';
  const at = start + lead.length;
  return {
    value: head + lead + block + trail + tail,
    selectionStart: at + select[0],
    selectionEnd: at + select[1],
  };
}

/** Tab: two spaces at the caret, or every selected line indented. */
export function indent(state: TextState): TextState {
  const { value, selectionStart: start, selectionEnd: end } = state;
  if (start === end || !value.slice(start, end).includes('\n')) {
    return {
      value: value.slice(0, start) + INDENT + value.slice(end),
      selectionStart: start + INDENT.length,
      selectionEnd: start + INDENT.length,
    };
  }
  const lines = selectedLines(state);
  const block = value
    .slice(lines.start, lines.end)
    .split('\n')
    .map((line) => INDENT + line)
    .join('\n');
  return {
    value: value.slice(0, lines.start) + block + value.slice(lines.end),
    selectionStart: lines.start,
    selectionEnd: lines.start + block.length,
  };
}

/** Shift+Tab: removes up to one indent (two spaces or a tab) from every selected line. */
export function outdent(state: TextState): TextState {
  const { value, selectionStart, selectionEnd } = state;
  const lines = selectedLines(state);
  let removedBeforeCaret = 0;
  let removed = 0;
  const block = value
    .slice(lines.start, lines.end)
    .split('\n')
    .map((line, i) => {
      const cut = /^( {1,2}|\t)/.exec(line)?.[0].length ?? 0;
      if (i === 0) removedBeforeCaret = Math.min(cut, selectionStart - lines.start);
      removed += cut;
      return line.slice(cut);
    })
    .join('\n');
  const isCaret = selectionStart === selectionEnd;
  return {
    value: value.slice(0, lines.start) + block + value.slice(lines.end),
    selectionStart: selectionStart - removedBeforeCaret,
    selectionEnd: isCaret
      ? selectionStart - removedBeforeCaret
      : Math.max(lines.start, selectionEnd - removed),
  };
}

/** A word: a run of letters and digits, or one CJK character (those scripts do not space words). */
const CJK = '\\u3040-\\u30ff\\u3400-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff';
const WORD = new RegExp(`[${CJK}]|(?:(?![${CJK}])[\\p{L}\\p{N}_'’-])+`, 'gu');

/** Characters as people count them (a surrogate pair is one), words, and lines (empty text has none). */
export function textStats(value: string): { characters: number; words: number; lines: number } {
  let characters = 0;
  let lines = value === '' ? 0 : 1;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 10) lines++;
    // Count a high surrogate; its low half is not a character of its own.
    if (code < 0xdc00 || code > 0xdfff) characters++;
  }
  let words = 0;
  for (const _ of value.matchAll(WORD)) words++;
  return { characters, words, lines };
}
