/**
 * Markdown highlighting for large documents (../largeDocument.ts): a line-by-line stream
 * tokenizer. CodeMirror keeps its state at line boundaries, so a keystroke re-reads only the lines
 * from the edit to the end of the view, whatever the document's length. It knows headings,
 * emphasis, strong, strikethrough, inline code, fenced code blocks, links and images, bare
 * addresses, quotes, list markers and rules (marks in the colour of the full parser's marks): what a writer needs to see, without the nesting a
 * full parser gives (code block languages, HTML).
 */
import { StreamLanguage, type StringStream } from '@codemirror/language';

interface LineState {
  /** The fence that opened the code block the line is in (``` or ~~~, possibly longer). */
  fence: string | null;
}

const INLINE: [RegExp, string][] = [
  [/^`+[^`]*`+/, 'monospace'],
  [/^!?\[[^\]\n]*\]\([^)\n]*\)/, 'link'],
  [/^<?https?:\/\/[^\s<>)]+>?/, 'url'],
  [/^\*\*(?=\S)[^*\n]*\S\*\*/, 'strong'],
  [/^__(?=\S)[^_\n]*\S__(?!\w)/, 'strong'],
  [/^~~(?=\S)[^~\n]*\S~~/, 'strikethrough'],
  [/^\*(?=[^\s*])[^*\n]*[^\s*]\*|^\*[^\s*]\*/, 'emphasis'],
  [/^_(?=[^\s_])[^_\n]*[^\s_]_(?!\w)|^_[^\s_]_(?!\w)/, 'emphasis'],
];

function lineStart(stream: StringStream, state: LineState): string | null {
  const fence = stream.match(/^\s{0,3}(`{3,}|~{3,})/, false) as RegExpMatchArray | null;
  const mark = fence?.[1];
  const opens = mark !== undefined && !state.fence;
  const closes =
    mark !== undefined &&
    !!state.fence &&
    mark[0] === state.fence[0] &&
    mark.length >= state.fence.length;
  if (opens || closes) {
    state.fence = opens ? mark : null;
    stream.skipToEnd();
    return 'processingInstruction';
  }
  if (state.fence) {
    stream.skipToEnd();
    return 'monospace';
  }
  if (stream.match(/^\s{0,3}#{1,6}(\s|$)/)) {
    stream.skipToEnd();
    return 'heading';
  }
  if (stream.match(/^\s{0,3}([-*_])(\s*\1){2,}\s*$/)) return 'contentSeparator';
  if (stream.match(/^\s{0,3}>.*/)) return 'quote';
  if (stream.match(/^\s*([-*+]|\d{1,9}[.)])\s+(\[[ xX]\]\s)?/)) return 'processingInstruction';
  return null;
}

function token(stream: StringStream, state: LineState): string | null {
  if (stream.sol()) {
    const style = lineStart(stream, state);
    if (style !== null || stream.eol()) return style;
  }
  if (state.fence) {
    stream.skipToEnd();
    return 'monospace';
  }
  // An underscore inside a word (snake_case) opens nothing.
  const inWord = /\w/.test(stream.string.charAt(stream.pos - 1));
  for (const [pattern, style] of INLINE) {
    if (inWord && stream.peek() === '_') break;
    if (stream.match(pattern)) return style;
  }
  // Plain words up to the next character that may open something.
  if (!stream.match(/^[^`![<h*_~]+/)) stream.next();
  return null;
}

export const largeMarkdown = StreamLanguage.define<LineState>({
  name: 'markdown',
  startState: () => ({ fence: null }),
  copyState: (state) => ({ fence: state.fence }),
  token,
});
