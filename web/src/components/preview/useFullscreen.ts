/**
 * The Fullscreen API on one element (a preview's container): whether the browser allows it,
 * whether that element is the one in fullscreen now, and a toggle. Escape leaving fullscreen is
 * the browser's own; `fullscreenchange` keeps the state in step whichever way it ends.
 */
import { useCallback, useEffect, useState } from 'react';

export interface Fullscreen {
  /** A callback ref for the element that goes fullscreen. */
  target: (element: HTMLElement | null) => void;
  /** False where the browser (or an iframe without allowfullscreen) forbids it: hide the button. */
  isEnabled: boolean;
  isFullscreen: boolean;
  toggle: () => void;
  /** Leaves fullscreen if this element is in it; nothing otherwise. */
  leave: () => void;
}

export function useFullscreen(): Fullscreen {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    if (!element) return;
    const onChange = () => setIsFullscreen(document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      // A preview closed while in fullscreen must not leave the page there.
      if (document.fullscreenElement === element) void exit();
    };
  }, [element]);

  const toggle = useCallback(() => {
    if (!element) return;
    if (document.fullscreenElement === element) void exit();
    else element.requestFullscreen().catch(() => undefined);
  }, [element]);

  const leave = useCallback(() => {
    if (element && document.fullscreenElement === element) void exit();
  }, [element]);

  return {
    target: setElement,
    isEnabled: document.fullscreenEnabled === true,
    isFullscreen,
    toggle,
    leave,
  };
}

/** Leaves fullscreen; a refusal (already left) is nothing to report. */
function exit(): Promise<void> {
  return document.exitFullscreen().catch(() => undefined);
}
