/**
 * The audit log (docs/product/admin.md, "Audit log"): one row per security-relevant action, who
 * did it (an actor kind, id and label, so accounts of kinds added later fit), from which address
 * and client, on what, and a small JSON detail. Read newest first, by action and by actor; rows
 * older than the retention setting are swept (services/audit/).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_label', 'text')
    .addColumn('address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').ifNotExists().on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_action_at')
    .ifNotExists()
    .on('audit_log')
    .columns(['action', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_log_actor_at')
    .ifNotExists()
    .on('audit_log')
    .columns(['actor_kind', 'actor_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
}
