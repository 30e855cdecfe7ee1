/**
 * The offline queue wired to the page: writes that cannot reach the server are queued (offline, or
 * the request failed for lack of network), and the queue is replayed in order when the network
 * returns (the `online` event, Background Sync's wake-up message from the service worker, or the
 * page starting with items left). One tab replays at a time (Web Locks where the browser has them).
 * Replays go through the api client, so they carry the credentials the user holds now.
 */
import { SYNC_STATUS_TIMEOUT_MS } from '@cloudpaste/contracts';
import { ApiError } from '../api/apiError';
import { api } from '../api/client';
import { getAuthSnapshot, subscribeAuth, type AuthSnapshot } from '../auth/authStore';
import { SnapshotStore } from '../lib/SnapshotStore';
import { whenIdle } from '../lib/whenIdle';
import type { QueueItem } from './offlineDb';
import {
  OfflineQueue,
  type QueuedWrite,
  type QueueOwner,
  type ReplayResult,
  type SendOutcome,
} from './offlineQueue';
import { openOfflineDb } from './openOfflineDb';

/** Posted by the service worker when Background Sync fires (the worker has no credentials). */
export const SYNC_MESSAGE = 'cloudpaste:replay-offline-queue';
export const SYNC_TAG = 'cloudpaste-offline-queue';
const LOCK_NAME = 'cloudpaste-offline-replay';

export function ownerOf(
  auth: Pick<AuthSnapshot, 'authType' | 'apiKeyInfo'> & { account?: AuthSnapshot['account'] },
): QueueOwner | null {
  if (auth.authType === 'admin') return { id: 'admin', authType: 'admin' };
  if (auth.authType === 'user' && auth.account)
    return { id: `user:${auth.account.id}`, authType: 'user' };
  if (auth.authType === 'apikey' && auth.apiKeyInfo)
    return { id: `apikey:${auth.apiKeyInfo.id}`, authType: 'apikey' };
  return null;
}

/** Calls `listener` whenever the login changes to another owner (or to nobody: a logout). */
export function watchOwner(listener: (next: QueueOwner | null, previous: string | null) => void) {
  let owner = ownerOf(getAuthSnapshot())?.id ?? null;
  return subscribeAuth(() => {
    const next = ownerOf(getAuthSnapshot());
    if ((next?.id ?? null) === owner) return;
    const previous = owner;
    owner = next?.id ?? null;
    listener(next, previous);
  });
}

/** No answer at all: the network, not the server, is the problem. */
export const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 0 && error.code !== 'ABORTED';

export type SyncState =
  | { kind: 'idle' }
  | { kind: 'syncing' }
  | { kind: 'done'; result: ReplayResult }
  | { kind: 'failed' };

function send<T>(write: Pick<QueuedWrite, 'method' | 'endpoint' | 'data'>, timeoutMs?: number) {
  const verbs = { POST: api.post, PUT: api.put, DELETE: api.delete } as const;
  return timeoutMs === undefined
    ? verbs[write.method]<T>(write.endpoint, write.data)
    : verbs[write.method]<T>(write.endpoint, write.data, { timeoutMs });
}

/**
 * Sends one queued item; an answer slower than the sync status timeout counts as no network. A 409
 * to a queued paste means an earlier replay arrived (its suffix is ours alone: offlineSlug.ts).
 */
export async function sendQueued(item: QueueItem): Promise<SendOutcome> {
  try {
    await send(item, SYNC_STATUS_TIMEOUT_MS);
    return 'sent';
  } catch (error) {
    if (isNetworkFailure(error)) return 'offline';
    if (error instanceof ApiError && error.status === 409 && item.type === 'createPaste')
      return 'sent';
    return { refused: error instanceof Error ? error.message : String(error) };
  }
}

export class OfflineSync {
  readonly queue = new OfflineQueue(openOfflineDb);
  readonly status = new (class extends SnapshotStore<SyncState> {
    set(state: SyncState) {
      this.emit(state);
    }
  })({ kind: 'idle' });

  private started = false;

  /**
   * Listens for the network, the service worker and logins at once; loads the queue once the page
   * is idle (the offline store's code loads on demand, not before the first render).
   */
  start() {
    if (this.started) return;
    this.started = true;
    whenIdle(() => void this.queue.load().then(() => this.syncNow()));
    window.addEventListener('online', () => void this.syncNow());
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === SYNC_MESSAGE) void this.syncNow();
    });
    // Whoever logged out takes their queued writes with them.
    watchOwner((next) => void this.queue.keepOnly(next));
  }

  /**
   * Sends `write` now, or queues it when there is no network. Answers the server's `data`, or
   * `{queued}` when it waits in the queue. Other failures are thrown as usual.
   */
  async sendOrQueue<T>(
    write: QueuedWrite & {
      /** What to queue instead of `data` when it waits in the queue. */
      prepareQueued?: (data: unknown) => unknown;
    },
  ): Promise<{ queued: false; data: T } | { queued: true }> {
    const { prepareQueued = (data) => data, ...queued } = write;
    const owner = ownerOf(getAuthSnapshot());
    const enqueue = (owner: QueueOwner) =>
      this.enqueue({ ...queued, data: prepareQueued(write.data) }, owner);
    if (owner && !navigator.onLine) return enqueue(owner);
    try {
      const data = await send<T>(write);
      return { queued: false, data };
    } catch (error) {
      if (!owner || !isNetworkFailure(error)) throw error;
      return enqueue(owner);
    }
  }

  /** As sendOrQueue, answering the server's `data`, or null when the write waits in the queue. */
  async sendOrNull<T>(write: Parameters<OfflineSync['sendOrQueue']>[0]): Promise<T | null> {
    const sent = await this.sendOrQueue<T>(write);
    return sent.queued ? null : sent.data;
  }

  /** Replays the queue unless another tab is doing it. */
  async syncNow(): Promise<void> {
    const owner = ownerOf(getAuthSnapshot());
    if (!owner || !navigator.onLine) return;
    if (!this.queue.getSnapshot().some((item) => item.status !== 'failed')) return;
    const run = async () => {
      this.status.set({ kind: 'syncing' });
      try {
        const result = await this.queue.replay(owner, sendQueued);
        this.status.set(result.stopped ? { kind: 'failed' } : { kind: 'done', result });
      } catch {
        this.status.set({ kind: 'failed' });
      }
    };
    if (navigator.locks) await navigator.locks.request(LOCK_NAME, { ifAvailable: true }, run);
    else await run();
  }

  private async enqueue(write: QueuedWrite, owner: QueueOwner) {
    await this.queue.enqueue(write, owner);
    await registerBackgroundSync();
    return { queued: true } as const;
  }
}

/** Asks the browser to wake the service worker when the network returns, where it can. */
async function registerBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari) or no worker: the `online` event replays instead.
  }
}

export const offlineSync = new OfflineSync();
