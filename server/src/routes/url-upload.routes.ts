/**
 * Uploads from a URL (docs/API.md, "URL uploads"), all for the admin or a key with FILE_SHARE:
 * - discovery and relay: `POST /url/info`, `GET /url/proxy?url=` (for sites without CORS);
 * - the browser uploads what it downloaded: `POST /url/presign` + `/url/commit`, or
 *   `/url/multipart/init|complete|abort` (the `/s3/*` bodies plus `url`);
 * - the server fetches it into storage: `POST /url/fetch` (202, running), polled with
 *   `GET /url/fetch/{file_id}`;
 * - `POST /url/cancel {file_id}` removes any of these while pending.
 */
import {
  Permission,
  commitInput,
  completeMultipartInput,
  multipartRefInput,
  urlUploadRefInput,
  urlFetchInput,
  urlInfoInput,
  urlPresignInput,
  urlProxyQuery,
} from '@cloudpaste/contracts';
import { Hono, type Context } from 'hono';
import { fileCreated } from '../http/audit-trail.js';
import { created, ok } from '../http/respond.js';
import { pipedBody } from '../http/piped-body.js';
import type { AppEnv } from '../http/types.js';
import { parse, parseBody, parseQuery } from '../http/validate.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { principalOf, requirePermission } from '../middleware/auth.js';
import type { UrlShareService, UrlUploadService } from '../services/url-uploads/index.js';

/** A relayed body is someone else's content: never rendered, sniffed or scripted on our origin. */
const PROXY_CSP = "sandbox; default-src 'none'";

export function urlUploadRoutes(urls: UrlUploadService, shares: UrlShareService) {
  return new Hono<AppEnv>()
    .use('/url/*', requirePermission(Permission.FILE_SHARE))
    .post('/url/info', async (c) => {
      const { url } = await parseBody(c, urlInfoInput);
      return ok(c, await urls.info(url, principalOf(c), pageOrigin(c)));
    })
    .get('/url/proxy', async (c) => {
      const { url } = parseQuery(c, urlProxyQuery);
      const file = await urls.proxy(url, principalOf(c), c.req.raw.signal);
      c.header('Content-Type', file.contentType);
      c.header('Content-Disposition', contentDisposition('attachment', file.filename));
      c.header('Content-Security-Policy', PROXY_CSP);
      if (file.size !== null) c.header('Content-Length', String(file.size));
      if (file.contentEncoding) c.header('Content-Encoding', file.contentEncoding);
      return pipedBody(c, 200, file.body);
    })
    .post('/url/presign', async (c) =>
      ok(c, await shares.presign(principalOf(c), await parseBody(c, urlPresignInput))),
    )
    .post('/url/commit', fileCreated(), async (c) =>
      created(
        c,
        await shares.commit(principalOf(c), await parseBody(c, commitInput)),
        'file uploaded',
      ),
    )
    .post('/url/multipart/init', async (c) =>
      ok(c, await shares.multipartInit(principalOf(c), await parseBody(c, urlPresignInput))),
    )
    .post('/url/multipart/complete', fileCreated(), async (c) =>
      created(
        c,
        await shares.multipartComplete(principalOf(c), await parseBody(c, completeMultipartInput)),
        'file uploaded',
      ),
    )
    .post('/url/multipart/abort', async (c) =>
      ok(
        c,
        await shares.multipartAbort(principalOf(c), await parseBody(c, multipartRefInput)),
        'upload aborted',
      ),
    )
    .post('/url/fetch', async (c) =>
      ok(c, await shares.fetch(principalOf(c), await parseBody(c, urlFetchInput)), 'fetching', 202),
    )
    .get('/url/fetch/:file_id', (c) => {
      const { file_id } = parse(urlUploadRefInput, c.req.param());
      return ok(c, shares.fetchStatus(principalOf(c), file_id));
    })
    .post('/url/cancel', async (c) => {
      const { file_id } = await parseBody(c, urlUploadRefInput);
      return ok(c, await shares.cancel(principalOf(c), file_id), 'upload cancelled');
    });
}

/** The origin of the page asking: browsers send Origin on POST; else the API's own origin. */
function pageOrigin(c: Context<AppEnv>): string | null {
  const header = c.req.header('Origin');
  if (header === undefined) return new URL(c.req.url).origin;
  try {
    const origin = new URL(header).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
