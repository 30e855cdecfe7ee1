/** The install prompt's conditions: offered, not installed, not dismissed in 7 days. */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INSTALL_DISMISS_MS,
  InstallPromptStore,
  isRunningInstalled,
  type BeforeInstallPromptEvent,
} from './installPrompt';

const DAY = 24 * 60 * 60 * 1000;

/** What Chromium dispatches, with the user's answer to its dialog decided up front. */
function offer(target: EventTarget, outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  target.dispatchEvent(event);
  return { event, prompt };
}

function listening(options: { isInstalled?: () => boolean } = {}) {
  const target = new EventTarget();
  const store = new InstallPromptStore({ isInstalled: () => false, ...options });
  store.listen(target);
  return { target, store };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('InstallPromptStore', () => {
  it('shows once the browser offers installation, keeping its own infobar away', () => {
    const { target, store } = listening();
    expect(store.getSnapshot().isVisible).toBe(false);
    const { event } = offer(target);
    expect(event.defaultPrevented).toBe(true);
    expect(store.getSnapshot().isVisible).toBe(true);
  });

  it('stays hidden while the app runs installed', () => {
    const { target, store } = listening({ isInstalled: () => true });
    offer(target);
    expect(store.getSnapshot().isVisible).toBe(false);
  });

  it('Later hides it for 7 days, across visits, then it comes back', () => {
    const { target, store } = listening();
    offer(target);
    store.later();
    expect(store.getSnapshot().isVisible).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.installPromptDismissedAt)).toBe(String(Date.now()));

    // The next visit, six days on: the browser offers again, the choice still holds.
    vi.advanceTimersByTime(6 * DAY);
    const nextVisit = listening();
    offer(nextVisit.target);
    expect(nextVisit.store.getSnapshot().isVisible).toBe(false);

    // The periodic check notices the week is over.
    vi.advanceTimersByTime(INSTALL_DISMISS_MS - 6 * DAY);
    nextVisit.store.refresh();
    expect(nextVisit.store.getSnapshot().isVisible).toBe(true);
  });

  it('Install opens the browser dialog once; accepting hides the prompt', async () => {
    const { target, store } = listening();
    const { prompt } = offer(target, 'accepted');
    await expect(store.install()).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().isVisible).toBe(false);
    await expect(store.install()).resolves.toBe('unavailable');
    expect(localStorage.getItem(STORAGE_KEYS.installPromptDismissedAt)).toBeNull();
  });

  it('declining in the browser dialog counts as Later', async () => {
    const { target, store } = listening();
    offer(target, 'dismissed');
    await expect(store.install()).resolves.toBe('dismissed');
    offer(target);
    expect(store.getSnapshot().isVisible).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.installPromptDismissedAt)).not.toBeNull();
  });

  it('hides for good once the app is installed', () => {
    const { target, store } = listening();
    offer(target);
    target.dispatchEvent(new Event('appinstalled'));
    expect(store.getSnapshot().isVisible).toBe(false);
    offer(target);
    expect(store.getSnapshot().isVisible).toBe(false);
  });
});

describe('isRunningInstalled', () => {
  it('reads display-mode standalone, or iOS navigator.standalone', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: false, media: query }));
    vi.stubGlobal('matchMedia', matchMedia);
    expect(isRunningInstalled()).toBe(false);
    expect(matchMedia).toHaveBeenCalledWith('(display-mode: standalone)');

    matchMedia.mockImplementation((query) => ({ matches: true, media: query }));
    expect(isRunningInstalled()).toBe(true);

    matchMedia.mockImplementation((query) => ({ matches: false, media: query }));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { standalone: true }));
    expect(isRunningInstalled()).toBe(true);
  });
});
