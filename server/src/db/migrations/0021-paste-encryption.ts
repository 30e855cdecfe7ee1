/**
 * End-to-end encrypted text shares: `pastes.encrypted` is 1 when the content is ciphertext sealed
 * in the browser (docs/ENCRYPTION.md), which the server stores and serves but never reads. Shares
 * made before are plain (0).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pastes')
    .addColumn('encrypted', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pastes').dropColumn('encrypted').execute();
}
