/** Request id (echoed as X-Request-Id) and one pino line per request with its id and timing. */
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import { randomToken } from '../lib/crypto.js';
import type { AppEnv } from '../http/types.js';

const VALID_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && VALID_ID.test(incoming) ? incoming : randomToken(9);
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    const path = new URL(c.req.url).pathname;
    log.info(
      { method: c.req.method, path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
}
