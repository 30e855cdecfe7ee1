/**
 * Signed file-request webhooks (docs/FILE-REQUESTS.md, "Notifications"): each request's signing
 * secret, sealed under the server secret. Webhooks set before have none until their next
 * delivery or the owner's first look makes one.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('file_requests').addColumn('webhook_secret', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('file_requests').dropColumn('webhook_secret').execute();
}
