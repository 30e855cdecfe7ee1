/**
 * The instant-render mode (docs/EDITOR.md): on the lines the cursor is not on, Markdown markers
 * are hidden and headings, emphasis, links and code are styled. Only decorations change: the
 * document stays the Markdown it was, byte for byte.
 */
import { syntaxTree } from '@codemirror/language';
import type { EditorState, Range } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';

/** Markers hidden away from the cursor. */
const HIDDEN_MARKS = new Set([
  'HeaderMark',
  'EmphasisMark',
  'CodeMark',
  'LinkMark',
  'StrikethroughMark',
  'QuoteMark',
]);
/** Inline nodes styled, and the class each gets. */
const INLINE_CLASSES: Record<string, string> = {
  StrongEmphasis: 'cm-live-strong',
  Emphasis: 'cm-live-em',
  Strikethrough: 'cm-live-strike',
  InlineCode: 'cm-live-code',
  Link: 'cm-live-link',
};

const hide = Decoration.replace({});

/** Lines (by number) that hold a cursor or selection: their Markdown stays visible. */
function activeLines(state: EditorState): Set<number> {
  const lines = new Set<number>();
  for (const range of state.selection.ranges) {
    const first = state.doc.lineAt(range.from).number;
    const last = state.doc.lineAt(range.to).number;
    for (let n = first; n <= last; n++) lines.add(n);
  }
  return lines;
}

export function liveDecorations(view: EditorView): DecorationSet {
  const { state } = view;
  const active = activeLines(state);
  const ranges: Range<Decoration>[] = [];
  const isActive = (from: number, to: number) => {
    const first = state.doc.lineAt(from).number;
    const last = state.doc.lineAt(to).number;
    for (let n = first; n <= last; n++) if (active.has(n)) return true;
    return false;
  };
  for (const { from, to } of view.visibleRanges) {
    syntaxTree(state).iterate({
      from,
      to,
      enter(node) {
        const heading = /^(ATX|Setext)Heading(\d)$/.exec(node.name);
        if (heading) {
          const line = state.doc.lineAt(node.from);
          ranges.push(Decoration.line({ class: `cm-live-h${heading[2]}` }).range(line.from));
          return;
        }
        const inline = INLINE_CLASSES[node.name];
        if (inline) ranges.push(Decoration.mark({ class: inline }).range(node.from, node.to));
        if (node.name === 'URL' && node.node.parent?.name === 'Link') {
          // The target of [text](url): hidden with its brackets, away from the cursor.
          if (!isActive(node.from, node.to)) ranges.push(hide.range(node.from, node.to));
          return;
        }
        if (!HIDDEN_MARKS.has(node.name) || isActive(node.from, node.to)) return;
        if (node.name === 'CodeMark' && node.node.parent?.name !== 'InlineCode') return;
        // "# Title" and "> quote" lose the space after the marker too.
        const spaced =
          (node.name === 'HeaderMark' || node.name === 'QuoteMark') &&
          state.doc.sliceString(node.to, node.to + 1) === ' ';
        const end = spaced ? node.to + 1 : node.to;
        if (end > node.from) ranges.push(hide.range(node.from, end));
      },
    });
  }
  return Decoration.set(ranges, true);
}

const liveTheme = EditorView.baseTheme({
  '.cm-live-h1': { fontSize: '1.6em', fontWeight: '700', lineHeight: '1.4' },
  '.cm-live-h2': { fontSize: '1.35em', fontWeight: '700', lineHeight: '1.4' },
  '.cm-live-h3': { fontSize: '1.2em', fontWeight: '700' },
  '.cm-live-h4, .cm-live-h5, .cm-live-h6': { fontWeight: '700' },
  '.cm-live-strong': { fontWeight: '700' },
  '.cm-live-em': { fontStyle: 'italic' },
  '.cm-live-strike': { textDecoration: 'line-through' },
  '.cm-live-link': { textDecoration: 'underline' },
  '.cm-live-code': { borderRadius: '0.25rem', backgroundColor: 'rgba(127, 127, 127, 0.15)' },
});

const livePlugin = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = liveDecorations(view);
    }
    update(update: ViewUpdate) {
      if (
        update.docChanged ||
        update.selectionSet ||
        update.viewportChanged ||
        syntaxTree(update.startState) !== syntaxTree(update.state)
      ) {
        this.decorations = liveDecorations(update.view);
      }
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** Proportional font for the prose, as a rendered document reads. */
const liveFont = EditorView.theme({
  '.cm-scroller': {
    fontFamily: 'ui-sans-serif, system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  },
});

export const liveRender = [livePlugin, liveTheme, liveFont];
