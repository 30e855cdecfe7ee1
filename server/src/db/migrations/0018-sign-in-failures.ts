/**
 * Failed and refused admin sign-ins per hour and client address, for the dashboard
 * (services/attempts/sign-in-watch.ts): counted in the database so that every server instance of a
 * cluster answers the same totals (docs/DEPLOY.md). Times are epoch milliseconds, hours epoch hours.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .ifNotExists()
    .addColumn('hour', 'bigint', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_failures_pk', ['hour', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').ifExists().execute();
}
