/**
 * Shares without a password or a view limit, as last read from the database, kept for a second.
 *
 * A share posted somewhere popular is read thousands of times a second, and each read was a
 * database query for the same row (bench/benches/pastes.bench.ts). Only shares whose every read is
 * the same answer are kept: no password to check, no view limit to count atomically (their views
 * go to the ViewTally). A share is kept no longer than its own expiry, so an expired share is never
 * served from here. This instance forgets everything on any change it makes to shares; a
 * change made by another server instance on the same database shows here within `ttlMs`.
 */
import type { PasteRow } from '../../db/types.js';

export interface HotSharesOptions {
  ttlMs: number;
  /** Total content kept, in UTF-8 bytes. */
  maxBytes: number;
  /** Shares larger than this are always read from the database. */
  maxShareBytes: number;
}

interface Entry {
  row: PasteRow;
  until: number;
  bytes: number;
  /** The content as a JSON string literal, made on first use. */
  contentJson?: string;
}

export class HotShares {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly o: HotSharesOptions) {}

  /** Whether a share may be kept: every read of it gives the same answer. */
  static keepable(row: PasteRow): boolean {
    return row.password_hash === null && row.max_views === 0;
  }

  get(slug: string, nowMs: number): PasteRow | undefined {
    const entry = this.entries.get(slug);
    if (!entry) return undefined;
    if (entry.until > nowMs) return entry.row;
    this.drop(slug, entry);
    return undefined;
  }

  put(row: PasteRow, nowMs: number): void {
    const bytes = Number(row.size);
    if (!HotShares.keepable(row) || bytes > this.o.maxShareBytes) return;
    const old = this.entries.get(row.slug);
    if (old) this.drop(row.slug, old);
    // Oldest first (Map order): they are also the first to run out of time.
    for (const [slug, entry] of this.entries) {
      if (this.bytes + bytes <= this.o.maxBytes) break;
      this.drop(slug, entry);
    }
    const expires = row.expires_at === null ? Infinity : Date.parse(row.expires_at);
    this.entries.set(row.slug, { row, until: Math.min(nowMs + this.o.ttlMs, expires), bytes });
    this.bytes += bytes;
  }

  /**
   * The JSON string literal of a kept share's content, made on its first use: a popular share's
   * content is escaped once while kept instead of on every read. In process, a view of a 100 KB
   * share fell from 397 to 177 µs of CPU with it, of a 1 KB share from 25.2 to 24.2 µs. Undefined
   * unless `content` is what is kept for `slug` (normally the very same string, compared at once).
   */
  contentJson(slug: string, content: string): string | undefined {
    const entry = this.entries.get(slug);
    if (entry?.row.content !== content) return undefined;
    return (entry.contentJson ??= JSON.stringify(content));
  }

  /** After any write to shares: nothing kept may be stale. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private drop(slug: string, entry: Entry): void {
    this.entries.delete(slug);
    this.bytes -= entry.bytes;
  }
}
