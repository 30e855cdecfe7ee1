/** Table types for Kysely. Times are ISO-8601 UTC strings and flags 0/1 integers on every dialect. */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  AdminSessionsTable,
  AdminsTable,
  ApiKeysTable,
  AppPasswordsTable,
} from './account-tables.js';
import type { OidcFlowsTable, OidcIdentitiesTable, OidcSettingsTable } from './oidc-tables.js';
import type { FileRequestFilesTable, FileRequestsTable } from './file-request-tables.js';

export type { FileRequestFilesTable, FileRequestsTable };
export type { AdminSessionsTable, AdminsTable, ApiKeysTable, AppPasswordsTable };

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
  /** Shown as the share page's heading and in text management; null: none (migration 0011). */
  title: string | null;
  remark: string | null;
  password_hash: string | null;
  expires_at: string | null;
  max_views: number;
  views: Generated<number>;
  /** 1: the content is ciphertext sealed by the client (migration 0021, docs/ENCRYPTION.md). */
  encrypted: Generated<number>;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface StorageConfigsTable {
  id: string;
  name: string;
  /** A registered driver's type ('S3', 'LOCAL', 'WEBDAV': storage/registry.ts). */
  storage_type: string;
  /** One of the driver's providers ('AWS S3', 'Local', 'WebDAV' ...). */
  provider_type: string;
  /**
   * The driver's settings as JSON (its definition's `config`), secrets sealed under
   * `storage_configs:{id}:{key}` (services/storage/storage-settings.ts).
   */
  config: Generated<string>;
  default_folder: Generated<string>;
  is_public: Generated<number>;
  is_default: Generated<number>;
  total_storage_bytes: number | null;
  signature_expires_in: Generated<number>;
  created_by: string;
  created_at: string;
  updated_at: string;
  last_used: string | null;
}

export interface FilesTable {
  id: string;
  slug: string;
  /** 'pending' (presigned, not committed) or 'ready'. Only ready rows are ever visible. */
  status: Generated<string>;
  pending_until: string | null;
  /**
   * 'upload' (the share owns its object), 'mount' (points at a mount file it never deletes) or
   * 'detached' (an upload whose key another upload also had, before keys were unique: never deletes).
   */
  source: Generated<string>;
  filename: string;
  storage_config_id: string;
  storage_path: string;
  mount_id: string | null;
  mimetype: string;
  size: number;
  etag: string | null;
  remark: string | null;
  password_hash: string | null;
  expires_at: string | null;
  max_views: Generated<number>;
  views: Generated<number>;
  use_proxy: Generated<number>;
  /** 1: the object is a sealed stream made by the client (docs/ENCRYPTION.md), never read here. */
  encrypted: Generated<number>;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface UploadSessionsTable {
  id: string;
  storage_config_id: string;
  storage_key: string;
  upload_id: string;
  /** 'share', 'fs' or 'url': which flow opened it. */
  purpose: string;
  file_id: string | null;
  filename: string;
  mimetype: string;
  size: number;
  part_size: number;
  created_by: string;
  created_at: string;
  expires_at: string;
}

export interface MountsTable {
  id: string;
  name: string;
  storage_type: string;
  storage_config_id: string;
  mount_path: string;
  remark: string | null;
  is_active: Generated<number>;
  sort_order: Generated<number>;
  cache_ttl: Generated<number>;
  web_proxy: Generated<number>;
  webdav_policy: Generated<string>;
  enable_sign: Generated<number>;
  sign_expires: Generated<number>;
  created_by: string;
  created_at: string;
  updated_at: string;
  last_used: string | null;
}

export interface FsIndexTable {
  mount_id: string;
  /** The object key inside the mount's storage; folders without the trailing slash. */
  key: string;
  /** The last segment of the key, lower-cased: what search matches. */
  name_lower: string;
  is_dir: Generated<number>;
  size: Generated<number>;
  modified: string | null;
  /** The build generation that last wrote the row (fs_index_builds); 0 before any. */
  build: Generated<number>;
}

/** A mount's index build: its generation, progress and lease (migration 0012). */
export interface FsIndexBuildsTable {
  mount_id: string;
  generation: Generated<number>;
  /** 1 while a build is unfinished (running, or waiting to be resumed). */
  building: Generated<number>;
  /** The last key the unfinished build wrote: a resumed build lists after it. */
  cursor: string | null;
  /** Entries written by the unfinished (or last) build. */
  indexed: Generated<number>;
  started_at: string | null;
  lease_owner: string | null;
  lease_until: string | null;
}

export interface FsIndexStateTable {
  mount_id: string;
  indexed_at: string;
  entries: Generated<number>;
}

export interface FsArchivesTable {
  /** Keyed hash of the link's token; the token itself is never stored. */
  id: string;
  created_by: string;
  /** The zip's file name, `.zip` included. */
  file_name: string;
  /** JSON: the files the zip holds, resolved when the link was made (FsArchiveEntry[]). */
  entries: string;
  expires_at: string;
  created_at: string;
}

export interface DavPropertiesTable {
  /** The virtual path (`/mount/dir/file`), as the fs layer normalises it. */
  path: string;
  /** The folder `path` lies in: a Depth 1 PROPFIND reads its children's properties by it. */
  parent: string;
  /** The property's namespace URI ('' for none). */
  namespace: string;
  name: string;
  /** The property's content as XML, namespaces declared inside it. */
  value: string;
}

export interface DavLocksTable {
  /** `urn:uuid:...`, random. */
  token: string;
  /** The lock root: a virtual path. */
  path: string;
  /** '0' or 'infinity'. */
  depth: string;
  /** 'exclusive' or 'shared'. */
  scope: string;
  /** The client's DAV:owner content, as XML. */
  owner: Generated<string>;
  /** Who took it (creatorOf the principal): only they may use or remove it. */
  principal: string;
  timeout_seconds: number;
  expires_at: string;
  created_at: string;
}

/** A share deleted because it ended: enough to answer 410 with why, never its content. */
export interface GoneSharesTable {
  kind: GoneShareKind;
  slug: string;
  reason: GoneReason;
  gone_at: string;
}

/** One key's wrong-secret attempts (lib/attempt-limiter.ts); times are epoch milliseconds. */
export interface AttemptWindowsTable {
  key: string;
  failures: Generated<number>;
  pending: Generated<number>;
  pending_until: Generated<number>;
  last_failure_at: Generated<number>;
  blocked_until: Generated<number>;
  /** When nothing in the row matters any more: the sweep deletes it then. */
  forget_at: Generated<number>;
}

/** Which instance may run a scheduled job until when (jobs/scheduler.ts). */
export interface JobLeasesTable {
  name: string;
  /** The instance's random id. */
  holder: string;
  /** Epoch milliseconds. */
  until: number;
}

/** A version stamp of state kept in each instance's memory (migration 0017). */
export interface ClusterStampsTable {
  name: string;
  /** Bumped by one per write. */
  version: number;
}

/** Failed and refused admin sign-ins of one hour from one address (migration 0018). */
export interface SignInFailuresTable {
  /** Epoch hours. */
  hour: number;
  address: string;
  attempts: number;
  /** Epoch milliseconds of the latest. */
  last_at: number;
}

export type GoneShareKind = 'paste' | 'file';
/** Why a share ended: its expiry time passed, or its last allowed view was served. */
export type GoneReason = 'expired' | 'viewLimit';

/** One security-relevant action (migration 0019); `detail` is a small JSON object or null. */
export interface AuditLogTable {
  id: string;
  at: string;
  action: string;
  actor_kind: string;
  actor_id: string | null;
  actor_label: string | null;
  address: string | null;
  user_agent: string | null;
  target_type: string | null;
  target_id: string | null;
  detail: string | null;
}

/** Folder shares (migration 0025-folder-shares, docs/FOLDER-SHARES.md). */
export interface FolderSharesTable {
  id: string;
  slug: string;
  mount_id: string;
  /** The shared folder's virtual path when the share was made. */
  path: string;
  /** JSON list of the folder's entries a hand-picked set holds; null: the whole folder. */
  names: string | null;
  password_hash: string | null;
  expires_at: string | null;
  max_downloads: Generated<number>;
  downloads: Generated<number>;
  allow_uploads: Generated<number>;
  revoked_at: string | null;
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
  storage_configs: StorageConfigsTable;
  files: FilesTable;
  upload_sessions: UploadSessionsTable;
  mounts: MountsTable;
  fs_index: FsIndexTable;
  fs_index_state: FsIndexStateTable;
  fs_index_builds: FsIndexBuildsTable;
  fs_archives: FsArchivesTable;
  dav_properties: DavPropertiesTable;
  dav_locks: DavLocksTable;
  gone_shares: GoneSharesTable;
  attempt_windows: AttemptWindowsTable;
  job_leases: JobLeasesTable;
  cluster_stamps: ClusterStampsTable;
  sign_in_failures: SignInFailuresTable;
  audit_log: AuditLogTable;
  folder_shares: FolderSharesTable;
  app_passwords: AppPasswordsTable;
  file_requests: FileRequestsTable;
  file_request_files: FileRequestFilesTable;
  oidc_settings: OidcSettingsTable;
  oidc_identities: OidcIdentitiesTable;
  oidc_flows: OidcFlowsTable;
}

export type AdminRow = Selectable<AdminsTable>;
export type AppPasswordRow = Selectable<AppPasswordsTable>;
export type NewAdminRow = Insertable<AdminsTable>;
export type AdminUpdate = Updateable<AdminsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type AdminSessionRow = Selectable<AdminSessionsTable>;
export type NewAdminSessionRow = Insertable<AdminSessionsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type NewApiKeyRow = Insertable<ApiKeysTable>;
export type ApiKeyUpdate = Updateable<ApiKeysTable>;
export type AttemptWindowRow = Selectable<AttemptWindowsTable>;
export type SettingRow = Selectable<SettingsTable>;
export type PasteRow = Selectable<PastesTable>;
export type NewPasteRow = Insertable<PastesTable>;
export type PasteUpdate = Updateable<PastesTable>;
export type StorageConfigRow = Selectable<StorageConfigsTable>;
export type NewStorageConfigRow = Insertable<StorageConfigsTable>;
export type StorageConfigUpdate = Updateable<StorageConfigsTable>;
export type FileRow = Selectable<FilesTable>;
export type NewFileRow = Insertable<FilesTable>;
export type FileUpdate = Updateable<FilesTable>;
export type UploadSessionRow = Selectable<UploadSessionsTable>;
export type NewUploadSessionRow = Insertable<UploadSessionsTable>;
export type MountRow = Selectable<MountsTable>;
export type NewMountRow = Insertable<MountsTable>;
export type MountUpdate = Updateable<MountsTable>;
export type FsIndexRow = Selectable<FsIndexTable>;
export type NewFsIndexRow = Insertable<FsIndexTable>;
export type FsArchiveRow = Selectable<FsArchivesTable>;
export type DavPropertyRow = Selectable<DavPropertiesTable>;
export type DavLockRow = Selectable<DavLocksTable>;
export type NewDavLockRow = Insertable<DavLocksTable>;
export type FolderShareRow = Selectable<FolderSharesTable>;
export type FileRequestRow = Selectable<FileRequestsTable>;
export type FileRequestFileRow = Selectable<FileRequestFilesTable>;
