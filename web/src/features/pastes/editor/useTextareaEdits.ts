/**
 * Applies a computed text edit to the editor's textarea. It goes through the browser's insertText
 * command where available so Ctrl+Z undoes a toolbar action; otherwise it sets the value directly.
 */
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { applyChange, changedRange, mapPosition, type TextChange } from './editorSurface';
import type { TextState } from './textEdits';

function insertWithUndo(el: HTMLTextAreaElement, before: string, next: string): boolean {
  const { start, endBefore, inserted } = changedRange(before, next);
  if (start === endBefore && inserted === '') return true;
  el.setSelectionRange(start, endBefore);
  try {
    // Deprecated but still the only way to edit a textarea and keep the native undo history.
    document.execCommand('insertText', false, inserted);
  } catch {
    return false;
  }
  return el.value === next;
}

export function useTextareaEdits(
  ref: RefObject<HTMLTextAreaElement | null>,
  setValue: (value: string) => void,
) {
  const pendingSelection = useRef<[number, number] | null>(null);

  // After a direct value change React re-renders; the selection is restored once it has.
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !ref.current) return;
    pendingSelection.current = null;
    ref.current.setSelectionRange(selection[0], selection[1]);
  });

  const apply = useCallback(
    (next: TextState) => {
      const el = ref.current;
      if (!el) return;
      el.focus();
      if (insertWithUndo(el, el.value, next.value)) {
        el.setSelectionRange(next.selectionStart, next.selectionEnd);
        return;
      }
      pendingSelection.current = [next.selectionStart, next.selectionEnd];
      setValue(next.value);
    },
    [ref, setValue],
  );

  // Set directly: the browser's insertText would move the focus and the caret into the change.
  const replace = useCallback(
    (change: TextChange) => {
      const el = ref.current;
      if (!el) return;
      if (document.activeElement === el) {
        pendingSelection.current = [
          mapPosition(el.selectionStart, change),
          mapPosition(el.selectionEnd, change),
        ];
      }
      const next = applyChange(el.value, change);
      // Now, not at React's next render: another upload may settle before that.
      el.value = next;
      setValue(next);
    },
    [ref, setValue],
  );

  const current = useCallback((): TextState => {
    const el = ref.current;
    return {
      value: el?.value ?? '',
      selectionStart: el?.selectionStart ?? 0,
      selectionEnd: el?.selectionEnd ?? 0,
    };
  }, [ref]);

  return { apply, replace, current };
}
