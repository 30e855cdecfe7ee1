/**
 * The filesystem over mounts (docs/API.md, "Filesystem"), for the admin and keys within their
 * basic_path: reading needs MOUNT_VIEW; mkdir, upload and update MOUNT_UPLOAD; rename MOUNT_RENAME;
 * batch-remove MOUNT_DELETE. No write goes through a WebDAV lock (423); renames and deletions
 * carry WebDAV's dead properties along.
 */
import {
  Permission,
  fileName,
  fsBatchCopyCommitInput,
  fsBatchCopyInput,
  fsBatchRemoveInput,
  fsCreateShareInput,
  fsDownloadQuery,
  fsFileLinkQuery,
  fsMkdirInput,
  fsPathQuery,
  fsRenameInput,
  fsSearchQuery,
  fsUpdateInput,
  normalizeVirtualPath,
} from '@cloudpaste/contracts';
import { Hono, type Context } from 'hono';
import { badRequest } from '../errors.js';
import { sendingListingOf } from '../http/node-bindings.js';
import { fileCreated } from '../http/audit-trail.js';
import { created, ok, okPieces } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parse, parseBody, parseQuery } from '../http/validate.js';
import { principalOf, requirePermission } from '../middleware/auth.js';
import { publicOrigin } from '../http/public-origin.js';
import type { ListingJson } from '../services/fs/fs.service.js';
import type { FsServices } from '../services/fs/index.js';
import { isNotModified } from '../http/content/content-conditions.js';
import type { WriteReach } from '../services/webdav/dav-locks.service.js';
import type { PathState } from '../services/webdav/index.js';
import { contentRequestOf, contentResponse } from '../http/content/file-content.js';
import { placedBeforeFile, readUploadForm, type FormFields } from './upload-form.js';
import type { TrustProxy } from '../lib/trust-proxy.js';

const canView = requirePermission(Permission.MOUNT_VIEW);
const canUpload = requirePermission(Permission.MOUNT_UPLOAD);

const canCopy = requirePermission(Permission.MOUNT_COPY);
/** The form field of `POST /fs/upload` that says where the file goes. */
const FS_UPLOAD_PLACING_FIELDS = ['path'];
/** What a write reaches besides its path, for the WebDAV lock check. */
const MEMBER: WriteReach = { member: true };
const TREE: WriteReach = { member: true, tree: true };

/**
 * A listing's answer; one with an ETag is 304 without a body when If-None-Match names it (docs/API.md,
 * "Filesystem"). Still `no-store`: the web app keeps the listing and its tag in memory, never in
 * the browser's HTTP cache (docs/ARCHITECTURE.md, "PWA and offline").
 */
function listingAnswer(c: Context<AppEnv>, listing: ListingJson): Response {
  const { etag } = listing;
  if (etag === undefined) return okPieces(c, listing.pieces);
  c.header('ETag', etag);
  const ifNoneMatch = c.req.header('If-None-Match');
  if (isNotModified({ ifNoneMatch }, { etag, lastModified: NO_DATE })) {
    c.header('Vary', 'Accept-Encoding');
    return c.body(null, 304);
  }
  return okPieces(c, listing.pieces, 'success', etag);
}

/** Listings have no date of their own: only their ETag tells one from another. */
const NO_DATE = new Date(0);

export function fsRoutes(services: FsServices, trustProxy: TrustProxy, pathState: PathState) {
  const { reads: fs, writes, links, shares, copies, search, paths } = services;
  /**
   * 423 when a WebDAV lock is in the way. Only on a path the caller may reach: the service refuses
   * the others (403, or 400 when it is no path), and a 423 there would say what is locked outside.
   */
  const unlocked = async (c: Context<AppEnv>, path: string, reach?: WriteReach) => {
    const reachable = paths.reachable(principalOf(c), path);
    if (reachable) await pathState.assertWritable(principalOf(c), reachable, reach);
  };
  return new Hono<AppEnv>()
    .get('/fs/search', canView, async (c) =>
      ok(c, await search.search(principalOf(c), parseQuery(c, fsSearchQuery))),
    )
    .get('/fs/list', canView, async (c) => {
      sendingListingOf(c);
      return listingAnswer(c, await fs.listJson(principalOf(c), parseQuery(c, fsPathQuery).path));
    })
    .get('/fs/get', canView, async (c) =>
      ok(c, await fs.get(principalOf(c), parseQuery(c, fsPathQuery).path)),
    )
    .get('/fs/download', canView, async (c) => {
      const { path, download } = parseQuery(c, fsDownloadQuery);
      const result = await fs.download(
        principalOf(c),
        path,
        contentRequestOf(c),
        download ? 'attachment' : 'inline',
      );
      return contentResponse(c, result);
    })
    .get('/fs/file-link', canView, async (c) => {
      const { path, force_download, expires_in } = parseQuery(c, fsFileLinkQuery);
      const link = await links.fileLink(
        principalOf(c),
        path,
        { forceDownload: force_download, expiresIn: expires_in },
        publicOrigin(c, trustProxy),
      );
      return ok(c, link);
    })
    .post(
      '/fs/create-share',
      requirePermission(Permission.MOUNT_VIEW | Permission.FILE_SHARE),
      fileCreated(),
      async (c) => {
        const input = await parseBody(c, fsCreateShareInput);
        return created(c, await shares.create(principalOf(c), input), 'share created');
      },
    )
    .post('/fs/batch-copy', canCopy, async (c) => {
      const input = await parseBody(c, fsBatchCopyInput);
      for (const item of input.items) await unlocked(c, item.targetPath, TREE);
      return ok(c, await copies.copy(principalOf(c), input));
    })
    .post('/fs/batch-copy-commit', canCopy, async (c) => {
      const input = await parseBody(c, fsBatchCopyCommitInput);
      return ok(c, await copies.commit(principalOf(c), input), 'copy committed');
    })
    .post('/fs/mkdir', canUpload, async (c) => {
      const { path } = await parseBody(c, fsMkdirInput);
      await unlocked(c, path, MEMBER);
      return created(c, await writes.mkdir(principalOf(c), path), 'folder created');
    })
    .post('/fs/upload', canUpload, async (c) => {
      const item = await readUploadForm(c, async (fields, file, lateFields) => {
        const filename = parse(fileName, file.filename);
        // The folder decides where the bytes go: until it is known, the file waits in the spool.
        const folderOf = async (form: FormFields) => {
          if (form.path === undefined) throw badRequest('upload.pathFieldRequired');
          const folder = parse(fsPathQuery, form).path;
          await unlocked(c, `${folder}/${filename}`, MEMBER);
          return folder;
        };
        if (!placedBeforeFile(fields, FS_UPLOAD_PLACING_FIELDS))
          return writes.uploadSpooled(principalOf(c), {
            filename,
            declaredType: file.mimeType,
            body: file,
            folder: async () => folderOf(await lateFields()),
          });
        return writes.upload(principalOf(c), {
          folder: await folderOf(fields),
          filename,
          declaredType: file.mimeType,
          body: file.stream,
          sizeAtLeast: file.sizeAtLeast,
          ...(file.size !== undefined && { size: file.size }),
        });
      });
      return created(c, item, 'file uploaded');
    })
    .post('/fs/update', canUpload, async (c) => {
      const { path, content } = await parseBody(c, fsUpdateInput);
      await unlocked(c, path);
      return ok(c, await writes.update(principalOf(c), path, content), 'file saved');
    })
    .post('/fs/rename', requirePermission(Permission.MOUNT_RENAME), async (c) => {
      const { oldPath, newPath } = await parseBody(c, fsRenameInput);
      await unlocked(c, oldPath, TREE);
      await unlocked(c, newPath, TREE);
      const item = await writes.rename(principalOf(c), oldPath, newPath);
      // The rename succeeded, so the old path was a valid one.
      await pathState.moved(normalizeVirtualPath(oldPath) ?? oldPath, item.path);
      return ok(c, item, 'renamed');
    })
    .delete('/fs/batch-remove', requirePermission(Permission.MOUNT_DELETE), async (c) => {
      const { paths } = await parseBody(c, fsBatchRemoveInput);
      for (const path of paths) await unlocked(c, path, TREE);
      const result = await writes.remove(principalOf(c), paths);
      const failed = new Set(result.failed.map((f) => f.path));
      for (const path of paths) {
        const normalized = failed.has(path) ? null : normalizeVirtualPath(path);
        if (normalized) await pathState.removed(normalized);
      }
      return ok(c, result, 'removed');
    });
}
