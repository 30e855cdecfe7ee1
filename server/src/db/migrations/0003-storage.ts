/**
 * Storage configurations, file shares and the upload sessions that feed them.
 * - Secrets are stored encrypted (`*_enc`, AES-256-GCM under the server secret), never in clear.
 * - A file share is `pending` from presign until commit verified the object; only `ready` rows are
 *   ever visible. Pending rows past `pending_until` are reaped with their objects.
 * - `source = 'mount'` marks a share pointing at a mount file: expiry and deletion never touch it.
 * - upload_sessions tracks every multipart upload we started so none stays open in a bucket.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('storage_configs')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('storage_type', 'text', (c) => c.notNull())
    .addColumn('provider_type', 'text', (c) => c.notNull())
    .addColumn('endpoint_url', 'text')
    .addColumn('bucket_name', 'text', (c) => c.notNull())
    .addColumn('region', 'text')
    .addColumn('access_key_id_enc', 'text')
    .addColumn('secret_access_key_enc', 'text')
    .addColumn('path_style', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('default_folder', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_storage_bytes', 'bigint')
    .addColumn('custom_host', 'text')
    .addColumn('signature_expires_in', 'integer', (c) => c.notNull().defaultTo(3600))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_used', 'text')
    .execute();

  await db.schema
    .createTable('files')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ready'))
    .addColumn('pending_until', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('upload'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('storage_config_id', 'text', (c) => c.notNull())
    .addColumn('storage_path', 'text', (c) => c.notNull())
    .addColumn('mount_id', 'text')
    .addColumn('mimetype', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('etag', 'text')
    .addColumn('remark', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('max_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_proxy', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['storage_config_id', 'status', 'expires_at', 'created_by', 'created_at']) {
    await db.schema
      .createIndex(`files_${column}_idx`)
      .ifNotExists()
      .on('files')
      .column(column)
      .execute();
  }

  await db.schema
    .createTable('upload_sessions')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('storage_config_id', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text')
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('mimetype', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('part_size', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upload_sessions_upload_id_idx')
    .ifNotExists()
    .on('upload_sessions')
    .column('upload_id')
    .execute();
  await db.schema
    .createIndex('upload_sessions_expires_at_idx')
    .ifNotExists()
    .on('upload_sessions')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_sessions').ifExists().execute();
  await db.schema.dropTable('files').ifExists().execute();
  await db.schema.dropTable('storage_configs').ifExists().execute();
}
