/** Queries on upload_sessions: every multipart upload we opened, so none stays open in a bucket. */
import { sql, type Kysely } from 'kysely';
import type { Database, NewUploadSessionRow, UploadSessionRow } from '../db/types.js';

export class UploadSessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: NewUploadSessionRow): Promise<void> {
    await this.db.insertInto('upload_sessions').values(row).execute();
  }

  /** The session of one multipart upload of a purpose ('share', 'fs', 'url'). */
  findByUploadId(uploadId: string, purpose: string): Promise<UploadSessionRow | undefined> {
    return this.db
      .selectFrom('upload_sessions')
      .selectAll()
      .where('upload_id', '=', uploadId)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
  }

  findByFileId(fileId: string): Promise<UploadSessionRow | undefined> {
    return this.db
      .selectFrom('upload_sessions')
      .selectAll()
      .where('file_id', '=', fileId)
      .executeTakeFirst();
  }

  /** One creator's sessions of a purpose in a storage whose keys start with `keyPrefix`, oldest first. */
  listByCreator(
    purpose: string,
    createdBy: string,
    storageConfigId: string,
    keyPrefix: string,
  ): Promise<UploadSessionRow[]> {
    return this.db
      .selectFrom('upload_sessions')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('created_by', '=', createdBy)
      .where('storage_config_id', '=', storageConfigId)
      .where(sql<string>`substr(storage_key, 1, ${keyPrefix.length})`, '=', keyPrefix)
      .orderBy('created_at')
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('upload_sessions').where('id', '=', id).execute();
  }

  /** Sessions of a purpose past their expiry, oldest first. */
  findExpired(purpose: string, nowIso: string, limit: number): Promise<UploadSessionRow[]> {
    return this.db
      .selectFrom('upload_sessions')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('expires_at', '<=', nowIso)
      .orderBy('expires_at')
      .limit(limit)
      .execute();
  }
}
