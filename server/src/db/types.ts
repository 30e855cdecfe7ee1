/** Table types for Kysely. Times are ISO-8601 UTC strings and flags 0/1 integers on every dialect. */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface AdminsTable {
  id: string;
  username: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface AdminSessionsTable {
  id: string;
  admin_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
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
}

export interface SettingsTable {
  key: string;
  /** JSON-encoded value; the catalogue in contracts gives the type. */
  value: string;
  updated_at: string;
}

export interface PastesTable {
  id: string;
  slug: string;
  content: string;
  format: string;
  size: number;
  remark: string | null;
  password_hash: string | null;
  expires_at: string | null;
  max_views: number;
  views: Generated<number>;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface Database {
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  api_keys: ApiKeysTable;
  settings: SettingsTable;
  pastes: PastesTable;
}

export type AdminRow = Selectable<AdminsTable>;
export type AdminSessionRow = Selectable<AdminSessionsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type NewApiKeyRow = Insertable<ApiKeysTable>;
export type ApiKeyUpdate = Updateable<ApiKeysTable>;
export type SettingRow = Selectable<SettingsTable>;
export type PasteRow = Selectable<PastesTable>;
export type NewPasteRow = Insertable<PastesTable>;
export type PasteUpdate = Updateable<PastesTable>;
