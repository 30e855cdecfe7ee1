/**
 * Hands the editor's text to the form. A short text goes at every change; a long one (where
 * copying it out and re-rendering the card costs more than a keystroke may) once typing pauses,
 * and at once when the form is about to read it (blur, Ctrl/⌘+Enter, unmount). bench/benches/
 * editor.bench.ts measures typing in a 1 MB document.
 */
import type { EditorView } from '@codemirror/view';

/** Longer texts wait for a pause in typing. */
export const LONG_TEXT = 100_000;
export const PAUSE_MS = 300;

export function textEmitter(emit: (text: string) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const flush = (view: EditorView) => {
    clearTimeout(timer);
    if (!pending) return;
    pending = false;
    emit(view.state.doc.toString());
  };
  return {
    flush,
    changed(view: EditorView) {
      pending = true;
      if (view.state.doc.length < LONG_TEXT) flush(view);
      else {
        clearTimeout(timer);
        timer = setTimeout(() => flush(view), PAUSE_MS);
      }
    },
  };
}
