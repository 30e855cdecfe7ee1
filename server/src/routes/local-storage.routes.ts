/**
 * The signed app URLs of local storage (what presigned URLs are on S3): `PUT` streams an object or
 * a multipart part in and answers its `ETag` header; `GET`/`HEAD` stream an object out with Range
 * support. The token in the path is the only credential.
 */
import { Hono } from 'hono';
import { contentLength, requestBody } from '../http/request-body.js';
import { ok } from '../http/respond.js';
import { pipedBody } from '../http/piped-body.js';
import type { AppEnv } from '../http/types.js';
import type { LocalStorageService } from '../services/storage/local-storage.service.js';
import { contentPolicyFor } from '../http/content/file-content.js';

export function localStorageRoutes(local: LocalStorageService) {
  return (
    new Hono<AppEnv>()
      .put('/storage/local/:token', async (c) => {
        const { etag } = await local.upload(c.req.param('token'), requestBody(c), {
          contentType: c.req.header('Content-Type'),
          contentLength: contentLength(c.req.header('Content-Length')),
        });
        c.header('ETag', `"${etag}"`);
        return ok(c, { etag }, 'uploaded');
      })
      // Hono answers HEAD with this GET handler and drops the body; headOnly avoids opening the file.
      .get('/storage/local/:token', async (c) => {
        const download = await local.download(c.req.param('token'), {
          range: c.req.header('Range'),
          headOnly: c.req.method === 'HEAD',
        });
        for (const [name, value] of Object.entries(download.headers)) c.header(name, value);
        // Stored files are served from the app's own origin: sandboxed like share content, so an
        // uploaded HTML or SVG file cannot act as the app (PDFs keep the browser's viewer), and
        // framed only by our own pages (the previews).
        c.header(
          'Content-Security-Policy',
          contentPolicyFor(download.headers['Content-Type'] ?? ''),
        );
        c.header('X-Frame-Options', 'SAMEORIGIN');
        if (!download.body) return c.body(null, download.status);
        return pipedBody(c, download.status, download.body);
      })
  );
}
