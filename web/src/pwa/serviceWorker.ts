/**
 * The service worker's registration and state (unknown, installing, waiting, active,
 * redundant), and the update flow: a new worker waits until the user chooses Update, which
 * activates it and reloads the page once it controls it.
 */
import { whenIdle } from '../lib/whenIdle';
import { SnapshotStore } from '../lib/SnapshotStore';

export type ServiceWorkerStatus = 'unknown' | 'installing' | 'waiting' | 'active' | 'redundant';

export interface ServiceWorkerSnapshot {
  status: ServiceWorkerStatus;
  /** A new version is installed and waits for the page's go-ahead. */
  isUpdateReady: boolean;
}

/** What the controller needs from `navigator.serviceWorker` (a fake in tests). */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'register' | 'addEventListener'>;

export interface ServiceWorkerOptions {
  scriptUrl?: string;
  reload?: () => void;
  /** Whether asking the server for a new worker is worth it now (online, page visible). */
  canCheckForUpdate?: () => boolean;
}

/** The message the generated Workbox worker answers with skipWaiting(). */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

export function statusOf(
  registration: ServiceWorkerRegistration | undefined,
  sawRedundant: boolean,
): ServiceWorkerStatus {
  if (registration?.installing) return 'installing';
  if (registration?.waiting) return 'waiting';
  if (registration?.active) return 'active';
  return sawRedundant ? 'redundant' : 'unknown';
}

export class ServiceWorkerController extends SnapshotStore<ServiceWorkerSnapshot> {
  private registration: ServiceWorkerRegistration | undefined;
  private sawRedundant = false;
  private isApplyingUpdate = false;
  private readonly scriptUrl: string;
  private readonly reload: () => void;
  private readonly canCheckForUpdate: () => boolean;

  constructor(
    private readonly container: WorkerContainer | undefined,
    options: ServiceWorkerOptions = {},
  ) {
    super({ status: 'unknown', isUpdateReady: false });
    this.scriptUrl = options.scriptUrl ?? '/sw.js';
    this.reload = options.reload ?? (() => window.location.reload());
    this.canCheckForUpdate =
      options.canCheckForUpdate ??
      (() => navigator.onLine && document.visibilityState === 'visible');
  }

  /** Registers the worker; a browser without service workers stays 'unknown'. */
  async register(): Promise<void> {
    if (!this.container) return;
    // Only the update the user asked for reloads; the first worker claiming the page does not.
    this.container.addEventListener('controllerchange', () => {
      if (this.isApplyingUpdate) this.reload();
      // The first worker: what the page loaded before it is kept for offline use too (its code
      // is loaded then: it runs once per install, so it stays out of every page's first script).
      else whenIdle(() => void import('./warmAssetCache').then((m) => m.warmAssetCache()));
    });
    try {
      this.registration = await this.container.register(this.scriptUrl, { scope: '/' });
    } catch (error) {
      console.warn('Service worker registration failed', error);
      return;
    }
    this.registration.addEventListener('updatefound', () => {
      this.watch(this.registration?.installing);
      this.refresh();
    });
    this.watch(this.registration.installing ?? this.registration.waiting);
    this.refresh();
  }

  /** The periodic check (every 5 s): re-read the state and look for a new version. */
  check(): void {
    this.refresh();
    const registration = this.registration;
    const { status } = this.getSnapshot();
    // One small conditional request for sw.js, skipped while nothing could come of it.
    if (registration && status === 'active' && this.canCheckForUpdate())
      registration.update().catch(() => {});
  }

  /** Update: let the waiting worker take over; the page reloads when it does. */
  applyUpdate(): void {
    const waiting = this.registration?.waiting;
    if (!waiting) return;
    this.isApplyingUpdate = true;
    waiting.postMessage(SKIP_WAITING);
  }

  private watch(worker: ServiceWorker | null | undefined) {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'redundant') this.sawRedundant = true;
      this.refresh();
    });
  }

  private refresh() {
    const registration = this.registration;
    const next: ServiceWorkerSnapshot = {
      status: statusOf(registration, this.sawRedundant),
      // Waiting behind an active worker is an update; the very first worker never waits.
      isUpdateReady: Boolean(registration?.waiting && registration.active),
    };
    const current = this.getSnapshot();
    if (next.status !== current.status || next.isUpdateReady !== current.isUpdateReady)
      this.emit(next);
  }
}
