/**
 * File requests (docs/FILE-REQUESTS.md): upload-only links into a folder of a mount (`target`
 * 'folder', with `mount_id` and `path`) or into file shares of the owner ('shares'). A request
 * keeps its limits; each file that arrives (or is arriving: `status` 'pending') is a row of
 * `file_request_files`, which is also how the limits are counted and how names are claimed
 * (unique per mount and path, so two visitors never write one name).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note_markdown', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('target', 'text', (c) => c.notNull().defaultTo('folder'))
    .addColumn('mount_id', 'text')
    .addColumn('path', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('max_file_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('max_total_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('max_files', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allowed_types', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('webhook_url', 'text')
    .addColumn('seen_at', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('file_requests_created_by_idx')
    .on('file_requests')
    .columns(['created_by', 'created_at'])
    .execute();
  await db.schema
    .createTable('file_request_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('file_requests.id').onDelete('cascade'),
    )
    .addColumn('mount_id', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('uploader_name', 'text')
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('file_request_files_target', ['mount_id', 'path'])
    .execute();
  await db.schema
    .createIndex('file_request_files_request_idx')
    .on('file_request_files')
    .columns(['request_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_request_files').execute();
  await db.schema.dropTable('file_requests').execute();
}
