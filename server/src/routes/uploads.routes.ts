/**
 * Share uploads (docs/API.md, "File uploads"): one streamed request (`POST /api/upload`), presigned
 * (`/api/s3/presign` then `/api/s3/commit`) and resumable multipart (`/api/s3/multipart/*`).
 * All need the admin or an API key with FILE_SHARE.
 *
 * `POST /api/upload` takes its fields in any order. s3_config_id, path, slug and mimetype decide where
 * the bytes go: when any of them comes before the file part, the file streams straight to storage,
 * placed and checked before a byte is written (remark, password, expires_in, max_views and
 * use_proxy may still come after it). When none does (as older clients and `curl -F file=@x -F ...`
 * send it), the file is spooled until the form is read. A placing field after a streamed file moves
 * it where the whole form says (FileUploadService).
 */
import {
  Permission,
  UPLOAD_FIELDS_BEFORE_FILE,
  commitInput,
  completeMultipartInput,
  fileName,
  multipartInitInput,
  multipartRefInput,
  presignInput,
  refreshUrlsInput,
  uploadFormFields,
} from '@cloudpaste/contracts';
import { Hono } from 'hono';
import { fileCreated } from '../http/audit-trail.js';
import { created, ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parse, parseBody } from '../http/validate.js';
import { principalOf, requirePermission } from '../middleware/auth.js';
import type { FileServices } from '../services/files/index.js';
import { placedBeforeFile, readUploadForm } from './upload-form.js';

const requireFileShare = requirePermission(Permission.FILE_SHARE);

export function uploadRoutes(files: FileServices) {
  const { uploads, multipart } = files;
  return new Hono<AppEnv>()
    .use('/upload', requireFileShare)
    .use('/s3/*', requireFileShare)
    .post('/upload', fileCreated(), async (c) => {
      const info = await readUploadForm(c, (fields, file, lateFields) => {
        const filename = parse(fileName, file.filename);
        // Nothing placed the file before it, as older clients send it: where it goes is known
        // only at the form's end.
        if (!placedBeforeFile(fields, UPLOAD_FIELDS_BEFORE_FILE))
          return uploads.uploadSpooled(principalOf(c), {
            filename,
            declaredType: file.mimeType,
            file,
            fields: async () => parse(uploadFormFields, { ...fields, ...(await lateFields()) }),
          });
        return uploads.uploadStream(principalOf(c), {
          fields: parse(uploadFormFields, fields),
          filename,
          declaredType: file.mimeType,
          file: file.stream,
          size: file.size,
          sizeAtLeast: file.sizeAtLeast,
          lateFields: async () => parse(uploadFormFields, await lateFields()),
        });
      });
      return created(c, info, 'file uploaded');
    })
    .post('/s3/presign', async (c) =>
      ok(c, await uploads.presign(principalOf(c), await parseBody(c, presignInput))),
    )
    .post('/s3/commit', fileCreated(), async (c) =>
      created(
        c,
        await uploads.commit(principalOf(c), await parseBody(c, commitInput)),
        'file uploaded',
      ),
    )
    .post('/s3/multipart/init', async (c) =>
      ok(c, await multipart.init(principalOf(c), await parseBody(c, multipartInitInput))),
    )
    .post('/s3/multipart/list-parts', async (c) =>
      ok(c, await multipart.listParts(principalOf(c), await parseBody(c, multipartRefInput))),
    )
    .post('/s3/multipart/refresh-urls', async (c) =>
      ok(c, await multipart.refreshUrls(principalOf(c), await parseBody(c, refreshUrlsInput))),
    )
    .post('/s3/multipart/complete', fileCreated(), async (c) =>
      created(
        c,
        await multipart.complete(principalOf(c), await parseBody(c, completeMultipartInput)),
        'file uploaded',
      ),
    )
    .post('/s3/multipart/abort', async (c) =>
      ok(
        c,
        await multipart.abort(principalOf(c), await parseBody(c, multipartRefInput)),
        'upload aborted',
      ),
    );
}
