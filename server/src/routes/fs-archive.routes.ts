/**
 * The explorer basket's zip download: `POST /api/fs/archive` (MOUNT_VIEW, within basic_path) makes
 * a short-lived link; `GET`/`HEAD /api/fs/archive/{token}` streams the zip. The GET reads no auth
 * header: the token is the credential, so the browser's own download manager can fetch it.
 */
import { Permission, fsArchiveInput } from '@cloudpaste/contracts';
import { Hono } from 'hono';
import { ok } from '../http/respond.js';
import { pipedBody } from '../http/piped-body.js';
import type { AppEnv } from '../http/types.js';
import { parseBody } from '../http/validate.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { principalOf, requirePermission } from '../middleware/auth.js';
import type { FsArchiveService } from '../services/fs/fs-archive.service.js';

export function fsArchiveRoutes(archives: FsArchiveService) {
  return (
    new Hono<AppEnv>()
      .post('/fs/archive', requirePermission(Permission.MOUNT_VIEW), async (c) => {
        const input = await parseBody(c, fsArchiveInput);
        return ok(c, await archives.create(principalOf(c), input), 'archive ready');
      })
      // Hono answers HEAD with this GET handler and drops the body; headOnly opens no file.
      .get('/fs/archive/:token', async (c) => {
        const log = c.get('logger');
        const zip = await archives.open(c.req.param('token'), {
          headOnly: c.req.method === 'HEAD',
          onError: (err) => log.error({ err }, 'archive download failed'),
        });
        c.header('Content-Type', 'application/zip');
        c.header('Content-Disposition', contentDisposition('attachment', zip.fileName));
        c.header('Content-Length', String(zip.size));
        c.header('Cache-Control', 'no-store');
        if (!zip.body) return c.body(null, 200);
        return pipedBody(c, 200, zip.body);
      })
  );
}
