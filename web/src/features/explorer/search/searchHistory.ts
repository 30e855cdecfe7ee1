/**
 * Recent searches, newest first, kept in this browser only (SPEC §3: search history is local).
 * A framework-free store over localStorage; the offline database may take it over later.
 */
import { SnapshotStore } from '../../../lib/SnapshotStore';

export const SEARCH_HISTORY_KEY = 'cloudpaste.searchHistory';
export const SEARCH_HISTORY_MAX = 10;

function parse(raw: string | null): string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value)
      ? value.filter((entry): entry is string => typeof entry === 'string')
      : [];
  } catch {
    return [];
  }
}

export class SearchHistory extends SnapshotStore<readonly string[]> {
  constructor(private readonly storage: Storage | null) {
    super(parse(storage?.getItem(SEARCH_HISTORY_KEY) ?? null).slice(0, SEARCH_HISTORY_MAX));
  }

  /** The query moves to the front; the same words twice are kept once. */
  remember(query: string) {
    const words = query.trim();
    if (words === '') return;
    const rest = this.getSnapshot().filter((entry) => entry !== words);
    this.save([words, ...rest].slice(0, SEARCH_HISTORY_MAX));
  }

  forget(query: string) {
    this.save(this.getSnapshot().filter((entry) => entry !== query));
  }

  clear() {
    this.save([]);
  }

  private save(entries: string[]) {
    this.emit(entries);
    try {
      this.storage?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(entries));
    } catch {
      // Storage full or disabled: the history lasts for this visit.
    }
  }
}
