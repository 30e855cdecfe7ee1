/**
 * File shares whose stored file a mount shows (docs/SHARE-OBJECTS.md). A mount of a storage lists
 * every object in it, share uploads too: listings mark them (the share's link for the admin and for
 * the key that made it), and a share's own upload is kept from deletion, renaming and overwriting
 * through the mount or WebDAV while the share exists; deleting the share frees it.
 */
import type { FsItemShare } from '@cloudpaste/contracts';
import { forbidden } from '../../errors.js';
import { owns, type Principal } from '../../policies/access.js';
import type { FileRepository } from '../../repositories/file.repository.js';
import { prefixOf } from './fs-listings.js';
import type { InMount } from './fs-resolver.js';

/** The reason a write that would change a share's own object is refused with. */
export const SHARE_OBJECT = 'fs.shareObject';

export class ShareObjects {
  constructor(private readonly o: { files: Pick<FileRepository, 'sharesIn'> }) {}

  /** The shares of the files directly in a folder of a mount, by file name. */
  async marksIn(principal: Principal, folder: InMount): Promise<Map<string, FsItemShare>> {
    const prefix = prefixOf(folder.key);
    const marks = new Map<string, FsItemShare>();
    for (const row of await this.o.files.sharesIn(folder.storage.id, prefix)) {
      const name = row.storage_path.slice(prefix.length);
      const owned = row.source === 'upload';
      const known = marks.get(name);
      // A share's own upload says more than a share that only points at the file.
      if (known?.owned && !owned) continue;
      const visible = owns(principal, row.created_by);
      marks.set(name, { slug: visible ? row.slug : (known?.slug ?? null), owned });
    }
    return marks;
  }

  /**
   * 403 when the object at `target` (with `tree`, or anything below it) is a share's own upload:
   * what a write through a mount must not delete, move or overwrite.
   */
  async refuseOwned(target: InMount, tree = false): Promise<void> {
    const owned = await this.ownedAt(target, tree);
    const [found] = owned;
    if (found !== undefined) throw forbidden(SHARE_OBJECT, { path: pathOf(target, found) });
  }

  /**
   * A check for writes of many keys at or below `target` (a copy of a folder): throws as
   * refuseOwned when asked about a key that is a share's own object.
   */
  async guardBelow(target: InMount): Promise<(key: string) => void> {
    const owned = await this.ownedAt(target, true);
    return (key) => {
      if (owned.has(key)) throw forbidden(SHARE_OBJECT, { path: pathOf(target, key) });
    };
  }

  /** The keys of shares' own objects at the target's key, and below it with `tree`. */
  private async ownedAt({ storage, key }: InMount, tree: boolean): Promise<Set<string>> {
    const rows = await this.o.files.sharesIn(storage.id, key, true);
    return new Set(
      rows
        .filter((row) => row.source === 'upload')
        .map((row) => row.storage_path)
        .filter((path) => path === key || (tree && path.startsWith(`${key}/`))),
    );
  }
}

/** The virtual path of `key`, which lies at or below the target's own key. */
function pathOf(target: InMount, key: string): string {
  return key === target.key ? target.path : `${target.path}${key.slice(target.key.length)}`;
}
