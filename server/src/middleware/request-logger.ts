/** Request id (echoed as X-Request-Id) and one pino line per request with its id and timing. */
import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import { randomToken } from '../lib/crypto.js';
import { presetHeaders } from '../http/preset-headers.js';
import type { AppEnv } from '../http/types.js';

const VALID_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Request ids only need to be unique, not secret: a random prefix per process plus a counter
 * (no random bytes drawn on every request).
 */
const processPrefix = randomToken(6);
let counter = 0;
const nextRequestId = () => `${processPrefix}-${(counter++).toString(36)}`;

export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>((c, next) => {
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && VALID_ID.test(incoming) ? incoming : nextRequestId();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    presetHeaders(c, [['X-Request-Id', requestId]]);
    // Without the request line, no layer of its own awaiting the answer (see middleware/security.ts).
    return log.isLevelEnabled('info') ? logged(c, next, log) : next();
  });
}

async function logged(c: Context<AppEnv>, next: Next, log: Logger): Promise<void> {
  const started = performance.now();
  await next();
  log.info(
    {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    },
    'request',
  );
}
