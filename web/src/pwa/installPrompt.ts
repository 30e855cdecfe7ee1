/**
 * The install prompt (docs/product/offline-and-pwa.md): shown while the browser offers installation
 * (`beforeinstallprompt`), the app is not running installed, and the user has not chosen Later in
 * the last 7 days.
 */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import { browserStorage } from '../lib/browserStorage';
import { SnapshotStore } from '../lib/SnapshotStore';

/** Chromium's event; not in the DOM typings because no standard defines it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export const INSTALL_DISMISS_MS = 7 * 24 * 60 * 60 * 1000;

export interface InstallPromptSnapshot {
  isVisible: boolean;
}

export interface InstallPromptOptions {
  now?: () => number;
  storage?: Storage | null;
  /** Whether the app runs as an installed app right now. */
  isInstalled?: () => boolean;
}

export function isRunningInstalled(): boolean {
  const standalone =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  // iOS Safari has no display-mode media query for home-screen apps, only this flag.
  return standalone || (navigator as { standalone?: boolean }).standalone === true;
}

export class InstallPromptStore extends SnapshotStore<InstallPromptSnapshot> {
  private deferred: BeforeInstallPromptEvent | null = null;
  private hasInstalled = false;
  private dismissedAt: number | null;
  private readonly now: () => number;
  private readonly storage: Storage | null;
  private readonly isInstalled: () => boolean;

  constructor(options: InstallPromptOptions = {}) {
    super({ isVisible: false });
    this.now = options.now ?? Date.now;
    this.storage = options.storage === undefined ? browserStorage() : options.storage;
    this.isInstalled = options.isInstalled ?? isRunningInstalled;
    const stored = Number(this.storage?.getItem(STORAGE_KEYS.installPromptDismissedAt));
    this.dismissedAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  }

  /** Listens for the browser's offer; call before the page has loaded, since it comes early. */
  listen(target: Pick<Window, 'addEventListener'> = window): void {
    target.addEventListener('beforeinstallprompt', (event) => {
      // Keep the browser's own mini-infobar away: the app asks in its own words.
      event.preventDefault();
      this.deferred = event as BeforeInstallPromptEvent;
      this.refresh();
    });
    target.addEventListener('appinstalled', () => {
      this.deferred = null;
      this.hasInstalled = true;
      this.refresh();
    });
  }

  /** Install: the browser's dialog; declining it there counts as Later. */
  async install(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
    const event = this.deferred;
    if (!event) return 'unavailable';
    // The event can prompt only once.
    this.deferred = null;
    this.refresh();
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') this.later();
    return outcome;
  }

  /** Later: hidden for 7 days, remembered across visits. */
  later(): void {
    this.dismissedAt = this.now();
    try {
      this.storage?.setItem(STORAGE_KEYS.installPromptDismissedAt, String(this.dismissedAt));
    } catch {
      // Not remembered; it stays hidden until the page is reloaded.
    }
    this.refresh();
  }

  /** Re-evaluates the conditions (the periodic check calls this). */
  refresh(): void {
    const isVisible =
      this.deferred !== null && !this.hasInstalled && !this.isInstalled() && !this.isDismissed();
    if (isVisible !== this.getSnapshot().isVisible) this.emit({ isVisible });
  }

  private isDismissed(): boolean {
    return this.dismissedAt !== null && this.now() - this.dismissedAt < INSTALL_DISMISS_MS;
  }
}
