/**
 * Work that can wait for the page: it runs once the browser is idle after the first page is on
 * screen, so that it (and the code it loads) does not compete with what the page shows first.
 *
 * An idle callback alone can run before that: while the first page waits for its code or data
 * the browser is idle, and the offline database's code then loaded in the middle of the page's
 * first render (a slow network's first paint waited for 32 KB it did not need). So the app holds
 * idle work from its start until the first page is shown (main.tsx, RouterView's onShown).
 */
let held: (() => void)[] | null = null;

/** Longest hold: idle work must run even if no page ever shows (the app failed to start). */
export const IDLE_HOLD_MAX_MS = 5_000;

/**
 * Holds idle work until the function it answers is called (or IDLE_HOLD_MAX_MS have passed);
 * the work held is then asked for in the order it came.
 */
export function holdIdleWork(): () => void {
  held ??= [];
  const release = () => {
    const queued = held ?? [];
    held = null;
    clearTimeout(timer);
    for (const ask of queued) ask();
  };
  const timer = setTimeout(release, IDLE_HOLD_MAX_MS);
  return release;
}

/** Runs `work` when the page is idle (see above); at the latest `timeoutMs` after asking. */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (held) {
    held.push(() => whenIdle(work, timeoutMs));
    return;
  }
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  // No requestIdleCallback (Safari): a moment after the first render was scheduled.
  else setTimeout(work, 100);
}
