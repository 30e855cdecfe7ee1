/**
 * The editor's look in the app's light and dark themes: the gray scale and blue accent of the
 * Tailwind classes around it, and Markdown highlighting colours readable on both backgrounds.
 */
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

const base = EditorView.theme({
  '&': { fontSize: '0.875rem', height: 'clamp(20rem, 70vh, 56rem)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': {
    fontFamily:
      'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "Courier New", monospace',
    lineHeight: '1.5rem',
  },
  '.cm-content': { padding: '0.75rem 0' },
  '.cm-line': { padding: '0 0.75rem' },
  '.cm-gutters': { border: 'none' },
  '.cm-panels input, .cm-panels button': { fontSize: '0.8125rem' },
});

interface Palette {
  text: string;
  gutter: string;
  gutterText: string;
  activeGutter: string;
  selection: string;
  panel: string;
  match: string;
  placeholder: string;
}

function colours(p: Palette, dark: boolean) {
  return EditorView.theme(
    {
      '&': { color: p.text, backgroundColor: 'transparent' },
      '.cm-gutters': { backgroundColor: p.gutter, color: p.gutterText },
      '.cm-activeLineGutter': { backgroundColor: p.activeGutter },
      '.cm-cursor': { borderLeftColor: p.text },
      '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
        backgroundColor: p.selection,
      },
      '.cm-panels': { backgroundColor: p.panel, color: p.text },
      '.cm-panels input': { color: p.text, backgroundColor: p.gutter },
      '.cm-searchMatch': { backgroundColor: p.match },
      '.cm-placeholder': { color: p.placeholder },
    },
    { dark },
  );
}

const light = colours(
  {
    text: '#111827',
    gutter: '#f9fafb',
    gutterText: '#6b7280',
    activeGutter: '#eff6ff',
    selection: '#bfdbfe',
    panel: '#f3f4f6',
    match: '#fef08a',
    placeholder: '#6b7280',
  },
  false,
);
const dark = colours(
  {
    text: '#f3f4f6',
    gutter: '#111827',
    gutterText: '#9ca3af',
    activeGutter: '#1e293b',
    selection: '#1e40af',
    panel: '#1f2937',
    match: '#854d0e',
    placeholder: '#9ca3af',
  },
  true,
);

function highlight(colors: Record<'heading' | 'mark' | 'link' | 'code' | 'quote', string>) {
  return HighlightStyle.define([
    { tag: tags.heading, fontWeight: '700', color: colors.heading },
    { tag: tags.strong, fontWeight: '700' },
    { tag: tags.emphasis, fontStyle: 'italic' },
    { tag: tags.strikethrough, textDecoration: 'line-through' },
    { tag: [tags.link, tags.url], color: colors.link },
    { tag: tags.monospace, color: colors.code },
    { tag: tags.quote, color: colors.quote },
    { tag: [tags.processingInstruction, tags.meta, tags.contentSeparator], color: colors.mark },
    { tag: [tags.keyword, tags.operatorKeyword], color: '#a855f7' },
    { tag: [tags.string, tags.special(tags.string)], color: '#16a34a' },
    { tag: [tags.number, tags.bool, tags.atom], color: '#ea580c' },
    { tag: [tags.comment], color: colors.mark, fontStyle: 'italic' },
    { tag: [tags.typeName, tags.className], color: '#0891b2' },
    { tag: [tags.function(tags.variableName), tags.propertyName], color: colors.link },
  ]);
}

const lightHighlight = highlight({
  heading: '#1e3a8a',
  mark: '#6b7280',
  link: '#2563eb',
  code: '#be185d',
  quote: '#4b5563',
});
const darkHighlight = highlight({
  heading: '#bfdbfe',
  mark: '#9ca3af',
  link: '#60a5fa',
  code: '#f9a8d4',
  quote: '#d1d5db',
});

export function editorTheme(isDark: boolean) {
  return [base, isDark ? dark : light, syntaxHighlighting(isDark ? darkHighlight : lightHighlight)];
}
