/**
 * Queries on file shares, including the one atomic statement that counts a view and the one that
 * turns a pending upload into a visible share. Only `ready` rows are ever read for display.
 */
import { sql, type Kysely } from 'kysely';
import { isUniqueViolation } from '../db/unique-violation.js';
import type { Database, FileRow, FileUpdate, NewFileRow } from '../db/types.js';
import { shareListPage, type ShareListFilter } from './share-list.js';

export interface FileListFilter extends ShareListFilter {
  storageConfigId?: string | undefined;
}

/** A list row: the share plus its storage configuration's and creating key's names. */
export type FileListRow = FileRow & { storage_config_name: string | null; key_name: string | null };

/** The storage's name, and the creating key's name or user's username (docs/ACCOUNTS.md). */
const NAMES = [
  'storage_configs.name as storage_config_name',
  sql<string | null>`coalesce(api_keys.name, admins.username)`.as('key_name'),
] as const;

export class FileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts unless the slug is taken; returns false on a slug collision. */
  async insert(row: NewFileRow): Promise<boolean> {
    try {
      await this.db.insertInto('files').values(row).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  findById(id: string): Promise<FileRow | undefined> {
    return this.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findReadyBySlug(slug: string): Promise<FileRow | undefined> {
    return this.db
      .selectFrom('files')
      .selectAll()
      .where('slug', '=', slug)
      .where('status', '=', 'ready')
      .executeTakeFirst();
  }

  /** Whether any share (any status) of this storage already uses the key. */
  async isKeyTaken(storageConfigId: string, storagePath: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('files')
      .select('id')
      .where('storage_config_id', '=', storageConfigId)
      .where('storage_path', '=', storagePath)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The shares (any status) whose object key starts with `prefix` (a folder's, ending in `/`, or
   * '' for the storage's root): only those directly in that folder, or all of them with `below`.
   * Detached shares own nothing and are left out.
   */
  sharesIn(
    storageConfigId: string,
    prefix: string,
    below = false,
  ): Promise<Pick<FileRow, 'slug' | 'storage_path' | 'source' | 'created_by'>[]> {
    let query = this.db
      .selectFrom('files')
      .select(['slug', 'storage_path', 'source', 'created_by'])
      .where('storage_config_id', '=', storageConfigId)
      .where('source', '!=', 'detached');
    if (prefix !== '')
      query = query.where(sql`substr(storage_path, 1, ${[...prefix].length})`, '=', prefix);
    if (!below) {
      // Nothing further down: the prefix matched exactly above, so LIKE's case rule cannot matter.
      const escaped = prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`);
      query = query.where(sql<boolean>`storage_path NOT LIKE ${`${escaped}%/%`} ESCAPE '\\'`);
    }
    return query.execute();
  }

  /** Bytes promised to uploads still pending on a storage (they count against its capacity). */
  async pendingBytes(storageConfigId: string, exceptId?: string): Promise<number> {
    let query = this.db
      .selectFrom('files')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
      .where('storage_config_id', '=', storageConfigId)
      .where('status', '=', 'pending');
    if (exceptId) query = query.where('id', '!=', exceptId);
    return Number((await query.executeTakeFirstOrThrow()).bytes);
  }

  /** Keeps what a pending upload's signed PUT stored (its ETag), while the upload is still pending. */
  async recordWritten(id: string, etag: string): Promise<void> {
    await this.db
      .updateTable('files')
      .set({ etag })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /**
   * Turns a pending share into a ready one with its final fields, in one statement: of two
   * concurrent commits (or a commit racing the sweeper) exactly one succeeds.
   */
  markReady(id: string, changes: FileUpdate): Promise<FileRow | undefined> {
    return this.db
      .updateTable('files')
      .set({ ...changes, status: 'ready', pending_until: null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Counts one view if the share is still readable, in one statement: concurrent readers can never
   * push `views` past `max_views`. `updated_at` records when the last view was taken (the sweeper's
   * grace for used-up shares starts there). Returns the row after this view, or undefined.
   */
  consumeView(id: string, nowIso: string): Promise<FileRow | undefined> {
    return this.db
      .updateTable('files')
      .set((eb) => ({ views: eb('views', '+', 1), updated_at: nowIso }))
      .where('id', '=', id)
      .where('status', '=', 'ready')
      .where((eb) => eb.or([eb('max_views', '=', 0), eb('views', '<', eb.ref('max_views'))]))
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]))
      .returningAll()
      .executeTakeFirst();
  }

  list(filter: FileListFilter): Promise<{ rows: FileListRow[]; total: number }> {
    let query = this.joined().where('files.status', '=', 'ready');
    if (filter.storageConfigId)
      query = query.where('files.storage_config_id', '=', filter.storageConfigId);
    const searched = ['filename', 'slug', 'remark'];
    return shareListPage(query, 'files', searched, filter, (page) =>
      page.selectAll('files').select(NAMES),
    );
  }

  /** One share (any status) with its storage configuration's and creating key's names. */
  findListRowById(id: string): Promise<FileListRow | undefined> {
    return this.joined()
      .where('files.id', '=', id)
      .selectAll('files')
      .select(NAMES)
      .executeTakeFirst();
  }

  private joined() {
    return this.db
      .selectFrom('files')
      .leftJoin('storage_configs', 'storage_configs.id', 'files.storage_config_id')
      .leftJoin('api_keys', (join) =>
        join.on(sql<boolean>`files.created_by = 'apikey:' || api_keys.id`),
      )
      .leftJoin('admins', (join) =>
        join.onRef('admins.id', '=', 'files.created_by').on('admins.role', '=', 'user'),
      );
  }

  /** Applies changes; false when the new slug is taken. */
  async update(id: string, changes: FileUpdate): Promise<boolean> {
    try {
      await this.db.updateTable('files').set(changes).where('id', '=', id).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('files').where('id', '=', id).execute();
  }

  async deleteMany(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('files')
      .where('id', 'in', [...ids])
      .execute();
  }

  /**
   * Ready shares past their expiry, or used up with their last view taken before `usedUpBefore`
   * (tickets handed out with that view may still be in use until then).
   */
  findExpired(nowIso: string, usedUpBefore: string, limit: number): Promise<FileRow[]> {
    return this.db
      .selectFrom('files')
      .selectAll()
      .where('status', '=', 'ready')
      .where((eb) =>
        eb.or([
          eb.and([eb('expires_at', 'is not', null), eb('expires_at', '<=', nowIso)]),
          eb.and([
            eb('max_views', '>', 0),
            eb('views', '>=', eb.ref('max_views')),
            eb('updated_at', '<=', usedUpBefore),
          ]),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Pending shares whose upload window closed without a commit. */
  findStalePending(nowIso: string, limit: number): Promise<FileRow[]> {
    return this.db
      .selectFrom('files')
      .selectAll()
      .where('status', '=', 'pending')
      .where('pending_until', '<=', nowIso)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Dashboard counts over ready shares; `expired` includes used-up ones. */
  async counts(nowIso: string): Promise<{ total: number; expired: number; bytes: number }> {
    const row = await this.db
      .selectFrom('files')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn
          .count<number>('id')
          .filterWhere((w) =>
            w.or([
              w.and([w('expires_at', 'is not', null), w('expires_at', '<=', nowIso)]),
              w.and([w('max_views', '>', 0), w('views', '>=', w.ref('max_views'))]),
            ]),
          )
          .as('expired'),
        eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'),
      ])
      .where('status', '=', 'ready')
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), expired: Number(row.expired), bytes: Number(row.bytes) };
  }
}
