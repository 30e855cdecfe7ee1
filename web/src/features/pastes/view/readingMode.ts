/**
 * Whether the share view shows the text rendered as Markdown or as its source (docs/MARKDOWN.md).
 * A share opens as its format says; a reader's switch is kept for the rest of the visit (the tab's
 * sessionStorage), for every share of that format, not per share.
 */
import type { PasteFormat } from '@cloudpaste/contracts';
import { useState } from 'react';

export type ReadingMode = 'rendered' | 'source';

const keyOf = (format: PasteFormat) => `cloudpaste.readingMode.${format}`;

export function defaultReadingMode(format: PasteFormat): ReadingMode {
  return format === 'markdown' ? 'rendered' : 'source';
}

export function storedReadingMode(format: PasteFormat): ReadingMode {
  try {
    const stored = sessionStorage.getItem(keyOf(format));
    if (stored === 'rendered' || stored === 'source') return stored;
  } catch {
    // Storage refused (privacy settings): the format decides.
  }
  return defaultReadingMode(format);
}

function storeReadingMode(format: PasteFormat, mode: ReadingMode): void {
  try {
    sessionStorage.setItem(keyOf(format), mode);
  } catch {
    // Not kept; this page still switches.
  }
}

export function useReadingMode(format: PasteFormat): [ReadingMode, (mode: ReadingMode) => void] {
  const [mode, setMode] = useState(() => storedReadingMode(format));
  return [
    mode,
    (next) => {
      storeReadingMode(format, next);
      setMode(next);
    },
  ];
}
