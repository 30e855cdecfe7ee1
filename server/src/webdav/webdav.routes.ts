/**
 * WebDAV at /dav (RFC 4918, class 1 and 2): the mounts as a network drive, over the same fs services
 * as the explorer, so the same path and basic_path rules hold. Reading (OPTIONS, PROPFIND, GET,
 * HEAD) needs WEBDAV_READ; writing (PUT, DELETE, MKCOL, PROPPATCH, COPY, MOVE, LOCK, UNLOCK)
 * WEBDAV_MANAGE. Answers are WebDAV's own (plain statuses, XML), never the JSON envelope. This file
 * authenticates and dispatches; each method group has its own module.
 */
import { normalizeVirtualPath, Permission } from '@cloudpaste/contracts';
import { Hono, type Context } from 'hono';
import { AppError } from '../errors.js';
import { errorLanguageOf } from '../http/accept-language.js';
import { actorOf, requestRecord, type AuditNote } from '../http/audit-trail.js';
import { nodeBindingsOf } from '../http/node-bindings.js';
import type { AppEnv } from '../http/types.js';
import { clientAddress } from '../middleware/client-address.js';
import { can } from '../policies/access.js';
import { DavLockedError } from '../services/webdav/dav-locks.service.js';
import { DavSignInError, type DavAuth } from './dav-auth.js';
import { copyOrMove } from './dav-copy-move.js';
import { get, mkcol, put, remove } from './dav-files.js';
import { lock, unlock } from './dav-locks.js';
import { propfind, proppatch } from './dav-props.js';
import { type DavDeps, type DavRequest, pathOf, xmlAnswer } from './dav-request.js';
import { errorBody } from './multistatus.js';
import type { TrustProxy } from '../lib/trust-proxy.js';

const READ = new Set(['OPTIONS', 'PROPFIND', 'GET', 'HEAD']);
/** Methods that change files or properties: each success is an audit entry (webdav.write). */
const WRITES = new Set(['PUT', 'DELETE', 'MKCOL', 'MOVE', 'COPY', 'PROPPATCH']);
const HANDLERS: Record<string, (r: DavRequest) => Promise<Response>> = {
  PROPFIND: propfind,
  GET: get,
  HEAD: get,
  PUT: put,
  DELETE: remove,
  MKCOL: mkcol,
  PROPPATCH: proppatch,
  COPY: (r) => copyOrMove(r, false),
  MOVE: (r) => copyOrMove(r, true),
  LOCK: lock,
  UNLOCK: unlock,
};
const ALLOW = ['OPTIONS', ...Object.keys(HANDLERS)].join(', ');
const REALM = 'Basic realm="CloudPaste WebDAV", charset="UTF-8"';

export function webdavRoutes(deps: DavDeps, auth: DavAuth, trustProxy: TrustProxy) {
  const record = (c: Context<AppEnv>, note: AuditNote) =>
    deps.audit.record(requestRecord(c, note, (r) => clientAddress(r, trustProxy)));
  const handle = async (c: Context<AppEnv>): Promise<Response> => {
    const method = c.req.method.toUpperCase();
    c.header('DAV', '1, 2');
    // Microsoft's clients only offer to edit in place when they see this.
    c.header('MS-Author-Via', 'DAV');
    c.header('Cache-Control', 'no-store');
    try {
      if (method === 'OPTIONS') {
        c.header('Allow', ALLOW);
        return c.body(null, 200);
      }
      const principal = await auth.principal(
        c.req.header('Authorization'),
        clientAddress(c, trustProxy),
      );
      if (!principal) return challenge(c);
      const needed = READ.has(method) ? Permission.WEBDAV_READ : Permission.WEBDAV_MANAGE;
      if (!can(principal, needed)) return c.text('this key may not do that over WebDAV', 403);
      const handler = HANDLERS[method];
      if (!handler) {
        c.header('Allow', ALLOW);
        return c.text(`${method} is not supported here`, 405);
      }
      // A fragment never reaches a server from a well-behaved client; dropping it would act on
      // another resource than the one named (litmus delete_fragment).
      if (requestLine(c)?.includes('#')) return c.text('a request URI has no fragment', 400);
      const path = normalizeVirtualPath(pathOf(c.req.path));
      if (path === null) return c.text('path is not a valid path', 400);
      const answer = await handler({ c, principal, path, deps, trustProxy });
      if (WRITES.has(method) && answer.status < 400) {
        const destination = c.req.header('Destination');
        const note = {
          action: 'webdav.write' as const,
          actor: actorOf(principal),
          target: { type: 'path', id: path },
          detail: { method, ...(destination && { destination }) },
        };
        await record(c, note);
      }
      return answer;
    } catch (error) {
      if (error instanceof DavLockedError) {
        const condition =
          error.kind === 'conflict' ? 'no-conflicting-lock' : 'lock-token-submitted';
        return xmlAnswer(c, errorBody(condition, error.roots), 423);
      }
      if (error instanceof DavSignInError && error.tried) {
        // The name tried (never the password), from the address the server saw.
        const { scheme, user } = error.tried;
        await record(c, {
          action: 'webdav.login.failure',
          actor: { kind: 'anonymous', id: null, label: user },
          target: { type: 'path', id: c.req.path },
          detail: { scheme: scheme.toLowerCase() || null },
        });
      }
      if (error instanceof AppError) {
        if (error.status === 401) return challenge(c);
        for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
        const language = errorLanguageOf(c.req.header('accept-language'));
        return c.text(error.messageIn(language), error.status as 400);
      }
      throw error;
    }
  };
  return new Hono<AppEnv>().all('/dav', handle).all('/dav/*', handle);
}

/** The request target exactly as the client sent it, where the server is Node's (not in app.request). */
const requestLine = (c: Context<AppEnv>): string | undefined => nodeBindingsOf(c)?.incoming?.url;

function challenge(c: Context<AppEnv>): Response {
  c.header('WWW-Authenticate', REALM);
  return c.text('authentication required', 401);
}
