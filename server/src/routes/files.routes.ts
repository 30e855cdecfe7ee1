/**
 * File shares (docs/API.md, "Public file access"): public info and password check, the bytes
 * (`file-view` inline, `file-download` attachment), office previews, and management under
 * FILE_SHARE.
 *
 * `?password=` is accepted on file-view, file-download and office-preview because those links are
 * opened by the browser, which cannot send a body; `?t=` carries the access ticket that info and
 * verify answers put in their URLs (see FileAccessService for how views are counted).
 */
import {
  Permission,
  batchDeleteFilesInput,
  fileAccessQuery,
  listFilesQuery,
  officePreviewQuery,
  updateFileInput,
  verifyFilePasswordInput,
} from '@cloudpaste/contracts';
import { Hono, type Context } from 'hono';
import { audited, batchDetail } from '../http/audit-trail.js';
import { ok } from '../http/respond.js';
import { publicOrigin } from '../http/public-origin.js';
import type { AppEnv } from '../http/types.js';
import { parseBody, parseQuery } from '../http/validate.js';
import { principalOf, requirePermission } from '../middleware/auth.js';
import { clientAddress } from '../middleware/client-address.js';
import type { Disposition } from '../http/content/content-result.js';
import type { FileServices } from '../services/files/index.js';
import { contentRequestOf, contentResponse } from '../http/content/file-content.js';
import { fileErrorPage } from './file-error-page.js';
import type { TrustProxy } from '../lib/trust-proxy.js';

const requireFileShare = requirePermission(Permission.FILE_SHARE);

export function fileRoutes(files: FileServices, trustProxy: TrustProxy) {
  const { access, management } = files;

  const serve = (disposition: Disposition) => async (c: Context<AppEnv>) => {
    const { password, t } = parseQuery(c, fileAccessQuery);
    const slug = c.req.param('slug') ?? '';
    try {
      const result = await access.content(
        slug,
        { client: clientAddress(c, trustProxy), password, ticket: t },
        disposition,
        contentRequestOf(c),
      );
      return contentResponse(c, result);
    } catch (error) {
      // A browser navigating to the link gets a page saying why; API clients the envelope.
      const page = fileErrorPage(c, error, slug);
      if (page) return page;
      throw error;
    }
  };

  return new Hono<AppEnv>()
    .get('/public/files/:slug', async (c) => ok(c, await access.info(c.req.param('slug'))))
    .post('/public/files/:slug/verify', async (c) => {
      const { password } = await parseBody(c, verifyFilePasswordInput);
      return ok(
        c,
        await access.verify(c.req.param('slug'), password, clientAddress(c, trustProxy)),
      );
    })
    .get('/file-view/:slug', serve('inline'))
    .get('/file-download/:slug', serve('attachment'))
    .get('/office-preview/:slug', async (c) => {
      const { password, t, provider } = parseQuery(c, officePreviewQuery);
      const answer = await access.officePreview(
        c.req.param('slug'),
        { client: clientAddress(c, trustProxy), password, ticket: t },
        provider,
        publicOrigin(c, trustProxy),
      );
      return ok(c, answer);
    })
    .use('/files', requireFileShare)
    .use('/files/*', requireFileShare)
    .get('/files', async (c) =>
      ok(c, await management.list(parseQuery(c, listFilesQuery), principalOf(c))),
    )
    .delete(
      '/files/batch-delete',
      audited('file.delete', { detail: batchDetail('success', 'failed') }),
      async (c) => {
        const { ids, delete_mode } = await parseBody(c, batchDeleteFilesInput);
        const result = await management.batchDelete(ids, delete_mode, principalOf(c));
        return ok(c, result, `deleted ${result.success} file(s)`);
      },
    )
    .get('/files/:id', async (c) => ok(c, await management.get(c.req.param('id'), principalOf(c))))
    .put('/files/:id', async (c) =>
      ok(
        c,
        await management.update(
          c.req.param('id'),
          await parseBody(c, updateFileInput),
          principalOf(c),
        ),
        'file updated',
      ),
    );
}
