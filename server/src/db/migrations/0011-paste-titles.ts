/**
 * Text share titles: a nullable `pastes.title`, shown as the share page's heading and in text
 * management (docs/API.md, Text shares). Shares made before have none and keep showing their slug.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pastes').addColumn('title', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pastes').dropColumn('title').execute();
}
