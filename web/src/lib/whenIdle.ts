/**
 * Runs `work` once the page is idle after its first render, so that it (and the code it loads)
 * does not compete with what the page shows first; at the latest after `timeoutMs`.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  // No requestIdleCallback (Safari): a moment after the first render was scheduled.
  else setTimeout(work, 100);
}
