/** While `isActive` (an upload running, an unsaved edit), closing or reloading the tab asks first. */
import { useEffect } from 'react';

export function useLeaveWarning(isActive: boolean) {
  useEffect(() => {
    if (!isActive) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isActive]);
}
