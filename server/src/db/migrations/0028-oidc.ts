/**
 * Single sign-on with OpenID Connect (docs/ACCOUNTS.md, "Single sign-on"): the admin's settings
 * (one row; the client secret sealed), the provider identities linked to accounts, unique by
 * (issuer, subject), and the sign-ins under way (state, nonce and PKCE verifier, kept here so any
 * server instance can answer the callback; each row is taken once).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('oidc_identities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .addUniqueConstraint('oidc_identities_issuer_subject', ['issuer', 'subject'])
    .execute();
  await db.schema
    .createIndex('oidc_identities_account')
    .on('oidc_identities')
    .column('account_id')
    .execute();
  await db.schema
    .createTable('oidc_flows')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('intent', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_flows').execute();
  await db.schema.dropTable('oidc_identities').execute();
  await db.schema.dropTable('oidc_settings').execute();
}
