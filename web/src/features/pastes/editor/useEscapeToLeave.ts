/**
 * Escape leaves the editor's full screen, once whatever else Escape closes has had it: the search
 * panel, a dialog or a menu handle it first (they prevent its default), so this only takes an
 * Escape nothing else wanted.
 */
import { useEffect, useRef } from 'react';

export function useEscapeToLeave(isActive: boolean, leave: () => void) {
  const latest = useRef(leave);
  useEffect(() => {
    latest.current = leave;
  });
  useEffect(() => {
    if (!isActive) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], dialog, [role="menu"], [role="listbox"]')) return;
      latest.current();
    };
    // Bubbling, after the editor's own handlers have had the key.
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isActive]);
}
