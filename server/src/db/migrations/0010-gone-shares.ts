/**
 * Tombstones of shares that ended: a text or file share deleted because it expired or used up its
 * views leaves its slug and why, so a later read answers 410 with that reason instead of 404. They
 * carry no content and are swept after GONE_SHARE_DAYS (docs/API.md, "Shares that ended").
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gone_shares')
    .ifNotExists()
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('gone_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('gone_shares_pk', ['kind', 'slug'])
    .execute();
  await db.schema
    .createIndex('gone_shares_gone_at_idx')
    .ifNotExists()
    .on('gone_shares')
    .column('gone_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gone_shares').ifExists().execute();
}
