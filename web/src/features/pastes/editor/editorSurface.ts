/**
 * What the editor card asks of its editing surface, whichever it is: the CodeMirror editor once it
 * has loaded (code/CodeEditor.tsx) or the plain textarea shown until then (EditorTextarea.tsx).
 */
import type { TextState } from './textEdits';

/** Editor commands that are not text edits of their own. */
export type SurfaceCommand = 'undo' | 'redo' | 'search';

export interface EditorSurface {
  /** The text and the main selection. */
  current(): TextState;
  /** Replaces the text and selection as one undoable edit, and focuses the editor. */
  apply(next: TextState): void;
  /**
   * Replaces one range as an edit of its own, leaving the focus where it is and the selection on
   * the text it was on (an upload finishing while the writer types elsewhere).
   */
  replace(change: TextChange): void;
  /** Whether the text may not be changed (nothing is uploaded into it then). */
  readOnly(): boolean;
  /** The text position at a point of the screen (where files were dropped), null when not over the text. */
  positionAt(x: number, y: number): number | null;
  /** Runs a command; false when this surface has none (the textarea has no search panel). */
  run(command: SurfaceCommand): boolean;
  /** The element that scrolls the text (split mode keeps the preview beside it). */
  scroller(): HTMLElement | null;
}

/** The one changed range between two texts: common prefix and suffix left out. */
export function changedRange(before: string, after: string) {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  return { start, endBefore, inserted: after.slice(start, endAfter) };
}

/** A replacement of one range of the text. */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

/** Applies a change to a text. */
export function applyChange(text: string, change: TextChange): string {
  return text.slice(0, change.from) + change.insert + text.slice(change.to);
}

/** Where a position lands after a change: ranges after it shift, positions inside go to its end. */
export function mapPosition(position: number, change: TextChange): number {
  if (position <= change.from) return position;
  if (position >= change.to) return position + change.insert.length - (change.to - change.from);
  return change.from + change.insert.length;
}
