/**
 * Accounts with roles (docs/ACCOUNTS.md): the admins table becomes every account's. The existing
 * admin keeps role 'admin'; a 'user' carries the API keys' permission bits and base path, and the
 * mounts it may see (JSON list of ids, null for all). An invited account has no usable password
 * until the keyed hash of its one-use token is redeemed before `invitation_expires_at`.
 */
import type { Kysely } from 'kysely';

const COLUMNS = [
  'role',
  'display_name',
  'status',
  'permissions',
  'basic_path',
  'mount_ids',
  'invitation_hash',
  'invitation_expires_at',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const admins = () => db.schema.alterTable('admins');
  await admins()
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
    .execute();
  await admins().addColumn('display_name', 'text').execute();
  await admins()
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .execute();
  await admins()
    .addColumn('permissions', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await admins()
    .addColumn('basic_path', 'text', (c) => c.notNull().defaultTo('/'))
    .execute();
  await admins().addColumn('mount_ids', 'text').execute();
  await admins().addColumn('invitation_hash', 'text').execute();
  await admins().addColumn('invitation_expires_at', 'text').execute();
  await db.schema
    .createIndex('admins_invitation_hash')
    .unique()
    .on('admins')
    .column('invitation_hash')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('admins_invitation_hash').ifExists().execute();
  for (const column of [...COLUMNS].reverse()) {
    await db.schema.alterTable('admins').dropColumn(column).execute();
  }
}
