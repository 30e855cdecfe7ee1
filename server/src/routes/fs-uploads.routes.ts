/**
 * Uploads into mounts straight to storage (docs/API.md, "Filesystem"), all needing MOUNT_UPLOAD
 * inside the caller's basic_path: `/fs/presign` + `/fs/presign/commit`, and the resumable
 * `/fs/multipart/init|list-uploads|list-parts|refresh-urls|complete|abort`.
 */
import {
  Permission,
  fsListUploadsInput,
  fsMultipartCompleteInput,
  fsMultipartInitInput,
  fsMultipartRefInput,
  fsPresignCommitInput,
  fsPresignInput,
  fsRefreshUrlsInput,
} from '@cloudpaste/contracts';
import { Hono } from 'hono';
import { created, ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseBody } from '../http/validate.js';
import { principalOf, requirePermission } from '../middleware/auth.js';
import type { FsUploadService } from '../services/fs/fs-upload.service.js';

export function fsUploadRoutes(uploads: FsUploadService) {
  return new Hono<AppEnv>()
    .use('/fs/presign', requirePermission(Permission.MOUNT_UPLOAD))
    .use('/fs/presign/*', requirePermission(Permission.MOUNT_UPLOAD))
    .use('/fs/multipart/*', requirePermission(Permission.MOUNT_UPLOAD))
    .post('/fs/presign', async (c) =>
      ok(c, await uploads.presign(principalOf(c), await parseBody(c, fsPresignInput))),
    )
    .post('/fs/presign/commit', async (c) =>
      created(
        c,
        await uploads.commit(principalOf(c), await parseBody(c, fsPresignCommitInput)),
        'file uploaded',
      ),
    )
    .post('/fs/multipart/init', async (c) =>
      ok(c, await uploads.init(principalOf(c), await parseBody(c, fsMultipartInitInput))),
    )
    .post('/fs/multipart/list-uploads', async (c) =>
      ok(
        c,
        await uploads.listUploads(principalOf(c), (await parseBody(c, fsListUploadsInput)).path),
      ),
    )
    .post('/fs/multipart/list-parts', async (c) =>
      ok(c, await uploads.listParts(principalOf(c), await parseBody(c, fsMultipartRefInput))),
    )
    .post('/fs/multipart/refresh-urls', async (c) =>
      ok(c, await uploads.refreshUrls(principalOf(c), await parseBody(c, fsRefreshUrlsInput))),
    )
    .post('/fs/multipart/complete', async (c) =>
      created(
        c,
        await uploads.complete(principalOf(c), await parseBody(c, fsMultipartCompleteInput)),
        'file uploaded',
      ),
    )
    .post('/fs/multipart/abort', async (c) =>
      ok(
        c,
        await uploads.abort(principalOf(c), await parseBody(c, fsMultipartRefInput)),
        'upload aborted',
      ),
    );
}
