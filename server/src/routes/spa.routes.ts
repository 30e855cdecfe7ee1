/**
 * Serves the built web app: hashed assets cached forever, a missing asset 404, every other path
 * gets index.html.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../http/types.js';

const MISSING_BUILD = `<!doctype html><meta charset="utf-8"><title>CloudPaste</title>
<p>The web app is not built. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

function isUnmodified(ifModifiedSince: string | undefined, res: Response): boolean {
  const since = Date.parse(ifModifiedSince ?? '');
  const modified = Date.parse(res.headers.get('Last-Modified') ?? '');
  return Number.isFinite(since) && Number.isFinite(modified) && modified <= since;
}

/**
 * index.html for each path prefix the build names in `.vite/route-preloads.json` (web/
 * vite.route-preloads.ts), with that page's code preloaded: the browser fetches it beside the
 * app's own code, not after the app has started and routed. Other paths get index.html as built.
 */
function pagesWithPreloads(webDistDir: string, indexHtml: string): [string, string][] {
  const file = join(webDistDir, '.vite', 'route-preloads.json');
  if (!existsSync(file) || !indexHtml.includes('</head>')) return [];
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return Object.entries(preloads).map(([prefix, files]) => {
    const links = files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
    return [prefix, indexHtml.replace('</head>', `${links.join('')}</head>`)];
  });
}

export function spaRoutes(webDistDir: string | undefined) {
  const indexPath = webDistDir ? join(webDistDir, 'index.html') : undefined;
  const indexHtml =
    indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : MISSING_BUILD;
  const pages =
    webDistDir && indexHtml !== MISSING_BUILD ? pagesWithPreloads(webDistDir, indexHtml) : [];
  const app = new Hono<AppEnv>();
  // The app's code is text that shrinks about 4x; uncompressed it takes seconds on a phone's network.
  // The build writes a `.gz` of each asset, sent as it is (precompressed); compress() covers the
  // rest (the index.html fallback, files too small to be worth a .gz) and leaves encoded answers be.
  app.use('*', compress());
  if (webDistDir && existsSync(webDistDir)) {
    // Hashed build assets never change under the same name; everything else must be revalidated.
    app.use('*', async (c, next) => {
      await next();
      const immutable = c.req.path.startsWith('/assets/') && c.res.status === 200;
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // serveStatic sends Last-Modified but never answers 304. Revalidations are frequent here:
      // the service worker's update check asks for sw.js every 5 s with If-Modified-Since.
      if (c.res.status === 200 && isUnmodified(c.req.header('If-Modified-Since'), c.res)) {
        await c.res.body?.cancel();
        // Hono copies the old headers onto the new answer; the file's length is not this one's.
        c.res.headers.delete('Content-Length');
        c.res = new Response(null, { status: 304 });
      }
    });
    app.use('*', serveStatic({ root: webDistDir, precompressed: true }));
  }
  // Past serveStatic, a path under /assets/ names no file: a page of an older build asking for a
  // chunk since replaced. Answered with index.html it would be a 200 under /assets/, kept a year
  // as that script (the rule above) and run as HTML; a 404 fails now and is not kept.
  app.get('/assets/*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.text('asset not found', 404);
  });
  app.get('*', (c) => {
    const page = pages.find(([prefix]) => c.req.path.startsWith(prefix));
    return c.html(page ? page[1] : indexHtml);
  });
  return app;
}
