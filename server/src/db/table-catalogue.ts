/**
 * Every table of the schema, in an order where a table comes after the tables it refers to, with
 * its primary key (the order a whole-table walk reads it in) and what a backup does with it
 * (docs/DEPLOY.md, "Backups"). db/table-catalogue.test.ts fails when a migration adds a table
 * that is not listed here.
 */
import type { Database } from './types.js';

/**
 * - `data`: what the product is (shares, keys, settings, mounts, storage configurations, WebDAV
 *   state): backed up, restored, copied.
 * - `cache`: rebuilt or started again by the instance (the search index, sign-in sessions): not in
 *   a backup, emptied by a restore (it names rows the restore replaced), copied by db:copy.
 * - `instance`: the running cluster's own counters and leases: not in a backup, left alone by a
 *   restore, copied by db:copy.
 */
export type TableKind = 'data' | 'cache' | 'instance';

export interface TableSpec {
  name: keyof Database;
  key: readonly string[];
  kind: TableKind;
}

export const TABLES: readonly TableSpec[] = [
  { name: 'admins', key: ['id'], kind: 'data' },
  // Everyone signs in again after a restore: a backup never holds a live session.
  { name: 'admin_sessions', key: ['id'], kind: 'cache' },
  { name: 'api_keys', key: ['id'], kind: 'data' },
  { name: 'settings', key: ['key'], kind: 'data' },
  { name: 'pastes', key: ['id'], kind: 'data' },
  { name: 'storage_configs', key: ['id'], kind: 'data' },
  { name: 'files', key: ['id'], kind: 'data' },
  // Open multipart uploads: kept so the sweeper still aborts them in their storage.
  { name: 'upload_sessions', key: ['id'], kind: 'data' },
  { name: 'mounts', key: ['id'], kind: 'data' },
  // The search index is built again from the storages, on a mount's first search.
  { name: 'fs_index', key: ['mount_id', 'key'], kind: 'cache' },
  { name: 'fs_index_state', key: ['mount_id'], kind: 'cache' },
  { name: 'fs_index_builds', key: ['mount_id'], kind: 'cache' },
  { name: 'fs_archives', key: ['id'], kind: 'data' },
  { name: 'dav_properties', key: ['path', 'namespace', 'name'], kind: 'data' },
  { name: 'dav_locks', key: ['token'], kind: 'data' },
  // Tombstones: a share that ended still answers 410 with why after a restore.
  { name: 'gone_shares', key: ['kind', 'slug'], kind: 'data' },
  { name: 'folder_shares', key: ['id'], kind: 'data' },
  // WebDAV clients keep working after a restore: their secrets are the account's data.
  { name: 'app_passwords', key: ['id'], kind: 'data' },
  // Single sign-on: the admin's settings and linked identities are data; sign-ins under way are not.
  { name: 'oidc_settings', key: ['id'], kind: 'data' },
  { name: 'oidc_identities', key: ['id'], kind: 'data' },
  { name: 'oidc_flows', key: ['state_hash'], kind: 'cache' },
  { name: 'file_requests', key: ['id'], kind: 'data' },
  { name: 'file_request_files', key: ['id'], kind: 'data' },
  { name: 'attempt_windows', key: ['key'], kind: 'instance' },
  { name: 'job_leases', key: ['name'], kind: 'instance' },
  // Bumped (never emptied) by a restore, so every instance drops what it kept in memory.
  { name: 'cluster_stamps', key: ['name'], kind: 'instance' },
  { name: 'sign_in_failures', key: ['hour', 'address'], kind: 'instance' },
  // What happened, including the restore itself: a restore leaves it alone (docs/BACKUPS.md).
  { name: 'audit_log', key: ['id'], kind: 'instance' },
];

export const BACKUP_TABLES = TABLES.filter((t) => t.kind === 'data');

/**
 * The tables whose rows an instance that holds none counts as empty: what people made. Settings,
 * the admin account and storage configurations are made by a first start, so they do not count.
 */
export const CONTENT_TABLES: readonly (keyof Database)[] = [
  'api_keys',
  'pastes',
  'files',
  'upload_sessions',
  'mounts',
  'fs_archives',
  'dav_properties',
  'dav_locks',
  'gone_shares',
  'file_requests',
];
