/**
 * Reads credentials (Bearer admin token, ApiKey, X-Custom-Auth-Key) into `principal`, and the
 * guards routes use. A request without credentials is anonymous; guards decide what that may do.
 * A wrong API key counts against the client's address, as on WebDAV; the route answers 429 instead
 * of 401 while the address must wait, if it needs a caller at all: a public route (a share's page)
 * is never refused for a stale credential the browser still sends. A wrong session token is not
 * counted: it is 256 random bits, so a guess cannot succeed, and expired ones are common.
 */
import { ErrorCode } from '@cloudpaste/contracts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError, forbidden, unauthorized } from '../errors.js';
import type { AppEnv } from '../http/types.js';
import {
  can,
  canAny,
  type AccountPrincipal,
  type AdminPrincipal,
  type ApiKeyPrincipal,
  type Principal,
} from '../policies/access.js';
import type { ApiKeyService } from '../services/accounts/api-key.service.js';
import type { AuthService } from '../services/accounts/auth.service.js';

export function authenticate(
  auth: AuthService,
  apiKeys: ApiKeyService,
  clientOf: (c: Context<AppEnv>) => string,
) {
  return createMiddleware<AppEnv>((c, next) => {
    c.set('principal', null);
    c.set('failedCredential', null);
    c.set('credentialRefusal', null);
    c.set('adminToken', null);
    const header = c.req.header('Authorization')?.trim() ?? '';
    const customKey = c.req.header('X-Custom-Auth-Key')?.trim();
    // Anonymous (every share view): no credential lookup, no layer of its own awaiting the answer.
    if (!header && !customKey) return next();
    return identify(c, header, customKey).then(next);
  });

  async function identify(c: Context<AppEnv>, header: string, customKey: string | undefined) {
    const [scheme = '', ...rest] = header.split(/\s+/);
    const value = rest.join(' ');
    if (/^bearer$/i.test(scheme) && value) {
      c.set('adminToken', value);
      const admin = await auth.authenticate(value);
      if (admin) c.set('principal', await apiKeys.withOwned(admin));
      else c.set('failedCredential', 'admin');
    } else if ((/^apikey$/i.test(scheme) && value) || customKey) {
      const key = await apiKeys.authenticate(value || customKey || '');
      if (key) c.set('principal', key);
      else await failedKey(c);
    }
  }

  async function failedKey(c: Context<AppEnv>) {
    c.set('failedCredential', 'apikey');
    try {
      await auth.failedCredential(clientOf(c));
    } catch (error) {
      if (!(error instanceof AppError && error.status === 429)) throw error;
      c.set('credentialRefusal', error);
    }
  }
}

/**
 * What reads a request's variables. `c.get` reads one; Hono's `c.var` copies all of them into a new
 * object on every access, which showed in the share-create profile.
 */
type RequestVars = Pick<Context<AppEnv>, 'get'>;

/** The caller, behind a guard; a request without one gets the 401 that fits what it sent. */
export function principalOf(c: RequestVars): Principal {
  const principal = c.get('principal');
  if (principal) return principal;
  const refusal = c.get('credentialRefusal');
  if (refusal) throw refusal;
  const failed = c.get('failedCredential');
  if (failed === 'admin') throw new AppError(401, ErrorCode.TOKEN_EXPIRED, 'auth.sessionExpired');
  if (failed === 'apikey') throw new AppError(401, ErrorCode.API_KEY_INVALID, 'auth.apiKeyInvalid');
  throw unauthorized('http.unauthorized');
}

/** Admin only: 401 without valid credentials, 403 for an API key or a role-user account. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  adminOf(c);
  await next();
});

/** Admin, or an API key carrying every bit of `flag`. */
export function requirePermission(flag: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!can(principalOf(c), flag)) throw forbidden('http.insufficientPermissions');
    await next();
  });
}

/** Admin, or an API key carrying any bit of `flags`. */
export function requireAnyPermission(flags: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!canAny(principalOf(c), flags)) throw forbidden('http.insufficientPermissions');
    await next();
  });
}

/** The calling admin (throws like requireAdmin when there is none). */
export function adminOf(c: RequestVars): AdminPrincipal {
  const p = principalOf(c);
  if (p.type !== 'admin') throw forbidden('http.adminRequired');
  return p;
}

/** The calling account, admin or user (401 without one, 403 for an API key). */
export function accountOf(c: RequestVars): AccountPrincipal {
  const p = principalOf(c);
  if (p.type === 'apikey') throw forbidden('http.adminRequired');
  return p;
}

/** Any signed-in account, admin or user: 401 without valid credentials, 403 for an API key. */
export const requireAccount = createMiddleware<AppEnv>(async (c, next) => {
  accountOf(c);
  await next();
});

/** The calling API key (throws like requireApiKey when there is none). */
export function apiKeyOf(c: RequestVars): ApiKeyPrincipal {
  const p = principalOf(c);
  if (p.type !== 'apikey')
    throw new AppError(401, ErrorCode.API_KEY_INVALID, 'auth.apiKeyRequired');
  return p;
}
