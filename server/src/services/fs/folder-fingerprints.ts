/**
 * What each folder's index entries were last made from: a hash of the listing and the index build it
 * was written into. A folder listed again unchanged, into the same build, needs no reconcile (reading
 * its 10,000 rows back cost 15-30 ms of the event loop; docs/PERFORMANCE.md). Kept in this process,
 * bounded; any doubt (a failed write, a rebuild, an index marked stale) forgets or mismatches it.
 */
import { createHash } from 'node:crypto';
import type { FolderEntries } from './fs-listings.js';

/** Folders remembered at most; the oldest are forgotten first. */
export const MAX_FINGERPRINTS = 10_000;

/** One hash of a listing: folder names, then each file's key, size and modification time. */
export function fingerprintOf(entries: FolderEntries): string {
  const hash = createHash('sha256');
  for (const name of entries.folders) hash.update(`d\0${name}\0`);
  for (const file of entries.files)
    hash.update(`f\0${file.key}\0${file.size}\0${file.lastModified.getTime()}\0`);
  return hash.digest('base64url');
}

export class FolderFingerprints {
  private readonly byFolder = new Map<string, string>();

  constructor(private readonly max = MAX_FINGERPRINTS) {}

  /** Whether `folder` was last written from this listing into the build finished at `indexedAt`. */
  matches(folder: string, indexedAt: string, fingerprint: string): boolean {
    return this.byFolder.get(folder) === `${indexedAt}|${fingerprint}`;
  }

  remember(folder: string, indexedAt: string, fingerprint: string): void {
    this.byFolder.delete(folder);
    this.byFolder.set(folder, `${indexedAt}|${fingerprint}`);
    if (this.byFolder.size > this.max) {
      const oldest = this.byFolder.keys().next().value;
      if (oldest !== undefined) this.byFolder.delete(oldest);
    }
  }

  /** Forgets every folder of a mount (its index was written some other way). */
  forgetMount(mountId: string): void {
    for (const folder of this.byFolder.keys())
      if (folder.startsWith(`${mountId}:`)) this.byFolder.delete(folder);
  }
}
