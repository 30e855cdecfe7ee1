/**
 * The offline queue (docs/product/offline-and-pwa.md, "Offline queue"): writes made without a
 * network wait in IndexedDB and are replayed in order when it returns. An item records whose it is
 * ('admin', 'apikey:{id}') but never a token or key: replay sends it with the credentials the user
 * holds then, and an item whose user has logged out (or been replaced by another login) is dropped,
 * never sent as someone else.
 */
import { SnapshotStore } from '../lib/SnapshotStore';
import type { QueueItem } from './offlineDb';
import type { OpenOfflineDb } from './openOfflineDb';

/**
 * What may wait in the queue. Verifying a file password is never
 * queued: its body is the password (which must not sit in the browser), its answer is the file's
 * links for the page that asked (a replay later has nobody to show them to), each verify counts a
 * view, and the file view is anonymous, while the queue belongs to a login.
 */
export const OFFLINE_OPERATIONS = [
  'createPaste',
  'updatePaste',
  'updateGroupSettings',
  'batchDeletePastes',
  'clearExpiredPastes',
  'clearCache',
] as const;
export type OfflineOperation = (typeof OFFLINE_OPERATIONS)[number];

/** A write carrying a password is never queued: the password would sit in the browser's storage. */
export class OfflinePasswordError extends Error {
  constructor() {
    super('a write with a password is not kept offline');
  }
}

/**
 * An end-to-end encrypted share is never queued either: its link's key is shown only when the
 * server has made it, and a share created later, unseen, could never be opened.
 */
export class OfflineEncryptedError extends OfflinePasswordError {
  constructor() {
    super();
    this.message = 'an encrypted share is not kept offline';
  }
}

function isEncrypted(data: unknown): boolean {
  return (data as { encrypted?: unknown } | null)?.encrypted === true;
}

function carriesPassword(data: unknown): boolean {
  const password = (data as { password?: unknown } | null)?.password;
  return typeof password === 'string' && password !== '';
}

export interface QueuedWrite {
  type: OfflineOperation;
  endpoint: string;
  method: QueueItem['method'];
  data: unknown;
}

/** Who is logged in, as the queue knows them; null when nobody is. */
export interface QueueOwner {
  id: string;
  authType: QueueItem['authType'];
}

/** How a replayed item ended: sent, refused by the server (kept as failed), or no network. */
export type SendOutcome = 'sent' | { refused: string } | 'offline';

export interface ReplayResult {
  sent: number;
  failed: number;
  /** The network went away again: the rest waits for next time. */
  stopped: boolean;
}

export class OfflineQueue extends SnapshotStore<readonly QueueItem[]> {
  constructor(
    private readonly openDb: OpenOfflineDb,
    private readonly now: () => number = () => Date.now(),
  ) {
    super([]);
  }

  /** Reads the stored queue (call once the page starts); a replay cut short goes back in line. */
  async load(): Promise<void> {
    await (
      await this.table()
    )
      .filter((item) => item.status === 'syncing')
      .modify({ status: 'pending' });
    await this.publish();
  }

  /** Throws OfflinePasswordError for a write that carries a password, or is encrypted. */
  async enqueue(write: QueuedWrite, owner: QueueOwner): Promise<QueueItem> {
    if (isEncrypted(write.data)) throw new OfflineEncryptedError();
    if (carriesPassword(write.data)) throw new OfflinePasswordError();
    const item: QueueItem = {
      ...write,
      owner: owner.id,
      authType: owner.authType,
      timestamp: this.now(),
      status: 'pending',
    };
    item.id = await (await this.table()).add(item);
    await this.publish();
    return item;
  }

  /** Items that are not the current login's are dropped: their user logged out. */
  async keepOnly(owner: QueueOwner | null): Promise<number> {
    const dropped = await (await this.table()).filter((item) => item.owner !== owner?.id).delete();
    if (dropped > 0) await this.publish();
    return dropped;
  }

  /**
   * Sends the owner's items oldest first. A sent item leaves the queue; one the server refuses is
   * kept as failed with its reason (the user may retry or remove it); no network stops the replay
   * with the item still pending.
   */
  async replay(owner: QueueOwner, send: (item: QueueItem) => Promise<SendOutcome>) {
    await this.keepOnly(owner);
    const result: ReplayResult = { sent: 0, failed: 0, stopped: false };
    const table = await this.table();
    const items = await table.orderBy('timestamp').toArray();
    for (const item of items) {
      if (item.status === 'failed' || item.id === undefined) continue;
      await table.update(item.id, { status: 'syncing' });
      await this.publish();
      const outcome = await send(item);
      if (outcome === 'sent') {
        await table.delete(item.id);
        result.sent++;
      } else if (outcome === 'offline') {
        await table.update(item.id, { status: 'pending' });
        result.stopped = true;
        break;
      } else {
        await table.update(item.id, { status: 'failed', error: outcome.refused });
        result.failed++;
      }
    }
    await this.publish();
    return result;
  }

  /** A failed item goes back in line for the next replay. */
  async retry(id: number): Promise<void> {
    await (await this.table()).update(id, { status: 'pending', error: undefined });
    await this.publish();
  }

  async remove(id: number): Promise<void> {
    await (await this.table()).delete(id);
    await this.publish();
  }

  private async publish() {
    this.emit(await (await this.table()).orderBy('timestamp').toArray());
  }

  private async table() {
    return (await this.openDb()).offlineQueue;
  }
}
