/**
 * Table types of accounts and their credentials: accounts, sessions, API keys and app passwords
 * (docs/ACCOUNTS.md). types.ts gathers them with the other tables into the Database.
 */
import type { Generated } from 'kysely';

/** Every account, admin or user (migration 0020-users, docs/ACCOUNTS.md). */
export interface AdminsTable {
  id: string;
  username: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  role: Generated<'admin' | 'user'>;
  display_name: Generated<string | null>;
  status: Generated<'active' | 'disabled' | 'pending'>;
  permissions: Generated<number>;
  basic_path: Generated<string>;
  /** JSON list of mount ids the account may see; null: all. */
  mount_ids: Generated<string | null>;
  /** Keyed hash of an open invitation's token. */
  invitation_hash: Generated<string | null>;
  invitation_expires_at: Generated<string | null>;
  /** Quotas (migration 0022, docs/ACCOUNTS.md "Quotas"); null: unlimited. */
  quota_bytes: Generated<number | null>;
  quota_file_bytes: Generated<number | null>;
  quota_shares: Generated<number | null>;
  /** The TOTP secret sealed under the server secret (migration 0023, docs/ACCOUNTS.md). */
  totp_secret: Generated<string | null>;
  /** When a code confirmed the secret; null: two-factor sign-in is off. */
  totp_enabled_at: Generated<string | null>;
  /** The last time step a code was accepted for: a code is used once. */
  totp_last_step: Generated<number | null>;
  /** JSON list of the unused recovery codes' keyed hashes. */
  totp_recovery: Generated<string | null>;
}

export interface AdminSessionsTable {
  id: string;
  admin_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** The User-Agent and trusted client address it signed in from (migration 0023). */
  user_agent: Generated<string | null>;
  address: Generated<string | null>;
  /** Written at most once a minute (AuthService.authenticate). */
  last_seen_at: Generated<string | null>;
}

export interface ApiKeysTable {
  id: string;
  name: string;
  key_hash: string;
  key_masked: string;
  permissions: Generated<number>;
  role: Generated<string>;
  basic_path: Generated<string>;
  is_guest: Generated<number>;
  created_at: string;
  expires_at: string | null;
  last_used: string | null;
  /** The account the key belongs to (migration 0022); null: made by the admin. */
  owner_id: Generated<string | null>;
}

/** Named WebDAV passwords of an account (migration 0026, docs/ACCOUNTS.md "App passwords"). */
export interface AppPasswordsTable {
  id: string;
  account_id: string;
  name: string;
  /** HMAC of the password with the server secret: it is random, so a slow hash adds nothing. */
  secret_hash: string;
  scope: 'read' | 'readwrite';
  basic_path: string;
  created_at: string;
  /** Written at most once a minute. */
  last_used_at: string | null;
}
