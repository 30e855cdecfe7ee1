/**
 * The share editor proper: CodeMirror 6, loaded on demand (LazyCodeEditor.tsx) so neither the
 * share view nor the first paint of the home page waits for it. The text stays in the form's
 * state: every change goes up through onChange, and a text replaced from outside (file import,
 * clearing) replaces the document. docs/EDITOR.md describes what it offers.
 */
import { redo, undo } from '@codemirror/commands';
import { openSearchPanel } from '@codemirror/search';
import { EditorSelection, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { changedRange, type EditorSurface, type SurfaceCommand } from '../editorSurface';
import type { MarkdownAction } from '../markdownActions';
import { isLargeDocument } from '../largeDocument';
import { indent, outdent, type TextState } from '../textEdits';
import {
  compartments,
  editorExtensions,
  settingExtensions,
  settingKeys,
  type EditorSettings,
} from './extensions';
import { takePastedFiles } from './pastedFile';
import { textEmitter } from './textEmitter';

export interface Handover {
  selection: [number, number];
  focused: boolean;
}

export interface CodeEditorProps extends Omit<EditorSettings, 'large'> {
  value: string;
  onChange: (value: string) => void;
  onAction: (action: MarkdownAction) => void;
  onFile: (file: File) => void;
  /** Pasted images and other files that are not text: uploaded as file shares (uploads/). */
  onUploadFiles: (files: File[]) => void;
  /** Filled with this editor while it is mounted. */
  surfaceRef: { current: EditorSurface | null };
  /** The placeholder textarea's caret and focus, carried over when the editor replaces it. */
  handover?: { readonly current: Handover | null };
  /** Told the caret's position and line whenever the selection moves (outline, table buttons). */
  onCaret?: (offset: number, line: string) => void;
  onScroll?: (scroller: HTMLElement) => void;
  /** Told when the document becomes large or normal again (../largeDocument.ts). */
  onLargeChange?: (large: boolean) => void;
}

function stateOf(view: EditorView): TextState {
  const { main } = view.state.selection;
  return { value: view.state.doc.toString(), selectionStart: main.from, selectionEnd: main.to };
}

function applyTo(view: EditorView, next: TextState) {
  const before = view.state.doc.toString();
  const { start, endBefore, inserted } = changedRange(before, next.value);
  view.dispatch({
    changes: { from: start, to: endBefore, insert: inserted },
    selection: EditorSelection.range(next.selectionStart, next.selectionEnd),
    scrollIntoView: true,
    userEvent: 'input',
  });
  view.focus();
}

const COMMANDS: Record<SurfaceCommand, (view: EditorView) => boolean> = {
  undo,
  redo,
  search: openSearchPanel,
};

const names = Object.keys(compartments) as (keyof typeof compartments)[];

export default function CodeEditor(props: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  // The latest props, for the handlers CodeMirror keeps from creation.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const emitted = useRef(props.value);
  const applied = useRef<Record<string, string>>({});
  const [large, setLarge] = useState(() => isLargeDocument(props.value.length, false));
  const largeRef = useRef(large);

  // Made before the first paint: the textarea it replaces is gone by then, and an empty host
  // painted for a frame would move everything below the editor.
  useLayoutEffect(() => {
    const handlers = {
      onAction: (action: MarkdownAction) => latest.current.onAction(action),
      indent: (isOutdent: boolean) => {
        const view = viewRef.current;
        if (view) applyTo(view, (isOutdent ? outdent : indent)(stateOf(view)));
      },
    };
    const emitter = textEmitter((text) => {
      emitted.current = text;
      latest.current.onChange(text);
    });
    const { value, handover } = latest.current;
    const [anchor, head] = handover?.current?.selection ?? [value.length, value.length];
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: value,
        selection: EditorSelection.range(
          Math.min(anchor, value.length),
          Math.min(head, value.length),
        ),
        extensions: [
          editorExtensions({ ...latest.current, large: largeRef.current }, handlers),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) {
              emitter.changed(update.view);
              const nowLarge = isLargeDocument(update.state.doc.length, largeRef.current);
              if (nowLarge !== largeRef.current) {
                largeRef.current = nowLarge;
                setLarge(nowLarge);
              }
            }
            if (update.selectionSet) {
              const { head } = update.state.selection.main;
              latest.current.onCaret?.(head, update.state.doc.lineAt(head).text);
            }
          }),
          EditorView.domEventHandlers({
            paste(event, v) {
              // Nothing goes into a read-only text, and a text paste stays CodeMirror's.
              if (v.state.readOnly || !takePastedFiles(event.clipboardData, latest.current)) {
                return false;
              }
              event.preventDefault();
              return true;
            },
            // Dropped files are the editor card's (imported or uploaded, EditorPane); CodeMirror
            // leaves them.
            drop: (event) => (event.dataTransfer?.files.length ?? 0) > 0,
            // The form reads the text on Save (a click moves the focus first) and Ctrl/⌘+Enter.
            blur: (_event, v) => emitter.flush(v),
            keydown: (event, v) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) emitter.flush(v);
              return false;
            },
            scroll: (_event, v) => latest.current.onScroll?.(v.scrollDOM),
          }),
        ],
      }),
    });
    viewRef.current = view;
    applied.current = settingKeys({ ...latest.current, large: largeRef.current });
    latest.current.surfaceRef.current = {
      current: () => stateOf(view),
      apply: (next) => applyTo(view, next),
      // CodeMirror maps the selection through the change itself.
      replace: (change) => view.dispatch({ changes: change, userEvent: 'input.upload' }),
      readOnly: () => view.state.readOnly,
      positionAt: (x, y) => view.posAtCoords({ x, y }),
      run: (command) => {
        view.focus();
        return COMMANDS[command](view);
      },
      scroller: () => view.scrollDOM,
    };
    if (handover?.current?.focused) view.focus();
    return () => {
      latest.current.surfaceRef.current = null;
      emitter.flush(view);
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  // A text set from outside the editor replaces the document.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || props.value === emitted.current) return;
    emitted.current = props.value;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: props.value } });
  }, [props.value]);

  const settings: EditorSettings = { ...props, large };
  useEffect(() => latest.current.onLargeChange?.(large), [large]);
  const keys = settingKeys(settings);
  // One compartment per setting, reconfigured only when its own inputs change: switching the
  // theme must not reparse a long document.
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const changed = names.filter((name) => applied.current[name] !== keys[name]);
    if (changed.length === 0) return;
    const parts = settingExtensions(settings, {
      onAction: (action) => latest.current.onAction(action),
      indent: () => undefined,
    });
    for (const name of changed) applied.current[name] = keys[name];
    view.dispatch({ effects: changed.map((name) => compartments[name].reconfigure(parts[name])) });
  });

  return (
    <div
      ref={hostRef}
      data-testid="code-editor"
      // The style in effect: a large document shows its source.
      data-style={large ? 'source' : props.style}
      data-large={large || undefined}
    />
  );
}
