/** Text shares. `size` is stored so lists never read content; times are ISO text as elsewhere. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pastes')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().defaultTo('markdown'))
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('max_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['expires_at', 'created_by', 'created_at']) {
    await db.schema
      .createIndex(`pastes_${column}_idx`)
      .ifNotExists()
      .on('pastes')
      .column(column)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pastes').ifExists().execute();
}
