/**
 * The file basket: files gathered from any folders to download
 * together. Kept in localStorage so it survives a reload and is the same in every tab (the storage
 * event brings other tabs' changes); a stored value that is not a basket is ignored.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { SnapshotStore } from '../../../lib/SnapshotStore';
import { parentPath } from '../explorerPath';

export interface BasketItem {
  path: string;
  name: string;
  size: number;
  /** The folder it was added from. */
  directory: string;
  /** ISO time. */
  addedAt: string;
}

export const BASKET_STORAGE_KEY = 'cloudpaste.fileBasket';
/** Above this total the basket warns that the download will be large. */
export const BASKET_WARN_BYTES = 1024 * 1024 * 1024;

function isBasketItem(value: unknown): value is BasketItem {
  const item = value as Partial<BasketItem> | null;
  return (
    typeof item?.path === 'string' &&
    typeof item.name === 'string' &&
    typeof item.size === 'number' &&
    typeof item.directory === 'string' &&
    typeof item.addedAt === 'string'
  );
}

function parse(raw: string | null): BasketItem[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter(isBasketItem) : [];
  } catch {
    return [];
  }
}

export class BasketStore extends SnapshotStore<readonly BasketItem[]> {
  constructor(
    private readonly storage: Storage | null,
    private readonly now: () => Date = () => new Date(),
  ) {
    super(parse(storage?.getItem(BASKET_STORAGE_KEY) ?? null));
  }

  /** Adds the files among `items` that are not in the basket yet; answers how many were added. */
  add(items: readonly FsItem[]): number {
    const known = new Set(this.getSnapshot().map((item) => item.path));
    const added = items
      .filter((item) => !item.isDirectory && !known.has(item.path))
      .map((item) => ({
        path: item.path,
        name: item.name,
        size: item.size,
        directory: parentPath(item.path),
        addedAt: this.now().toISOString(),
      }));
    if (added.length > 0) this.save([...this.getSnapshot(), ...added]);
    return added.length;
  }

  remove(paths: readonly string[]) {
    const gone = new Set(paths);
    this.save(this.getSnapshot().filter((item) => !gone.has(item.path)));
  }

  clear() {
    this.save([]);
  }

  /** Another tab changed the basket. */
  reload(raw: string | null) {
    this.emit(parse(raw));
  }

  private save(items: BasketItem[]) {
    this.emit(items);
    try {
      this.storage?.setItem(BASKET_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Storage full or disabled: the basket lasts for this visit.
    }
  }
}

export const basketTotal = (items: readonly BasketItem[]) =>
  items.reduce((sum, item) => sum + item.size, 0);
