/**
 * Whether a file share's stored file is still there (docs/SHARE-OBJECTS.md). Another client may
 * delete it (an S3 tool, a mount's user deleting a file shared from the explorer): the share page
 * then says the file is no longer available instead of showing an empty frame, and file management
 * marks the share. What a look found is kept for a while, by share, so a busy share's page does not
 * ask the storage on every visit and a page of the management list asks only about shares not
 * looked at lately.
 */
import type { FileRow } from '../../db/types.js';
import { gone, notFound } from '../../errors.js';
import type { Clock } from '../../lib/time.js';
import type { StorageAccess } from '../storage-access.js';
import { OBJECT_CHANGED, sameEtag } from './object-claims.js';

/** A share's page and downloads say this when its object is gone from storage. */
export const OBJECT_MISSING = 'file.missingInStorage';

type Look = 'there' | 'missing' | 'changed';

/** How long a look stands. */
const KEPT_MS = 30_000;
/** Shares remembered at most (the oldest are forgotten first). */
const KEPT_MAX = 10_000;
/** Storage requests one management page makes at once. */
const LOOKS_AT_ONCE = 8;

export class FileAvailability {
  private readonly known = new Map<string, { look: Look; at: number }>();

  constructor(private readonly o: { storage: Pick<StorageAccess, 'byId'>; clock: Clock }) {}

  /**
   * 404 `file.missingInStorage` when the share's object is gone, 410 `file.changedInStorage` when
   * an upload's object was replaced; a storage that cannot be asked lets the share through (its
   * content request then fails on its own).
   */
  async require(row: FileRow): Promise<void> {
    const look = await this.lookAt(row);
    if (look === 'missing') throw notFound(OBJECT_MISSING);
    if (look === 'changed') throw gone(OBJECT_CHANGED);
  }

  /** Records that a content request found the object gone or replaced. */
  lost(row: Pick<FileRow, 'id'>, how: 'missing' | 'changed' = 'missing'): void {
    this.keep(row.id, how);
  }

  /** Whether each share's object is there (by share id); null when the storage could not say. */
  async of(rows: readonly FileRow[]): Promise<Map<string, boolean | null>> {
    const answer = new Map<string, boolean | null>();
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        const look = await this.lookAt(row);
        answer.set(row.id, look === null ? null : look === 'there');
      }
    };
    await Promise.all(Array.from({ length: Math.min(LOOKS_AT_ONCE, rows.length) }, worker));
    return answer;
  }

  /** What is at the share's key, from a recent look or a new one; null when storage failed. */
  private async lookAt(row: FileRow): Promise<Look | null> {
    const now = this.o.clock.now().getTime();
    const kept = this.known.get(row.id);
    if (kept && now - kept.at < KEPT_MS) return kept.look;
    let look: Look;
    try {
      const storage = await this.o.storage.byId(row.storage_config_id);
      const object = await storage.driver.head(row.storage_path);
      // A mount's share serves the mount's file as it is now; an upload's only what it committed.
      look = !object
        ? 'missing'
        : row.source !== 'mount' && !sameEtag(row.etag, object.etag)
          ? 'changed'
          : 'there';
    } catch {
      return null;
    }
    this.keep(row.id, look);
    return look;
  }

  private keep(id: string, look: Look): void {
    this.known.delete(id);
    this.known.set(id, { look, at: this.o.clock.now().getTime() });
    if (this.known.size > KEPT_MAX) this.known.delete(this.known.keys().next().value!);
  }
}
