/** Queries on file_requests and file_request_files (docs/FILE-REQUESTS.md). */
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type {
  Database,
  FileRequestFileRow,
  FileRequestFilesTable,
  FileRequestRow,
  FileRequestsTable,
} from '../db/types.js';
import { isUniqueViolation } from '../db/unique-violation.js';

/** A request's row with what arrived through it. */
export interface FileRequestWithCounts extends FileRequestRow {
  received_files: number;
  received_bytes: number;
  unseen: number;
}

/** Files (pending or received) a request holds, and their bytes. */
export interface HeldFiles {
  files: number;
  bytes: number;
}

/** What `reserve` decided: the row is in, the name was taken, or a limit says no. */
export type Reservation =
  { ok: true } | { ok: false; taken: true } | { ok: false; held: HeldFiles };

export class FileRequestRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<FileRequestsTable>): Promise<void> {
    await this.db.insertInto('file_requests').values(row).execute();
  }

  findBySlug(slug: string): Promise<FileRequestRow | undefined> {
    return this.db
      .selectFrom('file_requests')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  findById(id: string): Promise<FileRequestRow | undefined> {
    return this.db.selectFrom('file_requests').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Newest first, with what arrived; only `createdBy`'s when given. */
  async list(createdBy: readonly string[] | null, id?: string): Promise<FileRequestWithCounts[]> {
    let query = this.db
      .selectFrom('file_requests as r')
      .selectAll('r')
      .select((eb) => {
        const received = () =>
          eb
            .selectFrom('file_request_files as f')
            .whereRef('f.request_id', '=', 'r.id')
            .where('f.status', '=', 'received');
        return [
          received()
            .select((e) => e.fn.countAll<number>().as('n'))
            .as('received_files'),
          received()
            .select((e) => e.fn.coalesce(e.fn.sum<number>('f.size'), sql<number>`0`).as('b'))
            .as('received_bytes'),
          received()
            .where((e) =>
              e.or([e('r.seen_at', 'is', null), e('f.created_at', '>', e.ref('r.seen_at'))]),
            )
            .select((e) => e.fn.countAll<number>().as('u'))
            .as('unseen'),
        ];
      });
    if (createdBy !== null) query = query.where('r.created_by', 'in', createdBy);
    if (id !== undefined) query = query.where('r.id', '=', id);
    const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
    return rows.map((row) => ({
      ...row,
      received_files: Number(row.received_files ?? 0),
      received_bytes: Number(row.received_bytes ?? 0),
      unseen: Number(row.unseen ?? 0),
    }));
  }

  async update(id: string, patch: Updateable<FileRequestsTable>): Promise<void> {
    await this.db.updateTable('file_requests').set(patch).where('id', '=', id).execute();
  }

  /**
   * Sets the webhook's sealed signing secret unless one is there (two uploads at once must not
   * sign with different secrets); answers the one stored, or undefined when the row is gone.
   */
  async keepWebhookSecret(id: string, sealed: string): Promise<string | null | undefined> {
    await this.db
      .updateTable('file_requests')
      .set({ webhook_secret: sealed })
      .where('id', '=', id)
      .where('webhook_secret', 'is', null)
      .execute();
    const row = await this.findById(id);
    return row?.webhook_secret;
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('file_request_files').where('request_id', '=', id).execute();
    await this.db.deleteFrom('file_requests').where('id', '=', id).execute();
  }

  /** Received files, newest first. */
  files(requestId: string): Promise<FileRequestFileRow[]> {
    return this.db
      .selectFrom('file_request_files')
      .selectAll()
      .where('request_id', '=', requestId)
      .where('status', '=', 'received')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /**
   * Inserts a pending file when the request still has room for it: one transaction that first
   * writes the request's own row, which PostgreSQL locks until the end (SQLite serializes writing
   * transactions anyway), so concurrent uploads through any instance are judged one after another
   * against what the ones before them hold. The unique (mount, path) claims the name.
   */
  async reserve(
    file: Insertable<FileRequestFilesTable>,
    fits: (held: HeldFiles) => boolean,
    pendingSince: string,
  ): Promise<Reservation> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('file_requests')
          .set({ updated_at: sql`updated_at` })
          .where('id', '=', file.request_id)
          .execute();
        const held = await trx
          .selectFrom('file_request_files')
          .select((eb) => [
            eb.fn.countAll<number>().as('files'),
            eb.fn.coalesce(eb.fn.sum<number>('size'), sql<number>`0`).as('bytes'),
          ])
          .where('request_id', '=', file.request_id)
          // An upload pending since before `pendingSince` was cut short by a crash: not held.
          .where((eb) =>
            eb.or([eb('status', '=', 'received'), eb('created_at', '>', pendingSince)]),
          )
          .executeTakeFirstOrThrow();
        const counted = { files: Number(held.files), bytes: Number(held.bytes) };
        if (!fits(counted)) return { ok: false as const, held: counted };
        await trx.insertInto('file_request_files').values(file).execute();
        return { ok: true as const };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, taken: true };
      throw error;
    }
  }

  async markReceived(id: string, size: number, path: string): Promise<void> {
    await this.db
      .updateTable('file_request_files')
      .set({ status: 'received', size, path })
      .where('id', '=', id)
      .execute();
  }

  async removeFile(id: string): Promise<void> {
    await this.db.deleteFrom('file_request_files').where('id', '=', id).execute();
  }
}
