/** The services of the file tree over mounts, built together around one resolver, listing cache and index. */
import type { Kysely } from 'kysely';
import type { Database, MountRow } from '../../db/types.js';
import type { TtlCache } from '../../lib/cache-registry.js';
import type { Clock } from '../../lib/time.js';
import { AdminRepository } from '../../repositories/admin.repository.js';
import { ClusterStampRepository } from '../../repositories/cluster-stamp.repository.js';
import { ApiKeyRepository } from '../../repositories/api-key.repository.js';
import { FileRepository } from '../../repositories/file.repository.js';
import { GoneShareRepository } from '../../repositories/gone-share.repository.js';
import { FsArchiveRepository } from '../../repositories/fs-archive.repository.js';
import { FsIndexBuildRepository } from '../../repositories/fs-index-build.repository.js';
import { FsIndexRepository } from '../../repositories/fs-index.repository.js';
import { MountRepository } from '../../repositories/mount.repository.js';
import { UploadSessionRepository } from '../../repositories/upload-session.repository.js';
import type { UploadLimits, UploadSpool } from '../uploads/index.js';
import type { SettingsService } from '../settings.service.js';
import type { StorageAccess } from '../storage-access.js';
import { FsArchiveService } from './fs-archive.service.js';
import { FsCopyService } from './fs-copy.service.js';
import { FsIndexService } from './fs-index.service.js';
import { FsLinksService } from './fs-links.service.js';
import { FsListings, type FolderEntries } from './fs-listings.js';
import { FsResolver } from './fs-resolver.js';
import { FsSearchService } from './fs-search.service.js';
import { FsShareService } from './fs-share.service.js';
import { QuotaService } from '../quotas/index.js';
import { QuotaRepository } from '../../repositories/quota.repository.js';
import { FsUploadService } from './fs-upload.service.js';
import { FsWriteService } from './fs-write.service.js';
import { ListingStamps } from './listing-stamps.js';
import { FsService } from './fs.service.js';
import { ShareObjects } from './share-objects.js';

export type { FolderEntries } from './fs-listings.js';
export { MountService } from './mount.service.js';
// What folder shares act through (services/folder-shares).
export { ZipNames } from './archive-names.js';
// And file requests (services/file-requests): a name already taken gets a numbered one.
export { copyName } from './copy-names.js';
export { filesBelow } from './fs-archive.service.js';
export { folderExists, prefixOf } from './fs-listings.js';
export { FS_NOT_FOUND, type FsResolver, type InMount } from './fs-resolver.js';
export type { FsService } from './fs.service.js';
export type { FsUpload, FsWriteService } from './fs-write.service.js';
export { nameOf } from './mount-tree.js';

export interface FsServiceOptions {
  db: Kysely<Database>;
  storage: StorageAccess;
  settings: SettingsService;
  limits: UploadLimits;
  /** Where a form upload's file waits when its folder comes after it. */
  spool: UploadSpool;
  listingCache: TtlCache<FolderEntries>;
  clock: Clock;
  secret: string;
  /** How long an upload may stay pending before the sweeper takes it for abandoned (uploads/upload-window.ts). */
  uploadWindowMs: number;
  /** Told when background work on the search index fails: a refresh, or a listed folder's reconcile. */
  onIndexError?: (mount: MountRow, error: unknown) => void;
}

export interface FsServices {
  /** list, get, download */
  reads: FsService;
  /** mkdir, upload, update, rename, remove */
  writes: FsWriteService;
  /** presigned and multipart uploads */
  uploads: FsUploadService;
  copies: FsCopyService;
  /** file-link and the /api/p proxy */
  links: FsLinksService;
  shares: FsShareService;
  search: FsSearchService;
  indexer: FsIndexService;
  /** the basket's zip download links */
  archives: FsArchiveService;
  /** normalises, checks and places paths: for areas that act through the fs services (folder shares) */
  resolver: FsResolver;
  /** which paths a caller may reach, for what a route looks up before calling a service */
  paths: Pick<FsResolver, 'reachable'>;
  /** drops a mount's kept listings on every instance (its storage, path or TTL changed) */
  listings: Pick<FsListings, 'forgetMount'>;
}

export function createFsServices(o: FsServiceOptions): FsServices {
  const quotas = new QuotaService(new QuotaRepository(o.db));
  const resolver = new FsResolver({ mounts: new MountRepository(o.db), storage: o.storage });
  const index = new FsIndexRepository(o.db);
  const indexer = new FsIndexService({
    index,
    builds: new FsIndexBuildRepository(o.db),
    storage: o.storage,
    clock: o.clock,
    activeMounts: () => resolver.activeMounts(),
    ...(o.onIndexError && { onRefreshError: o.onIndexError }),
  });
  // Every folder listed from the storage brings the index in step with it, off the answer's path.
  // A write through another instance drops this one's listings and fingerprints of the mount.
  const listings = new FsListings(o.listingCache, (listed) => void indexer.folderListed(listed), {
    stamps: new ListingStamps(new ClusterStampRepository(o.db)),
    onMoved: (mountId) => indexer.forgetFingerprints(mountId),
  });
  const { settings, limits, clock } = o;
  const files = new FileRepository(o.db);
  const shareObjects = new ShareObjects({ files });
  const reads = new FsService({ resolver, listings, settings, shares: shareObjects });
  return {
    reads,
    writes: new FsWriteService({
      resolver,
      indexer,
      listings,
      settings,
      limits,
      spool: o.spool,
      shares: shareObjects,
      quotas,
    }),
    uploads: new FsUploadService({
      resolver,
      indexer,
      listings,
      settings,
      limits,
      quotas,
      sessions: new UploadSessionRepository(o.db),
      clock,
      shares: shareObjects,
      uploadWindowMs: o.uploadWindowMs,
    }),
    copies: new FsCopyService({ resolver, indexer, listings, shares: shareObjects }),
    links: new FsLinksService({ resolver, fs: reads, settings, clock, secret: o.secret }),
    shares: new FsShareService({
      resolver,
      files,
      gone: new GoneShareRepository(o.db),
      settings,
      clock,
      quotas,
    }),
    search: new FsSearchService({ resolver, indexer, index, settings }),
    indexer,
    archives: new FsArchiveService({
      resolver,
      archives: new FsArchiveRepository(o.db),
      apiKeys: new ApiKeyRepository(o.db),
      admins: new AdminRepository(o.db),
      clock,
      secret: o.secret,
    }),
    resolver,
    paths: resolver,
    listings,
  };
}
