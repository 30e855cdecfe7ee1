/**
 * State every server instance of a cluster must share (docs/DEPLOY.md, "Which state lives where"):
 * attempt windows of the password back-off (services/attempts/database-limiter.ts), and the leases
 * that let one instance at a time run a scheduled job (jobs/scheduler.ts). Times are epoch
 * milliseconds: the limiter compares and adds them in one step.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempt_windows')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_failure_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('forget_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('attempt_windows_forget_at_idx')
    .ifNotExists()
    .on('attempt_windows')
    .column('forget_at')
    .execute();
  await db.schema
    .createTable('job_leases')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('until', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_leases').ifExists().execute();
  await db.schema.dropTable('attempt_windows').ifExists().execute();
}
