/** Uploads from a URL (SPEC §7 "URL upload"): remote file info, and a proxy for CORS-less sites. */
import { Readable } from 'node:stream';
import { Permission, urlInfoInput, urlProxyQuery } from '@cloudpaste/contracts';
import contentDisposition from 'content-disposition';
import { Hono, type Context } from 'hono';
import { ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseBody, parseQuery } from '../http/validate.js';
import { requirePermission } from '../middleware/auth.js';
import type { Principal } from '../policies/access.js';
import type { UrlUploadService } from '../services/url-upload.service.js';

/** Behind requirePermission there is always a principal. */
const principalOf = (c: { var: AppEnv['Variables'] }) => c.var.principal as Principal;

/** A relayed body is someone else's content: never rendered, sniffed or scripted on our origin. */
const PROXY_CSP = "sandbox; default-src 'none'";

export function urlUploadRoutes(urls: UrlUploadService) {
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
      c.header('Content-Disposition', contentDisposition(file.filename));
      c.header('Content-Security-Policy', PROXY_CSP);
      if (file.size !== null) c.header('Content-Length', String(file.size));
      if (file.contentEncoding) c.header('Content-Encoding', file.contentEncoding);
      return c.body(Readable.toWeb(file.body), 200);
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
