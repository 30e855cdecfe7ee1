/**
 * The filesystem API over mounts (docs/API.md, "Filesystem (mounts)"): one virtual
 * tree whose top folders lead to mounts. Paths are absolute virtual paths (`/team/docs/a.txt`),
 * taken literally and checked by normalizeVirtualPath on the server.
 */
import { z } from 'zod';
import type { ItemFailureReason } from './envelope.js';
import type { FileType } from './file-types.js';
import { shareOptionsShape } from './file-uploads.js';
import { SEARCH_MIN_CHARS, SEARCH_PAGE_SIZE } from './limits.js';

export const FS_PATH_MAX_LENGTH = 4096;

/** The `path` every fs call names; `/` when absent. */
export const fsPathField = z
  .string({ error: 'path must be a string' })
  .max(FS_PATH_MAX_LENGTH, 'path is too long')
  .default('/');

export const fsPathQuery = z.object({ path: fsPathField });
export type FsPathQuery = z.infer<typeof fsPathQuery>;

const flagQuery = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** `GET /api/fs/download`: `download=true` asks for an attachment rather than inline display. */
export const fsDownloadQuery = z.object({ path: fsPathField, download: flagQuery });
export type FsDownloadQuery = z.infer<typeof fsDownloadQuery>;

/** `GET /api/fs/file-link`: `expires_in` seconds (1 s to 7 days) overrides the default lifetime. */
export const fsFileLinkQuery = z.object({
  path: fsPathField,
  force_download: flagQuery,
  expires_in: z
    .string()
    .regex(/^\d+$/, 'expires_in must be a whole number of seconds')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'expires_in must be at least 1 second')
        .max(7 * 24 * 3600, 'expires_in is at most 7 days'),
    )
    .optional(),
});
export type FsFileLinkQuery = z.infer<typeof fsFileLinkQuery>;

/** `GET /api/p/{path}`: a web-proxy link. */
export const proxyLinkQuery = z.object({
  download: flagQuery,
  sign: z.string().max(200).optional(),
});

export interface FsFileLink {
  url: string;
  expires_at: string | null;
  proxy: boolean;
}

export const SEARCH_SCOPES = ['global', 'mount', 'directory'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** `GET /api/fs/search`: at least 2 characters, 50 a page. */
export const fsSearchQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(SEARCH_MIN_CHARS, `q must be at least ${SEARCH_MIN_CHARS} characters`)
    .max(200, 'the search is too long'),
  scope: z
    .enum(SEARCH_SCOPES, { error: 'scope must be global, mount or directory' })
    .default('global'),
  mount_id: z.string().max(100).optional(),
  path: z.string().max(FS_PATH_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(200, 'limit is at most 200').default(SEARCH_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type FsSearchQuery = z.infer<typeof fsSearchQuery>;

export interface FsSearchResult extends FsItem {
  /** The mount the entry lies in, and its name. */
  mount_id: string;
  mount_name: string;
}

export interface FsSearchAnswer {
  results: FsSearchResult[];
  total: number;
  hasMore: boolean;
  /** When the oldest index searched was last rebuilt from storage (ISO). */
  indexedAt: string | null;
  /**
   * Present while a searched mount's index is still being built for the first time: the results
   * are those indexed so far (`indexed` objects) and may be incomplete.
   */
  indexing?: { state: 'building'; indexed: number };
}

/** `POST /api/fs/mkdir`. */
export const fsMkdirInput = z.object({
  path: z
    .string({ error: 'path is required' })
    .min(1, 'path is required')
    .max(FS_PATH_MAX_LENGTH, 'path is too long'),
});

/** `DELETE /api/fs/batch-remove`. */
export const fsBatchRemoveInput = z.object({
  paths: z
    .array(z.string().max(FS_PATH_MAX_LENGTH, 'path is too long'), {
      error: 'paths must be a list of paths',
    })
    .min(1, 'paths must name at least one path')
    .max(1000, 'at most 1000 paths at once'),
});

/** `POST /api/fs/rename`. */
export const fsRenameInput = z.object({
  oldPath: z
    .string({ error: 'oldPath is required' })
    .min(1, 'oldPath is required')
    .max(FS_PATH_MAX_LENGTH),
  newPath: z
    .string({ error: 'newPath is required' })
    .min(1, 'newPath is required')
    .max(FS_PATH_MAX_LENGTH),
});

/** `POST /api/fs/update`: text saved from the editor. */
export const fsUpdateInput = z.object({
  path: z.string({ error: 'path is required' }).min(1, 'path is required').max(FS_PATH_MAX_LENGTH),
  content: z.string({ error: 'content must be text' }),
});

/**
 * `POST /api/fs/create-share`: a file share of a mount file, with the options of an upload (the
 * storage and its folder are the mount's, so s3_config_id and a storage path are not taken).
 */
export const fsCreateShareInput = z.object({
  path: z.string({ error: 'path is required' }).min(1, 'path is required').max(FS_PATH_MAX_LENGTH),
  slug: shareOptionsShape.slug,
  remark: shareOptionsShape.remark,
  password: shareOptionsShape.password,
  expires_in: shareOptionsShape.expires_in,
  max_views: shareOptionsShape.max_views,
  use_proxy: shareOptionsShape.use_proxy,
});
export type FsCreateShareInput = z.infer<typeof fsCreateShareInput>;

const pathString = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(FS_PATH_MAX_LENGTH);

/**
 * `POST /api/fs/batch-copy`. A `targetPath` ending in `/`, or naming a folder that exists, receives
 * the source under its own name; otherwise it is the copy's full path.
 */
export const fsBatchCopyInput = z.object({
  items: z
    .array(
      z.object({ sourcePath: pathString('sourcePath'), targetPath: pathString('targetPath') }),
      {
        error: 'items must be a list of {sourcePath, targetPath}',
      },
    )
    .min(1, 'items must name at least one copy')
    .max(1000, 'at most 1000 copies at once'),
  skipExisting: z.boolean().optional().default(false),
});
export type FsBatchCopyInput = z.infer<typeof fsBatchCopyInput>;

/** One file of a copy between storages, for the client to carry. */
export interface CrossStorageFile {
  sourcePath: string;
  targetPath: string;
  /** The target's object key, sent back in the commit. */
  s3Path: string;
  contentType: string;
  fileSize: number;
  downloadUrl: string;
  uploadUrl: string;
  uploadHeaders: Record<string, string>;
}

export interface CrossStorageResult {
  sourcePath: string;
  targetPath: string;
  targetMountId: string;
  items: CrossStorageFile[];
}

export interface FsBatchCopyResult {
  success: number;
  skipped: number;
  failed: ({ sourcePath: string; error: string } & ItemFailureReason)[];
  crossStorage: boolean;
  requiresClientSideCopy: boolean;
  crossStorageResults: CrossStorageResult[];
}

/** `POST /api/fs/batch-copy-commit`: the files the client carried, checked in the target storage. */
export const fsBatchCopyCommitInput = z.object({
  targetMountId: z
    .string({ error: 'targetMountId is required' })
    .min(1, 'targetMountId is required'),
  files: z
    .array(
      z.object({
        targetPath: pathString('targetPath'),
        s3Path: z.string().optional(),
        contentType: z.string().optional(),
        fileSize: z.number().int().min(0).optional(),
        etag: z.string().optional(),
      }),
      { error: 'files must be a list' },
    )
    .min(1, 'no cross-storage copy items found')
    .max(10_000, 'at most 10000 files at once'),
});
export type FsBatchCopyCommitInput = z.infer<typeof fsBatchCopyCommitInput>;

export interface FsBatchRemoveResult {
  success: number;
  failed: FsRemoveFailure[];
}

/**
 * A path that could not be removed. For a folder the storage emptied only in part, `members` names
 * what it kept (the folder and what holds them stay too); everything else in it is gone.
 */
export interface FsRemoveFailure extends ItemFailureReason {
  path: string;
  error: string;
  members?: FsRemoveMemberFailure[];
}

export interface FsRemoveMemberFailure {
  path: string;
  isDirectory: boolean;
  error: string;
  /** The storage refused (permissions, a policy), rather than failed. */
  denied: boolean;
}

/** One entry of a listing: a folder (virtual above the mounts) or a file. */
export interface FsItem {
  name: string;
  path: string;
  isDirectory: boolean;
  /** A folder that exists only because mounts lie below it (or the mount's own folder). */
  isVirtual: boolean;
  /** The mount this entry is, for a mount's own folder in a virtual listing. */
  mount_id: string | null;
  size: number;
  /** ISO time; null for folders. */
  modified: string | null;
  etag: string | null;
  mimetype: string | null;
  type: FileType;
  typeName: string;
  /** Listings only: the stored file of a file share (docs/SHARE-OBJECTS.md). */
  share?: FsItemShare;
}

/** The file share an object of a listing belongs to. */
export interface FsItemShare {
  /** The share's link, for the admin and the key that made it; null for others. */
  slug: string | null;
  /**
   * The share's own upload (not a file shared from the explorer): it cannot be deleted, renamed
   * or overwritten through a mount or WebDAV while the share exists.
   */
  owned: boolean;
}

export interface FsListing {
  path: string;
  isRoot: boolean;
  /** Above the mounts: the items are the folders leading to them. */
  isVirtual: boolean;
  /** The mount this folder lies in; null above the mounts. */
  mount_id: string | null;
  items: FsItem[];
}

/** `GET /api/fs/get`: a file, or a folder (isDirectory, no URLs). */
export interface FsFileInfo extends FsItem {
  /** Same-origin links to the bytes (null for folders): inline, and as an attachment. */
  preview_url: string | null;
  download_url: string | null;
}

/** Files one archive may hold, and how long its download link lives. */
export const ARCHIVE_MAX_FILES = 10_000;
export const ARCHIVE_LINK_TTL_SECONDS = 600;

/**
 * `POST /api/fs/archive`: files (and folders, with everything below them) to download together as
 * one zip, built while it streams. Answers an {@link FsArchiveTicket}: a link that needs no header,
 * so the browser's own download manager can fetch it.
 */
export const fsArchiveInput = z.object({
  paths: z
    .array(pathString('path'), { error: 'paths must be a list of paths' })
    .min(1, 'paths must name at least one file')
    .max(ARCHIVE_MAX_FILES, `at most ${ARCHIVE_MAX_FILES} paths at once`),
  /** The zip's file name, without `.zip`; a default is made from the date when absent. */
  name: z.string().trim().max(200, 'name is too long').optional(),
});
export type FsArchiveInput = z.infer<typeof fsArchiveInput>;

export interface FsArchiveTicket {
  /** `GET` it (no auth header) for the zip; same-origin path under `/api`. */
  url: string;
  expires_at: string;
  /** What the zip will hold, counted when the ticket was made. */
  fileCount: number;
  totalBytes: number;
  fileName: string;
}
