/**
 * LOCK and UNLOCK (RFC 4918 §9.10, §9.11), and the guard every write passes first: the If header
 * must hold (412 otherwise) and every lock in the write's way must have had its token submitted by
 * its owner (423 otherwise). The lock rules themselves live in DavLockService.
 */
import { Readable } from 'node:stream';
import { ErrorCode, normalizeVirtualPath, type FsItem } from '@cloudpaste/contracts';
import { AppError, badRequest } from '../errors.js';
import { nameOfPath, parentOf } from '../lib/virtual-paths.js';
import type { NewLock, WriteReach } from '../services/webdav/dav-locks.service.js';
import { quotedEtag } from '../http/content/content-conditions.js';
import { parseLockinfo } from './dav-xml.js';
import {
  type DavRequest,
  depthOf,
  isWritableFolder,
  pathOfUrl,
  statOrNull,
  xmlAnswer,
  xmlBody,
} from './dav-request.js';
import {
  ifHeaderHolds,
  type IfList,
  parseIfHeader,
  type ResourceState,
  resourcesOf,
  submittedTokens,
} from './if-header.js';
import { lockAnswer } from './multistatus.js';

export interface WriteTarget extends WriteReach {
  path: string;
}

/** Lets a write through the If header (412) and the locks on its targets (423). */
export async function guardWrite(r: DavRequest, targets: readonly WriteTarget[]): Promise<void> {
  const tokens = submittedTokens(await ifLists(r));
  for (const { path, ...reach } of targets)
    await r.deps.dav.locks.assertWritable(r.principal, path, tokens, reach);
}

/** The If header's lists once it holds ([] without one): 400 when malformed, 412 when false. */
async function ifLists(r: DavRequest): Promise<IfList[]> {
  const header = r.c.req.header('If')?.trim();
  if (!header) return [];
  const lists = parseIfHeader(header);
  if (!lists) throw badRequest('webdav.ifMalformed');
  const states = new Map<string | null, ResourceState>();
  for (const resource of resourcesOf(lists)) states.set(resource, await stateOf(r, resource));
  const none: ResourceState = { etag: null, lockTokens: [] };
  if (!ifHeaderHolds(lists, (resource) => states.get(resource) ?? none))
    throw new AppError(412, ErrorCode.CONFLICT, 'webdav.ifFailed');
  return lists;
}

/** The ETag and lock tokens of a resource the If header names; nothing for one not ours. */
async function stateOf(r: DavRequest, resource: string | null): Promise<ResourceState> {
  const url = resource === null ? r.path : pathOfUrl(r, resource);
  const path = url === null || url === 'foreign' ? null : normalizeVirtualPath(url);
  if (path === null) return { etag: null, lockTokens: [] };
  let item: FsItem | null;
  try {
    item = await statOrNull(r, path);
  } catch {
    // Out of the caller's reach: it learns nothing about the resource, not even its locks.
    return { etag: null, lockTokens: [] };
  }
  const locks = await r.deps.dav.locks.locksOn(path);
  return {
    etag: quotedEtag(item?.etag),
    lockTokens: locks.map((lock) => lock.token),
  };
}

/** `Timeout: Second-600, Infinite`: the first value we understand. */
function timeoutOf(header: string | undefined): NewLock['timeout'] {
  for (const value of (header ?? '').split(',').map((v) => v.trim().toLowerCase())) {
    if (value === 'infinite') return 'infinite';
    const seconds = /^second-(\d+)$/.exec(value)?.[1];
    if (seconds) return Number(seconds);
  }
  return null;
}

/**
 * LOCK: with a lockinfo body, a new lock (201 and an empty file when the URL was unmapped, RFC 4918
 * §7.3); without a body, a refresh of the lock the If header names.
 */
export async function lock(r: DavRequest): Promise<Response> {
  const { c, deps, principal, path } = r;
  const timeout = timeoutOf(c.req.header('Timeout'));
  const body = await xmlBody(c);
  if (body.trim() === '') {
    const tokens = submittedTokens(await ifLists(r));
    if (tokens.length === 0) return c.text('a refresh names its lock in the If header', 400);
    const refreshed = await deps.dav.locks.refresh(principal, path, tokens, timeout);
    // Refreshed from below its root, the lock is rooted at a collection.
    const atCollection =
      refreshed.path !== path || (await statOrNull(r, path))?.isDirectory === true;
    return xmlAnswer(c, lockAnswer(refreshed, atCollection), 200);
  }
  const info = parseLockinfo(body);
  if (!info) return c.text('the LOCK body is not a valid DAV:lockinfo', 400);
  const depth = depthOf(c);
  if (depth !== '0' && depth !== 'infinity') return c.text('Depth must be 0 or infinity', 400);
  const tokens = submittedTokens(await ifLists(r));
  const existing = await statOrNull(r, path);
  const request: NewLock = {
    path,
    scope: info.scope,
    depth: existing?.isDirectory && depth === 'infinity' ? 'infinity' : '0',
    owner: info.owner,
    timeout,
  };
  await deps.dav.locks.assertNoConflict(request);
  if (!existing) {
    if (!(await isWritableFolder(r, parentOf(path))))
      return c.text('the parent collection does not exist', 409);
    await deps.dav.locks.assertWritable(principal, path, tokens, { member: true });
  }
  // The lock first (atomic: of two LOCKs at once, one gets it), then the empty file for an
  // unmapped URL, so a LOCK refused leaves nothing behind.
  const taken = await deps.dav.locks.lock(principal, request);
  if (!existing) {
    try {
      await deps.fs.writes.upload(principal, {
        folder: parentOf(path),
        filename: nameOfPath(path),
        declaredType: '',
        body: Readable.from([]),
        size: 0,
      });
    } catch (error) {
      await deps.dav.locks.unlock(principal, path, taken.token);
      throw error;
    }
  }
  c.header('Lock-Token', `<${taken.token}>`);
  return xmlAnswer(c, lockAnswer(taken, existing?.isDirectory === true), existing ? 200 : 201);
}

/** UNLOCK: the Lock-Token header names the lock; only its owner may remove it. */
export async function unlock(r: DavRequest): Promise<Response> {
  const token = /^<([^<>\s]+)>$/.exec(r.c.req.header('Lock-Token')?.trim() ?? '')?.[1];
  if (!token) return r.c.text('UNLOCK needs a Lock-Token header: <token>', 400);
  await r.deps.fs.reads.stat(r.principal, r.path);
  await r.deps.dav.locks.unlock(r.principal, r.path, token);
  return r.c.body(null, 204);
}
