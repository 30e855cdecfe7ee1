/**
 * The editing surface the card's toolbar and file import act on: the CodeMirror editor once it
 * is mounted, else the placeholder textarea.
 */
import { useCallback, useMemo, useRef } from 'react';
import type { EditorSurface } from './editorSurface';
import { useTextareaEdits } from './useTextareaEdits';

export function useEditorSurface(onContent: (content: string) => void) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const codeRef = useRef<EditorSurface | null>(null);
  const textarea = useTextareaEdits(textareaRef, onContent);
  const active = useCallback(
    (): EditorSurface =>
      codeRef.current ?? {
        current: textarea.current,
        apply: textarea.apply,
        replace: textarea.replace,
        readOnly: () => textareaRef.current?.readOnly ?? false,
        positionAt: () => null,
        run: () => false,
        scroller: () => textareaRef.current,
      },
    [textarea],
  );
  return useMemo(() => ({ textareaRef, codeRef, active }), [active]);
}
