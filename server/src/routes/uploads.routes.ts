/**
 * Share uploads (SPEC §7 "Files"): one streamed request (`POST /api/upload`), presigned
 * (`/api/s3/presign` then `/api/s3/commit`) and resumable multipart (`/api/s3/multipart/*`).
 * All need the admin or an API key with FILE_SHARE.
 *
 * `POST /api/upload` form rule: s3_config_id, path, slug and mimetype must come before the file part
 * (they decide where the bytes go and are checked before any is written), and so must size, the
 * file's length, when sent (see upload-form.ts); remark, password, expires_in, max_views and
 * use_proxy may come before or after it. A form whose very first part is the file (as older
 * clients send it) may send every field after it: the file is spooled until the form is read.
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
import { badRequest } from '../errors.js';
import { created, ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parse, parseBody } from '../http/validate.js';
import { principalOf, requirePermission } from '../middleware/auth.js';
import type { FileServices } from '../services/files/index.js';
import { readUploadForm, type FormFields } from './upload-form.js';

const requireFileShare = requirePermission(Permission.FILE_SHARE);

/** Options sent after the file: the ones that place the file are refused there. */
function lateOptions(fields: FormFields) {
  const misplaced = UPLOAD_FIELDS_BEFORE_FILE.find((name) => fields[name] !== undefined);
  if (misplaced) throw badRequest(`form field ${misplaced} must come before the file`);
  const { remark, password, expires_in, max_views, use_proxy } = parse(uploadFormFields, fields);
  return { remark, password, expires_in, max_views, use_proxy };
}

export function uploadRoutes(files: FileServices) {
  const { uploads, multipart } = files;
  return new Hono<AppEnv>()
    .use('/upload', requireFileShare)
    .use('/s3/*', requireFileShare)
    .post('/upload', async (c) => {
      const info = await readUploadForm(c, (fields, file, lateFields) => {
        const filename = parse(fileName, file.filename);
        // The file first, as older clients send it: where it goes is known only at the form's end.
        if (Object.keys(fields).length === 0)
          return uploads.uploadSpooled(principalOf(c), {
            filename,
            declaredType: file.mimeType,
            file: file.stream,
            fields: async () => parse(uploadFormFields, await lateFields()),
          });
        return uploads.uploadStream(principalOf(c), {
          fields: parse(uploadFormFields, fields),
          filename,
          declaredType: file.mimeType,
          file: file.stream,
          size: file.size,
          sizeAtLeast: file.sizeAtLeast,
          lateFields: async () => lateOptions(await lateFields()),
        });
      });
      return created(c, info, 'file uploaded');
    })
    .post('/s3/presign', async (c) =>
      ok(c, await uploads.presign(principalOf(c), await parseBody(c, presignInput))),
    )
    .post('/s3/commit', async (c) =>
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
    .post('/s3/multipart/complete', async (c) =>
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
