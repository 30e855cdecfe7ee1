/**
 * Where requests meet the audit log (docs/product/admin.md, "Audit log"). `auditTrail` gives each
 * request a recorder that knows who called, from which address (the trusted client address, never
 * a header the client made up) and with which client; `audited(action)` on a route records the
 * action once the route has succeeded, naming its target from the route's `:id` or the answer's
 * `data`. Recording never fails the request (services/audit/).
 */
import type { AuditAction, AuditActor } from '@cloudpaste/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Principal } from '../policies/access.js';
import type { AuditRecord, AuditService } from '../services/audit/index.js';
import type { AppEnv } from './types.js';

/** An entry of this request: the actor is the caller unless the route names another. */
export type AuditNote = Omit<AuditRecord, 'actor' | 'address' | 'userAgent'> & {
  actor?: AuditActor;
};
export type AuditRecorder = (note: AuditNote) => Promise<void>;

export function actorOf(principal: Principal | null): AuditActor {
  if (!principal) return { kind: 'anonymous', id: null, label: null };
  if (principal.type === 'admin')
    return { kind: 'admin', id: principal.adminId, label: principal.username };
  if (principal.type === 'user')
    return { kind: 'user', id: principal.userId, label: principal.username };
  return { kind: 'api_key', id: principal.keyId, label: principal.name };
}

/** A note of this request as an entry: who called, from where, with which client. */
export function requestRecord(
  c: Context<AppEnv>,
  note: AuditNote,
  clientOf: (c: Context<AppEnv>) => string,
): AuditRecord {
  return {
    ...note,
    actor: note.actor ?? actorOf(c.get('principal')),
    address: clientOf(c),
    userAgent: c.req.header('User-Agent') ?? null,
  };
}

/** Installs the request's recorder; after `authenticate`, which sets the caller. */
export function auditTrail(
  audit: AuditService,
  clientOf: (c: Context<AppEnv>) => string,
): MiddlewareHandler<AppEnv> {
  // No async layer of its own but for a wrong key: it only sets a variable (every /api request
  // passes here).
  return (c, next) => {
    const recorder: AuditRecorder = (note) => audit.record(requestRecord(c, note, clientOf));
    c.set('audit', recorder);
    // A wrong API key, counted against the address (middleware/auth.ts); a refusal while the
    // address must wait (429) checked no key and is not recorded, so a flood cannot fill the log.
    if (c.get('failedCredential') === 'apikey' && !c.get('credentialRefusal')) {
      const target = { type: 'path', id: c.req.path };
      return recorder({
        action: 'auth.api_key.failure',
        target,
        detail: { method: c.req.method },
      }).then(next);
    }
    return next();
  };
}

/** Records through the request's recorder, when the app installed one. */
export async function recordAudit(c: Context<AppEnv>, note: AuditNote): Promise<void> {
  await c.get('audit')?.(note);
}

type Data = Record<string, unknown> | null;
type Detail = Record<string, unknown> | null;

export interface AuditedOptions {
  /** The target's type; its id is the route's `:id`, else the answer's `data.id`. */
  target?: string;
  /** The detail, from the request and the answer's `data`. */
  detail?: (c: Context<AppEnv>, data: Data) => Detail | Promise<Detail>;
}

/** A detail of these fields of the answer's `data`. */
export const picked =
  (...keys: string[]) =>
  (_c: Context<AppEnv>, data: Data): Detail =>
    data && Object.fromEntries(keys.filter((k) => k in data).map((k) => [k, data[k]]));

/** A batch's detail: the ids the request named (parsed already, so valid JSON) and the answer. */
export const batchDetail =
  (...keys: string[]) =>
  async (c: Context<AppEnv>, data: Data): Promise<Detail> => {
    const { ids } = (await c.req.json()) as { ids?: unknown };
    return { ids, ...picked(...keys)(c, data) };
  };

async function answerData(c: Context<AppEnv>): Promise<Data> {
  if (!c.res.headers.get('Content-Type')?.includes('application/json')) return null;
  try {
    const body = (await c.res.clone().json()) as { data?: unknown };
    const data = body.data;
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function idIn(data: Data): string | null {
  const id = data?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** Records `action` after the route answered with a success. */
export function audited(action: AuditAction, options: AuditedOptions = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.error || c.res.status >= 400) return;
    const data = options.target || options.detail ? await answerData(c) : null;
    await recordAudit(c, {
      action,
      target: options.target ? { type: options.target, id: c.req.param('id') ?? idIn(data) } : null,
      detail: (await options.detail?.(c, data)) ?? null,
    });
  });
}

/** Every route that makes a file share records it alike: uploads, commits, URL and mount shares. */
export const fileCreated = () =>
  audited('file.create', {
    target: 'file',
    detail: picked('slug', 'filename', 'size', 'storage_config_id'),
  });
