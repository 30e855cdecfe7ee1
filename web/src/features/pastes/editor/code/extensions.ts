/**
 * The CodeMirror configuration of the share editor: what every share gets (history, search, soft
 * wrap, the app's theme and language) and what only Markdown shares get (highlighting with code
 * block languages loaded on demand, formatting shortcuts, the instant-render mode; large documents
 * a lighter highlighter).
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdown, markdownLanguage } from '@codemirror/lang-markdown';
import { languages } from '@codemirror/language-data';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState, Prec, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import type { PasteFormat } from '@cloudpaste/contracts';
import { ACTION_SHORTCUTS, type MarkdownAction } from '../markdownActions';
import { largeMarkdown } from './largeMarkdown';
import { liveRender } from './liveRender';
import { editorTheme } from './theme';

/** How the Markdown source is shown: as it is, or rendered in place away from the cursor. */
export type SourceStyle = 'source' | 'live';

export interface EditorSettings {
  format: PasteFormat;
  style: SourceStyle;
  lineNumbers: boolean;
  dark: boolean;
  phrases: Record<string, string>;
  placeholder: string;
  /** Attributes of the editable element: its label, description, test id. */
  contentAttributes: Record<string, string>;
  /** A large document (../largeDocument.ts): highlighted line by line, no instant render. */
  large: boolean;
}

export interface EditorHandlers {
  onAction: (action: MarkdownAction) => void;
  indent: (outdent: boolean) => void;
}

/** The parts that change while the editor is open, each in its own compartment. */
export const compartments = {
  language: new Compartment(),
  style: new Compartment(),
  gutter: new Compartment(),
  theme: new Compartment(),
  phrases: new Compartment(),
  attributes: new Compartment(),
};

function formatExtensions(settings: EditorSettings, handlers: EditorHandlers): Extension {
  if (settings.format !== 'markdown') return [];
  const shortcuts = (Object.keys(ACTION_SHORTCUTS) as MarkdownAction[]).map((action) => {
    const { key, shift, alt } = ACTION_SHORTCUTS[action]!;
    return {
      key: `Mod-${alt ? 'Alt-' : ''}${shift ? 'Shift-' : ''}${key}`,
      run: () => {
        handlers.onAction(action);
        return true;
      },
    };
  });
  return [
    settings.large
      ? largeMarkdown
      : markdown({ base: markdownLanguage, codeLanguages: languages, addKeymap: true }),
    // Above CodeMirror's own bindings of the same keys (Ctrl+I selects the syntax node there).
    Prec.high(keymap.of(shortcuts)),
  ];
}

/** What each compartment's extension depends on, to reconfigure only the ones that changed. */
export function settingKeys(s: EditorSettings): Record<keyof typeof compartments, string> {
  return {
    language: `${s.format}:${s.large}`,
    style: `${s.format}:${s.style}:${s.large}`,
    gutter: String(s.lineNumbers),
    theme: String(s.dark),
    phrases: JSON.stringify(s.phrases),
    attributes: JSON.stringify([s.placeholder, s.contentAttributes]),
  };
}

/** Each setting's extension: used at creation and to reconfigure one compartment later. */
export function settingExtensions(settings: EditorSettings, handlers: EditorHandlers) {
  return {
    language: formatExtensions(settings, handlers),
    style:
      settings.format === 'markdown' && settings.style === 'live' && !settings.large
        ? liveRender
        : [],
    gutter: settings.lineNumbers ? [lineNumbers(), highlightActiveLineGutter()] : [],
    theme: editorTheme(settings.dark),
    phrases: EditorState.phrases.of(settings.phrases),
    attributes: [
      EditorView.contentAttributes.of(settings.contentAttributes),
      placeholder(settings.placeholder),
    ],
  };
}

export function editorExtensions(settings: EditorSettings, handlers: EditorHandlers): Extension[] {
  const parts = settingExtensions(settings, handlers);
  const own = [
    { key: 'Tab', run: () => (handlers.indent(false), true) },
    { key: 'Shift-Tab', run: () => (handlers.indent(true), true) },
  ];
  // Ctrl/⌘+Enter saves the form (EditorForm): it is no blank line here.
  const defaults = defaultKeymap.filter((binding) => binding.key !== 'Mod-Enter');
  return [
    history(),
    drawSelection(),
    EditorView.lineWrapping,
    search({ top: true }),
    highlightSelectionMatches(),
    keymap.of([...own, ...searchKeymap, ...historyKeymap, ...defaults]),
    ...(Object.keys(compartments) as (keyof typeof compartments)[]).map((name) =>
      compartments[name].of(parts[name]),
    ),
  ];
}
