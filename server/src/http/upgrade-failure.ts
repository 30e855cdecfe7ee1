/**
 * What an instance serves when its database upgrade failed at start (docs/DEPLOY.md, "Upgrades"):
 * never the app on a database it could not upgrade. Every request answers 503: /api in the usual
 * envelope with reason `http.upgradeFailed` (or `http.databaseNewer` when a newer release migrated
 * the database), so GET /api/health takes the instance out of a balancer; a page asked for by a
 * browser shows the same words; WebDAV and anything else get them as text.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { UpgradeFailure } from '../db/database.js';
import { serviceUnavailable, type AppError } from '../errors.js';
import { escapeXmlText } from '../webdav/dav-xml.js';
import { errorLanguageOf } from './accept-language.js';
import { errorEnvelope } from './respond.js';

/** The error every request answers, worded in each language. */
export function upgradeFailureError(failure: UpgradeFailure): AppError {
  const at = (empty: string) => failure.schemaAt ?? empty;
  if (failure.failed === undefined) {
    return serviceUnavailable('http.databaseNewer', {
      schemaAt: at('-'),
      detail: failure.reason,
    });
  }
  const params = { migration: failure.failed, detail: failure.reason };
  return serviceUnavailable('http.upgradeFailed', {
    ...params,
    schemaAt: at('(empty)'),
  }).withParamsIn('zh', { ...params, schemaAt: at('（空）') });
}

export function upgradeFailureApp(failure: UpgradeFailure): Hono {
  const error = upgradeFailureError(failure);
  const app = new Hono();
  app.all('*', (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    const language = errorLanguageOf(c.req.header('accept-language'));
    const message = error.messageIn(language);
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      return c.json(errorEnvelope(error, language), 503);
    }
    if (c.req.header('accept')?.includes('text/html')) {
      return c.html(page(message, language === 'zh' ? 'zh-CN' : 'en'), 503);
    }
    return c.text(message, 503);
  });
  return app;
}

export interface FailureServing {
  logger: Logger;
  port: number;
  host: string;
  /** Closes the database on SIGTERM or SIGINT, before the process exits. */
  close(): Promise<void>;
}

/** Logs the failure once, clearly, and answers every request with it until stopped. */
export function serveUpgradeFailure(failure: UpgradeFailure, o: FailureServing): void {
  o.logger.fatal(
    { err: failure.cause, migration: failure.failed ?? null, schemaAt: failure.schemaAt },
    failure.message,
  );
  console.error(
    `\n  CloudPaste cannot start: ${failure.message}\n  Every request answers 503 until this is fixed (docs/DEPLOY.md, "Upgrades").\n`,
  );
  const server = serve({ fetch: upgradeFailureApp(failure).fetch, port: o.port, hostname: o.host });
  const stop = () => {
    server.close();
    void o.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** A page without script or outside resource: the app itself is not served. */
function page(message: string, lang: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>CloudPaste</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1f2937;background:#fff}main{max-width:40rem;margin:0 auto}h1{font-size:1.25rem}p{overflow-wrap:anywhere}@media (prefers-color-scheme:dark){body{color:#e5e7eb;background:#111827}}</style>
</head><body><main><h1>CloudPaste</h1><p role="alert">${escapeXmlText(message)}</p></main></body></html>
`;
}
