/**
 * Every migration, in order. Add a file `NNNN-name.ts` and list it here (names sort by number).
 * The pending ones run in one transaction on both dialects (docs/DEPLOY.md, "Upgrades"), so a
 * migration must work inside one: no `PRAGMA foreign_keys` switch on SQLite (ignored there), no
 * `CREATE INDEX CONCURRENTLY` on PostgreSQL. Give each table shape it makes a seeder in
 * server/test/upgrade-seeds/ (db/migrations/upgrade.test.ts fails on a column no seeded row sets).
 */
import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';
import * as pastes from './0002-pastes.js';
import * as storage from './0003-storage.js';
import * as mounts from './0004-mounts.js';
import * as fsIndex from './0005-fs-index.js';
import * as archives from './0006-archives.js';
import * as webdavLocks from './0007-webdav-locks.js';
import * as shareKeys from './0008-share-keys.js';
import * as apiKeyNames from './0009-api-key-names.js';
import * as goneShares from './0010-gone-shares.js';
import * as pasteTitles from './0011-paste-titles.js';
import * as fsIndexBuilds from './0012-fs-index-builds.js';
import * as fsIndexParent from './0014-fs-index-parent.js';
import * as clusterState from './0015-cluster-state.js';
import * as storageSettings from './0016-storage-settings.js';
import * as clusterStamps from './0017-cluster-stamps.js';
import * as signInFailures from './0018-sign-in-failures.js';
import * as auditLog from './0019-audit-log.js';
import * as users from './0020-users.js';
import * as pasteEncryption from './0021-paste-encryption.js';
import * as quotasKeyOwners from './0022-quotas-key-owners.js';
import * as accountSecurity from './0023-account-security.js';
import * as fileEncryption from './0024-file-encryption.js';
import * as folderShares from './0025-folder-shares.js';
import * as appPasswords from './0026-app-passwords.js';
import * as fileRequests from './0027-file-requests.js';
import * as oidc from './0028-oidc.js';
import * as fileRequestWebhookSecrets from './0029-file-request-webhook-secrets.js';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-pastes': pastes,
  '0003-storage': storage,
  '0004-mounts': mounts,
  '0005-fs-index': fsIndex,
  '0006-archives': archives,
  '0007-webdav-locks': webdavLocks,
  '0008-share-keys': shareKeys,
  '0009-api-key-names': apiKeyNames,
  '0010-gone-shares': goneShares,
  '0011-paste-titles': pasteTitles,
  '0012-fs-index-builds': fsIndexBuilds,
  '0014-fs-index-parent': fsIndexParent,
  '0015-cluster-state': clusterState,
  '0016-storage-settings': storageSettings,
  '0017-cluster-stamps': clusterStamps,
  '0018-sign-in-failures': signInFailures,
  '0019-audit-log': auditLog,
  '0020-users': users,
  '0021-paste-encryption': pasteEncryption,
  '0022-quotas-key-owners': quotasKeyOwners,
  '0023-account-security': accountSecurity,
  '0024-file-encryption': fileEncryption,
  '0025-folder-shares': folderShares,
  '0026-app-passwords': appPasswords,
  '0027-file-requests': fileRequests,
  '0028-oidc': oidc,
  '0029-file-request-webhook-secrets': fileRequestWebhookSecrets,
};
