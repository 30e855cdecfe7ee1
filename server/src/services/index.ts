/** Builds every service from a database handle: used by main.ts and by the test helpers alike. */
import { join } from 'node:path';
import { APP_NAME, APP_VERSION } from '@cloudpaste/contracts';
import type { Kysely } from 'kysely';
import type { Database, MountRow } from '../db/types.js';
import type { BackOffEvent } from '../lib/attempt-limiter.js';
import { CacheRegistry } from '../lib/cache-registry.js';
import { publicOrAllowed, SafeFetcher, type Network } from '../lib/safe-fetch/index.js';
import type { Clock } from '../lib/time.js';
import { localDriverAt, type StatPool } from '../storage/registry.js';
import { ActivityRepository } from '../repositories/activity.repository.js';
import { AccountSharesRepository } from '../repositories/account-shares.repository.js';
import { AdminRepository } from '../repositories/admin.repository.js';
import { AuditLogRepository } from '../repositories/audit-log.repository.js';
import { AttemptWindowRepository } from '../repositories/attempt-window.repository.js';
import { ClusterStampRepository } from '../repositories/cluster-stamp.repository.js';
import { ApiKeyRepository } from '../repositories/api-key.repository.js';
import { FileRepository } from '../repositories/file.repository.js';
import { GoneShareRepository } from '../repositories/gone-share.repository.js';
import { JobLeaseRepository } from '../repositories/job-lease.repository.js';
import { FsIndexBuildRepository } from '../repositories/fs-index-build.repository.js';
import { FsIndexRepository } from '../repositories/fs-index.repository.js';
import { MountRepository } from '../repositories/mount.repository.js';
import { PasteRepository } from '../repositories/paste.repository.js';
import { SettingRepository } from '../repositories/setting.repository.js';
import { SignInFailureRepository } from '../repositories/sign-in-failure.repository.js';
import { StorageConfigRepository } from '../repositories/storage-config.repository.js';
import { UploadSessionRepository } from '../repositories/upload-session.repository.js';
import { DatabaseAttemptLimiter } from './attempts/index.js';
import { ApiKeyService, AuthService, UserService } from './accounts/index.js';
import {
  createAccountSecurity,
  createOidcServices,
  type AccountSecurity,
  type OidcServices,
} from './accounts/index.js';
import { AuditService } from './audit/index.js';
import { createBackupService, type BackupService } from './backup/index.js';
import { createFileServices, type FileServices, type ObjectKeptEvent } from './files/index.js';
import { createFsServices, MountService, type FolderEntries, type FsServices } from './fs/index.js';
import { createFolderShareServices, type FolderShareServices } from './folder-shares/index.js';
import { createFileRequestServices, type FileRequestServices } from './file-requests/index.js';
import { JobLeaseService, SystemService } from './admin/index.js';
import { PasteService } from './pastes/index.js';
import { QuotaService } from './quotas/index.js';
import { QuotaRepository } from '../repositories/quota.repository.js';
import { SETTINGS_FRESH_MS, SettingsService } from './settings.service.js';
import { LocalStorageService, StorageConfigService, StorageResolver } from './storage/index.js';
import { DEFAULT_UPLOAD_WINDOW_MS } from './uploads/index.js';
import { UrlShareService, UrlUploadService } from './url-uploads/index.js';
import { createDavServices, type DavServices } from './webdav/index.js';

export interface ServiceOptions {
  db: Kysely<Database>;
  secret: string;
  clock: Clock;
  sessionTtlMs: number;
  environment: string;
  databaseName: string;
  maxPasteBytes: number;
  /** DATA_DIR: local storage directories are resolved against it. */
  dataDir: string;
  /** Private networks URL uploads may reach besides public addresses (URL_UPLOAD_ALLOWED_NETWORKS). */
  urlUploadAllowedNetworks?: readonly Network[];
  /** Where local storages stat their listings' files: worker threads; the thread pool when absent. */
  localStats?: StatPool;
  /** Told when an account, address or share starts to wait after repeated wrong secrets. */
  onBackOff?: (event: BackOffEvent) => void;
  /** How long an upload may stay pending (UPLOAD_WINDOW_MS); 24 h when absent. */
  uploadWindowMs?: number;
  /** Told when a file share is removed but the object at its key, not its own, is kept. */
  onObjectKept?: (event: ObjectKeptEvent) => void;
  /** Told when background work on a mount's search index fails (a refresh, a folder's reconcile). */
  onIndexError?: (mount: MountRow, error: unknown) => void;
  /** Told when an audit entry could not be written; the action it records goes on. */
  onAuditError?: (error: unknown, action: string) => void;
}

export interface Services {
  auth: AuthService;
  users: UserService;
  /** Every account's sessions and two-factor sign-in (docs/ACCOUNTS.md). */
  security: AccountSecurity;
  /** Single sign-on with OpenID Connect (docs/ACCOUNTS.md, "Single sign-on"). */
  oidc: OidcServices;
  /** Wrong-secret attempt windows, in the database (lib/attempt-limiter.ts). */
  attempts: DatabaseAttemptLimiter;
  /** Which instance runs each once-per-cluster job (jobs/scheduler.ts). */
  jobLeases: JobLeaseService;
  apiKeys: ApiKeyService;
  settings: SettingsService;
  pastes: PasteService;
  /** Quotas per account (docs/ACCOUNTS.md "Quotas"). */
  quotas: QuotaService;
  system: SystemService;
  caches: CacheRegistry;
  storageConfigs: StorageConfigService;
  /** How features open a storage (docs/STORAGE-DRIVERS.md). */
  storage: StorageResolver;
  urlUploads: UrlUploadService;
  /** URL uploads that become shares: presign/commit, multipart, server-side fetch, cancel. */
  urlShares: UrlShareService;
  files: FileServices;
  mounts: MountService;
  /** The file tree over mounts. */
  fs: FsServices;
  /** Folders shared by link (docs/FOLDER-SHARES.md). */
  folderShares: FolderShareServices;
  /** Upload-only links (docs/FILE-REQUESTS.md). */
  fileRequests: FileRequestServices;
  /** Serves the signed app URLs of local storage. */
  localStorage: LocalStorageService;
  /** WebDAV locks and dead properties. */
  dav: DavServices;
  /** Backups and restores through the admin API (docs/BACKUPS.md). */
  backup: BackupService;
  /** The audit log (docs/product/admin.md, "Audit log"). */
  audit: AuditService;
}

export function createServices(o: ServiceOptions): Services {
  const caches = new CacheRegistry();
  // In the database: every server instance judges a client by the same counts (docs/DEPLOY.md).
  const attempts = new DatabaseAttemptLimiter(
    new AttemptWindowRepository(o.db),
    () => o.clock.now().getTime(),
    o.onBackOff,
  );
  const security = createAccountSecurity(o.db, o.secret, o.clock, attempts);
  const auth = new AuthService({
    sessions: security.sessionRows,
    twoFactor: security.twoFactor,
    attempts,
    admins: new AdminRepository(o.db),
    secret: o.secret,
    clock: o.clock,
    sessionTtlMs: o.sessionTtlMs,
    signInFailures: new SignInFailureRepository(o.db),
  });
  const apiKeys = new ApiKeyService({
    keys: new ApiKeyRepository(o.db),
    secret: o.secret,
    clock: o.clock,
  });
  const settings = new SettingsService({
    settings: new SettingRepository(o.db),
    clock: o.clock,
    cache: caches.create('settings', SETTINGS_FRESH_MS),
  });
  const gone = new GoneShareRepository(o.db);
  const quotas = new QuotaService(new QuotaRepository(o.db));
  const pastes = new PasteService({
    pastes: new PasteRepository(o.db),
    gone,
    clock: o.clock,
    maxContentBytes: o.maxPasteBytes,
    quotas,
    attempts,
  });
  const storage = new StorageResolver({
    configs: new StorageConfigRepository(o.db),
    stamps: new ClusterStampRepository(o.db),
    secret: o.secret,
    clock: o.clock,
    dataDir: o.dataDir,
    localStats: o.localStats,
  });
  const storageConfigs = new StorageConfigService({
    configs: new StorageConfigRepository(o.db),
    storage,
    clock: o.clock,
    dataDir: o.dataDir,
  });
  const urlUploads = new UrlUploadService({
    fetcher: new SafeFetcher(
      { userAgent: `${APP_NAME}/${APP_VERSION}` },
      publicOrAllowed(o.urlUploadAllowedNetworks ?? []),
    ),
    maxUploadBytes: async () => (await settings.maxUploadSize()).max_upload_size_bytes,
  });
  const uploadWindowMs = o.uploadWindowMs ?? DEFAULT_UPLOAD_WINDOW_MS;
  const files = createFileServices(
    {
      files: new FileRepository(o.db),
      gone,
      quotas,
      mounts: new MountRepository(o.db),
      sessions: new UploadSessionRepository(o.db),
      configs: new StorageConfigRepository(o.db),
      storage,
      settings,
      clock: o.clock,
      secret: o.secret,
      uploadWindowMs,
      spool: localDriverAt('spool', join(o.dataDir, 'tmp', 'spool'), {
        secret: o.secret,
        clock: o.clock,
        stats: o.localStats,
      }),
      ...(o.onObjectKept && { onObjectKept: o.onObjectKept }),
    },
    attempts,
  );
  const urlShares = new UrlShareService({
    urls: urlUploads,
    files,
    storage,
    sessions: new UploadSessionRepository(o.db),
    clock: o.clock,
    uploadWindowMs,
  });
  const listingCache = caches.create<FolderEntries>('fs-listings', 300_000, 5_000);
  const mounts = new MountService({
    mounts: new MountRepository(o.db),
    configs: new StorageConfigRepository(o.db),
    index: new FsIndexRepository(o.db),
    forgetListings: (mountId) => fs.listings.forgetMount(mountId),
    clock: o.clock,
    builds: new FsIndexBuildRepository(o.db),
    // A new mount's search index is built in the background, before anyone searches it.
    onIndexNeeded: (mount) => void fs.indexer.buildInBackground(mount).catch(() => undefined),
  });
  const system = new SystemService({
    apiKeys,
    pastes,
    files: files.management,
    mounts,
    storageConfigs,
    activity: new ActivityRepository(o.db),
    caches,
    clock: o.clock,
    signIns: () => auth.signInAlerts(),
    environment: o.environment,
    database: o.databaseName,
    storage: 'local',
  });
  const fs = createFsServices({
    db: o.db,
    storage,
    settings,
    limits: files.uploads.limits,
    spool: files.uploads.spool,
    listingCache,
    clock: o.clock,
    secret: o.secret,
    uploadWindowMs,
    ...(o.onIndexError && { onIndexError: o.onIndexError }),
  });
  const localStorage = new LocalStorageService({
    storage,
    secret: o.secret,
    clock: o.clock,
    marks: files.marks,
  });
  const dav = createDavServices({ db: o.db, clock: o.clock });
  const users = createUserService(o, {
    settings,
    attempts,
    pastes,
    files: files.management,
    quotas,
  });
  return {
    auth,
    oidc: createOidcServices({ db: o.db, secret: o.secret, clock: o.clock, attempts, auth }),
    users,
    quotas,
    security,
    attempts,
    jobLeases: new JobLeaseService(new JobLeaseRepository(o.db), o.clock),
    apiKeys,
    settings,
    pastes,
    system,
    caches,
    storageConfigs,
    storage,
    urlUploads,
    urlShares,
    files,
    mounts,
    fs,
    folderShares: createFolderShareServices({
      db: o.db,
      fs,
      attempts,
      clock: o.clock,
      secret: o.secret,
    }),
    fileRequests: createFileRequestServices({
      db: o.db,
      fs,
      uploads: files.uploads,
      attempts,
      clock: o.clock,
      secret: o.secret,
      addressPolicy: publicOrAllowed(o.urlUploadAllowedNetworks ?? []),
      userAgent: `${APP_NAME}/${APP_VERSION}`,
    }),
    localStorage,
    dav,
    backup: createBackupService({ db: o.db, secret: o.secret, clock: o.clock, caches, storage }),
    audit: new AuditService({
      log: new AuditLogRepository(o.db),
      settings,
      clock: o.clock,
      secret: o.secret,
      ...(o.onAuditError && { onError: o.onAuditError }),
    }),
  };
}

/** Accounts made and removed by the admin; a deleted account's shares go through their own areas. */
function createUserService(
  o: ServiceOptions,
  {
    settings,
    attempts,
    pastes,
    files,
    quotas,
  }: {
    settings: SettingsService;
    attempts: DatabaseAttemptLimiter;
    pastes: PasteService;
    files: Services['files']['management'];
    quotas: QuotaService;
  },
): UserService {
  const shares = new AccountSharesRepository(o.db);
  const system = { type: 'admin', adminId: 'system', username: 'system' } as const;
  return new UserService({
    admins: new AdminRepository(o.db),
    secret: o.secret,
    clock: o.clock,
    attempts,
    registrationOpen: async () => (await settings.get('allow_registration')) === true,
    quotaOf: (accountId) => quotas.stateOf(accountId),
    deleteKeysOf: (accountId) => new ApiKeyRepository(o.db).deleteOwnedBy(accountId),
    shares: {
      move: (from, to) => shares.move(from, to),
      async remove(from) {
        await pastes.remove(await shares.pasteIds(from), system);
        await files.batchDelete(await shares.fileIds(from), 'both', system);
        await shares.deleteFolderShares(from);
      },
    },
  });
}
