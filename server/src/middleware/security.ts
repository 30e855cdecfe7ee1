/**
 * Security headers, CORS for configured origins only, and no-store on API answers.
 *
 * Every header here is set before the handler runs, onto Node's response (presetHeaders). Setting
 * headers on a finished response makes @hono/node-server convert its lightweight response into a
 * full fetch Response, which measured at roughly a third of API throughput (bench: GET /api/health
 * 1.6k -> see docs); hence no hono/secure-headers (it writes after next()) and CORS only when an
 * allowed Origin is present.
 * Each middleware layer costs every request (bench pastes: five layers were a fifth of a share
 * view), so what only sets headers returns `next()` instead of awaiting it in a layer of its own.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { payloadTooLarge } from '../errors.js';
import { presetHeaders, type HeaderList } from '../http/preset-headers.js';

/**
 * The web app's CSP. Storages are reached from the page (presigned PUTs, direct previews and
 * downloads): `https:` admits any, and `storageOrigins` names the plain-http ones configured.
 */
export function contentSecurityPolicy(storageOrigins: readonly string[] = []): string {
  const storages = storageOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    // WebAssembly may be compiled (Graphviz diagrams, docs/MARKDOWN.md); JavaScript eval stays refused.
    "script-src 'self' 'wasm-unsafe-eval'",
    // React sets inline style attributes; no inline scripts are ever allowed.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${storages}`,
    `media-src 'self' blob: https:${storages}`,
    "font-src 'self' data:",
    `connect-src 'self' https:${storages}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    `frame-src 'self' https:${storages}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers for the HTML documents and assets of the web app, but for the CSP. */
const DOCUMENT_HEADERS: HeaderList = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
];

/**
 * Headers for API answers (JSON, or file bodies whose routes add their own sandbox). A JSON answer
 * is never a document: nothing in it may load, run or be framed, which `default-src 'none'` and
 * `frame-ancestors 'none'` say in one header. The document-only headers (COOP, Origin-Agent-Cluster,
 * DNS prefetch...) do nothing on JSON and cost throughput on every call (measured: the nine
 * document headers alone halve a bare Hono endpoint's requests per second).
 */
const API_HEADERS: HeaderList = [
  // API answers carry credentials or private content: never stored in shared caches (a route may override).
  ['Cache-Control', 'no-store'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/**
 * Strict-Transport-Security, for answers to requests that came over HTTPS only (a browser ignores
 * it over plain HTTP, and a server reached only over HTTP must not promise HTTPS).
 */
export interface HstsOptions {
  /** 0: no header. */
  maxAgeSeconds: number;
  /** Whether this request came over HTTPS: our own URL, or the trusted proxy's X-Forwarded-Proto. */
  isHttps: (c: Context) => boolean;
}

const NO_HSTS: HstsOptions = { maxAgeSeconds: 0, isHttps: () => false };

/**
 * `storageOrigins` answers the plain-http storage origins; it is called for documents only. API
 * answers get CORS here too, so they pass one layer for all their headers.
 */
export function securityHeaders(
  storageOrigins: () => Promise<readonly string[]>,
  corsOrigins: readonly string[] = [],
  hsts: HstsOptions = NO_HSTS,
): MiddlewareHandler {
  const hstsHeader: HeaderList = [['Strict-Transport-Security', `max-age=${hsts.maxAgeSeconds}`]];
  const withHsts = (c: Context) => {
    if (hsts.maxAgeSeconds > 0 && hsts.isHttps(c)) presetHeaders(c, hstsHeader);
  };
  /** The document headers with the CSP for the storages last listed, made once per list. */
  const headersFor = (origins: readonly string[]): HeaderList => [
    ['Content-Security-Policy', contentSecurityPolicy(origins)],
    ...DOCUMENT_HEADERS,
  ];
  let policy = { origins: [] as readonly string[], headers: headersFor([]) };
  const withCors = apiCors(corsOrigins);
  return async (c, next) => {
    withHsts(c);
    if (c.req.path.startsWith('/api/')) {
      presetHeaders(c, API_HEADERS);
      return withCors(c, next);
    }
    // Without the list (database trouble), the last one known still serves the page.
    const origins = await storageOrigins().catch(() => policy.origins);
    // The list rarely changes: rebuild the header only when it is another list.
    if (origins !== policy.origins) policy = { origins, headers: headersFor(origins) };
    presetHeaders(c, policy.headers);
    await next();
  };
}

/** CORS only for the admin's configured origins; other requests never see CORS headers. */
export function apiCors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  const handler = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // If-None-Match and ETag: the web app revalidates listings (docs/API.md, "Filesystem").
    allowHeaders: [
      'Authorization',
      'Content-Type',
      'X-Custom-Auth-Key',
      'X-Request-Id',
      'If-None-Match',
    ],
    exposeHeaders: ['X-Request-Id', 'Retry-After', 'Content-Disposition', 'ETag'],
    credentials: false,
    maxAge: 600,
  });
  return (c, next) => {
    const origin = c.req.header('Origin');
    return origin && allowed.has(origin) ? handler(c, next) : next();
  };
}

/** The methods whose JSON bodies limitBody caps; mount it for these only (GETs pass no layer). */
export const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The JSON body cap. A declared Content-Length decides at once and leaves the body unread, so the
 * handler reads it straight from the socket (@hono/node-server's fast path; hono's bodyLimit, which
 * wraps the body in a web stream, was a fifth of the cost of creating a share). A body without a
 * length is counted by bodyLimit as it streams. Streaming routes (file bodies) are exempt: they
 * enforce the upload size limit themselves, as they stream.
 */
export function limitBody(
  maxBytes: number,
  isStreamingRoute: (path: string) => boolean = () => false,
): MiddlewareHandler {
  const limiter = bodyLimit({ maxSize: maxBytes });
  return (c, next) => {
    if (isStreamingRoute(c.req.path)) return next();
    const length = c.req.header('Content-Length');
    if (length === undefined || c.req.header('Transfer-Encoding') !== undefined)
      return limiter(c, next);
    if (Number(length) > maxBytes) throw payloadTooLarge('http.bodyTooLarge');
    return next();
  };
}
