/** Files pasted anywhere on the page (Ctrl+V of a copied file or screenshot) are handed to `onFiles`. */
import { useEffect, useRef } from 'react';

export function usePastedFiles(onFiles: (files: File[]) => void, isEnabled = true) {
  const latest = useRef(onFiles);
  useEffect(() => {
    latest.current = onFiles;
  });
  useEffect(() => {
    if (!isEnabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      // Only file pastes are taken over; text pastes into the form's fields work as usual.
      event.preventDefault();
      latest.current(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [isEnabled]);
}
