/** Saves the new-share draft to localStorage shortly after each change, and at once when the page hides. */
import { useEffect, useRef, useState } from 'react';
import { saveDraft } from './draftStorage';
import type { EditorValues } from './editorValues';

export const DRAFT_SAVE_DELAY_MS = 800;

export type DraftStatus = 'idle' | 'saved' | 'failed';

export function useDraftAutosave(values: EditorValues, enabled: boolean): DraftStatus {
  const [status, setStatus] = useState<DraftStatus>('idle');
  const latest = useRef(values);
  const dirty = useRef(false);
  const isFirst = useRef(true);

  useEffect(() => {
    latest.current = values;
    // The first render shows what is already stored (or nothing): no need to write it back.
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (!enabled) return;
    dirty.current = true;
    const timer = setTimeout(() => {
      dirty.current = false;
      setStatus(saveDraft(values, Date.now()) ? 'saved' : 'failed');
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, enabled]);

  useEffect(() => {
    if (!enabled) return;
    // A reload within the debounce delay must not lose the last keystrokes.
    const flush = () => {
      if (dirty.current) saveDraft(latest.current, Date.now());
      dirty.current = false;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
    };
  }, [enabled]);

  return status;
}
