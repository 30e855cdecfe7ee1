/**
 * Sessions a person can see and end, and two-factor sign-in (docs/ACCOUNTS.md, "Sessions" and
 * "Two-factor sign-in"). A session remembers the device (User-Agent) and trusted client address
 * it signed in from, and when it was last seen. An account's TOTP secret is sealed under the
 * server secret (lib/secret-box.ts); `totp_enabled_at` is null until a code confirmed it;
 * `totp_last_step` is the last time step a code was accepted for, so a code is used once;
 * `totp_recovery` is a JSON list of the unused recovery codes' keyed hashes.
 */
import type { Kysely } from 'kysely';

const SESSION_COLUMNS = ['user_agent', 'address', 'last_seen_at'] as const;
const ACCOUNT_COLUMNS = [
  'totp_secret',
  'totp_enabled_at',
  'totp_last_step',
  'totp_recovery',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of SESSION_COLUMNS) {
    await db.schema.alterTable('admin_sessions').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('admins').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_last_step', 'bigint').execute();
  await db.schema.alterTable('admins').addColumn('totp_recovery', 'text').execute();
  await db.schema
    .createIndex('admin_sessions_admin_id')
    .on('admin_sessions')
    .column('admin_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('admin_sessions_admin_id').ifExists().execute();
  for (const column of [...ACCOUNT_COLUMNS].reverse()) {
    await db.schema.alterTable('admins').dropColumn(column).execute();
  }
  for (const column of [...SESSION_COLUMNS].reverse()) {
    await db.schema.alterTable('admin_sessions').dropColumn(column).execute();
  }
}
