/** createApp(deps): middleware and route modules on one Hono app. No I/O happens at import time. */
import { Hono } from 'hono';
import type { Logger } from 'pino';
import { notFound } from './errors.js';
import type { AppEnv } from './http/types.js';
import { authenticate } from './middleware/auth.js';
import { clientAddress } from './middleware/client-address.js';
import { handleError } from './middleware/error-handler.js';
import { requestLogger } from './middleware/request-logger.js';
import { BODY_METHODS, limitBody, securityHeaders } from './middleware/security.js';
import { isHttps } from './http/public-origin.js';
import type { TrustProxy } from './lib/trust-proxy.js';
import { auditTrail } from './http/audit-trail.js';
import { apiKeyRoutes } from './routes/api-keys.routes.js';
import { auditRoutes } from './routes/audit.routes.js';
import { backupRoutes } from './routes/backup.routes.js';
import { authRoutes } from './routes/auth.routes.js';
import { userRoutes } from './routes/users.routes.js';
import { accountSecurityRoutes } from './routes/account-security.routes.js';
import { appPasswordRoutes } from './routes/app-passwords.routes.js';
import { oidcRoutes } from './routes/oidc.routes.js';
import { fileRoutes } from './routes/files.routes.js';
import { folderShareRoutes } from './routes/folder-shares.routes.js';
import { fileRequestRoutes } from './routes/file-requests.routes.js';
import { fsArchiveRoutes } from './routes/fs-archive.routes.js';
import { fsUploadRoutes } from './routes/fs-uploads.routes.js';
import { fsRoutes } from './routes/fs.routes.js';
import { localStorageRoutes } from './routes/local-storage.routes.js';
import { mountRoutes } from './routes/mounts.routes.js';
import { openApiRoutes } from './routes/openapi.routes.js';
import { pasteRoutes } from './routes/pastes.routes.js';
import { proxyLinkRoutes } from './routes/proxy-links.routes.js';
import { settingsRoutes } from './routes/settings.routes.js';
import { spaRoutes } from './routes/spa.routes.js';
import { storageConfigRoutes } from './routes/storage-configs.routes.js';
import { systemRoutes } from './routes/system.routes.js';
import { uploadRoutes } from './routes/uploads.routes.js';
import { urlUploadRoutes } from './routes/url-upload.routes.js';
import type { Services } from './services/index.js';
import { pathStateOf } from './services/webdav/index.js';
import { DavAuth } from './webdav/dav-auth.js';
import { webdavRoutes } from './webdav/webdav.routes.js';

/**
 * Routes whose bodies are files, streamed to storage under the upload size limit rather than the
 * JSON body cap. One list, so a new streaming route is one line here.
 */
const STREAMING_ROUTES: readonly RegExp[] = [
  /^\/api\/upload$/,
  /^\/api\/storage\/local\//,
  /^\/api\/fs\/upload$/,
  /^\/api\/admin\/restore$/,
  /^\/api\/public\/folders\/[^/]+\/upload$/,
  /^\/api\/public\/requests\/[^/]+\/files$/,
];
const isStreamingRoute = (path: string) => STREAMING_ROUTES.some((route) => route.test(path));

export interface AppDeps {
  services: Services;
  logger: Logger;
  corsOrigins: readonly string[];
  /** Which proxies' X-Forwarded-* headers are believed (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Strict-Transport-Security max-age for answers to HTTPS requests; 0 sends none. */
  hstsMaxAgeSeconds: number;
  maxJsonBodyBytes: number;
  webDistDir: string | undefined;
}

export function createApp(deps: AppDeps) {
  const { services: s } = deps;
  const api = new Hono<AppEnv>()
    .on(BODY_METHODS, '/*', limitBody(deps.maxJsonBodyBytes, isStreamingRoute))
    .use(authenticate(s.auth, s.apiKeys, (c) => clientAddress(c, deps.trustProxy)))
    .use(auditTrail(s.audit, (c) => clientAddress(c, deps.trustProxy)))
    .route('/', systemRoutes(s.system, s.settings))
    .route('/', openApiRoutes())
    .route('/', authRoutes(s.auth, deps.trustProxy))
    .route('/', apiKeyRoutes(s.apiKeys))
    .route('/', userRoutes(s.users, s.auth, deps.trustProxy))
    .route('/', accountSecurityRoutes(s.auth, s.security, deps.trustProxy))
    .route('/', appPasswordRoutes(s.security.appPasswords))
    .route('/', oidcRoutes(s.oidc, s.auth, deps.trustProxy))
    .route('/', settingsRoutes(s.settings))
    .route('/', backupRoutes(s.backup))
    .route('/', auditRoutes(s.audit))
    .route('/', pasteRoutes(s.pastes, deps.trustProxy))
    .route('/', storageConfigRoutes(s.storageConfigs))
    .route('/', mountRoutes(s.mounts))
    .route('/', fsRoutes(s.fs, deps.trustProxy, pathStateOf(s.dav)))
    .route('/', fsUploadRoutes(s.fs.uploads))
    .route('/', fsArchiveRoutes(s.fs.archives))
    .route('/', proxyLinkRoutes(s.fs.links))
    .route('/', urlUploadRoutes(s.urlUploads, s.urlShares))
    .route('/', uploadRoutes(s.files))
    .route('/', fileRoutes(s.files, deps.trustProxy))
    .route('/', folderShareRoutes(s.folderShares, deps.trustProxy))
    .route('/', fileRequestRoutes(s.fileRequests, deps.trustProxy))
    .route('/', localStorageRoutes(s.localStorage))
    .all('*', () => {
      throw notFound('http.apiNotFound');
    });

  const app = new Hono<AppEnv>();
  app.use(requestLogger(deps.logger));
  app.use(
    securityHeaders(() => s.storage.httpOrigins(), deps.corsOrigins, {
      maxAgeSeconds: deps.hstsMaxAgeSeconds,
      isHttps: (c) => isHttps(c, deps.trustProxy),
    }),
  );
  app.route('/api', api);
  app.route(
    '/',
    webdavRoutes(
      { fs: s.fs, dav: s.dav, settings: s.settings, audit: s.audit },
      new DavAuth({
        auth: s.auth,
        apiKeys: s.apiKeys,
        appPasswords: s.security.appPasswords,
        twoFactor: s.security.twoFactor,
      }),
      deps.trustProxy,
    ),
  );
  app.route('/', spaRoutes(deps.webDistDir));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
