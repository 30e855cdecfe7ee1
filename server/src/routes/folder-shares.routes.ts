/**
 * Folder shares (docs/FOLDER-SHARES.md, docs/API.md "Folder shares"): the owner's routes under
 * MOUNT_VIEW and FILE_SHARE, and a visitor's under /public/folders/{slug}. A visitor's reads take
 * `?path=` inside the share and `?t=`, the ticket the verify answer gives for a password.
 */
import {
  Permission,
  createFolderShareInput,
  fileName,
  folderShareQuery,
  verifyFolderShareInput,
} from '@cloudpaste/contracts';
import { Hono, type Context } from 'hono';
import { contentDisposition } from '../lib/content-disposition.js';
import { pipedBody } from '../http/piped-body.js';
import { created, ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parse, parseBody, parseQuery } from '../http/validate.js';
import { principalOf, requirePermission } from '../middleware/auth.js';
import { clientAddress } from '../middleware/client-address.js';
import { contentRequestOf, contentResponse } from '../http/content/file-content.js';
import type { Disposition } from '../http/content/content-result.js';
import type { TrustProxy } from '../lib/trust-proxy.js';
import type { FolderShareServices } from '../services/folder-shares/index.js';
import { readUploadForm } from './upload-form.js';

const canShare = requirePermission(Permission.MOUNT_VIEW | Permission.FILE_SHARE);

export function folderShareRoutes(shares: FolderShareServices, trustProxy: TrustProxy) {
  const { owner, access } = shares;
  const visit = (c: Context<AppEnv>) => {
    const { path, t } = parseQuery(c, folderShareQuery);
    return { slug: c.req.param('slug') ?? '', path, ticket: t };
  };
  const serve = (disposition: Disposition) => async (c: Context<AppEnv>) =>
    contentResponse(c, await access.content(visit(c), disposition, contentRequestOf(c)));

  return new Hono<AppEnv>()
    .post('/folder-shares', canShare, async (c) => {
      const input = await parseBody(c, createFolderShareInput);
      return created(c, await owner.create(principalOf(c), input), 'folder share created');
    })
    .get('/folder-shares', canShare, async (c) => ok(c, await owner.list(principalOf(c))))
    .post('/folder-shares/:id/revoke', canShare, async (c) =>
      ok(c, await owner.revoke(principalOf(c), c.req.param('id')), 'folder share revoked'),
    )
    .delete('/folder-shares/:id', canShare, async (c) => {
      await owner.remove(principalOf(c), c.req.param('id'));
      return ok(c, null, 'folder share deleted');
    })
    .get('/public/folders/:slug', async (c) => ok(c, await access.info(c.req.param('slug'))))
    .post('/public/folders/:slug/verify', async (c) => {
      const { password } = await parseBody(c, verifyFolderShareInput);
      const client = clientAddress(c, trustProxy);
      return ok(c, await access.verify(c.req.param('slug'), password, client));
    })
    .get('/public/folders/:slug/list', async (c) => ok(c, await access.list(visit(c))))
    .get('/public/folders/:slug/view', serve('inline'))
    .get('/public/folders/:slug/download', serve('attachment'))
    .get('/public/folders/:slug/zip', async (c) => {
      const zip = await access.zip(visit(c));
      c.header('Content-Type', 'application/zip');
      c.header('Content-Disposition', contentDisposition('attachment', zip.fileName));
      c.header('Content-Length', String(zip.size));
      c.header('Cache-Control', 'no-store');
      return pipedBody(c, 200, zip.body);
    })
    .post('/public/folders/:slug/upload', async (c) => {
      const request = visit(c);
      const item = await readUploadForm(c, (_fields, file) =>
        access.upload(request, {
          filename: parse(fileName, file.filename),
          declaredType: file.mimeType,
          body: file.stream,
          sizeAtLeast: file.sizeAtLeast,
          ...(file.size !== undefined && { size: file.size }),
        }),
      );
      return created(c, item, 'file uploaded');
    });
}
