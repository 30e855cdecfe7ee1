/**
 * The plain resource methods over the fs services: GET and HEAD (Range, validators, the mount's
 * WebDAV policy), PUT (streamed, chunked or not), DELETE (recursive) and MKCOL. Every write passes
 * the lock guard first and keeps the WebDAV state (dead properties, locks) in step.
 */
import type { FsItem, FsRemoveMemberFailure } from '@cloudpaste/contracts';
import { requestBody } from '../http/request-body.js';
import { isInside, nameOfPath, parentOf } from '../lib/virtual-paths.js';
import { contentRequestOf, contentResponse } from '../http/content/file-content.js';
import { quotedEtag, writeFails } from '../http/content/content-conditions.js';
import { collectionIndex } from './collection-index.js';
import { guardWrite } from './dav-locks.js';
import { keptMembers } from './multistatus.js';
import {
  type DavRequest,
  depthOf,
  isWritableFolder,
  statOrNull,
  xmlAnswer,
} from './dav-request.js';

export async function get(r: DavRequest): Promise<Response> {
  const { c, deps, principal, path } = r;
  const target = await deps.fs.reads.stat(principal, path);
  if (target.isDirectory) return collectionIndex(r, target);
  if ((await deps.fs.reads.webdavPolicyOf(principal, path)) === '302_redirect') {
    const { preview_url: link } = await deps.fs.reads.get(principal, path);
    // Local storage links are this server's own URLs: streaming directly is no worse than redirecting.
    if (link && /^https?:/.test(link)) {
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(link, 302);
    }
  }
  return contentResponse(
    c,
    await deps.fs.reads.download(principal, path, contentRequestOf(c), 'attachment'),
  );
}

/**
 * PUT streams the body to storage, Content-Length or not (chunked clients send none). The WebDAV
 * upload mode setting picks how storage takes a body of known length: `direct` in one request,
 * `multipart` in parts retried one by one. A body of unknown length always goes in parts.
 */
export async function put(r: DavRequest): Promise<Response> {
  const { c, deps, principal, path } = r;
  if (!(await isWritableFolder(r, parentOf(path))))
    return c.text('the parent collection does not exist', 409);
  if (c.req.header('Content-Range') !== undefined)
    return c.text(
      'a PUT with Content-Range would store a part as the whole: send the whole file',
      400,
    );
  const existing = await statOrNull(r, path);
  if (existing?.isDirectory) return c.text('a collection exists at this path', 405);
  if (writePreconditionFails(c, existing)) return c.text('precondition failed', 412);
  await guardWrite(r, [{ path, member: !existing }]);
  const body = requestBody(c);
  const size = bodyLengthOf(c);
  const mode = await deps.settings.webdavUploadMode();
  await deps.fs.writes.upload(principal, {
    folder: parentOf(path),
    filename: nameOfPath(path),
    declaredType: c.req.header('Content-Type') ?? '',
    body,
    ...(size !== undefined && { size, transfer: mode === 'direct' ? 'single' : 'parts' }),
  });
  return c.body(null, existing ? 204 : 201);
}

/**
 * A PUT body's length: its Content-Length, or the X-Expected-Entity-Length macOS Finder sends with
 * its chunked PUTs (which carry none).
 */
function bodyLengthOf(c: DavRequest['c']): number | undefined {
  for (const name of ['Content-Length', 'X-Expected-Entity-Length']) {
    const value = c.req.header(name)?.trim();
    if (value !== undefined && /^\d+$/.test(value)) return Number(value);
  }
  return undefined;
}

/** Whether the request's preconditions fail for a write over what is at the path now. */
function writePreconditionFails(c: DavRequest['c'], existing: FsItem | null): boolean {
  const current = existing && {
    etag: quotedEtag(existing.etag),
    lastModified: new Date(existing.modified ?? 0),
  };
  return writeFails(contentRequestOf(c), current);
}

export async function remove(r: DavRequest): Promise<Response> {
  const { c, deps, principal, path } = r;
  const existing = await deps.fs.reads.stat(principal, path);
  // A collection goes whole (RFC 4918 §9.6.1): a request for less is refused, not widened.
  if (existing.isDirectory && depthOf(c) !== 'infinity')
    return c.text('Depth must be infinity for a DELETE of a collection', 400);
  if (writePreconditionFails(c, existing)) return c.text('precondition failed', 412);
  await guardWrite(r, [{ path, tree: true, member: true }]);
  return (await removeAt(r, path)) ?? c.body(null, 204);
}

/**
 * Removes what is at `path` with everything in it, dead properties and locks included. Undefined
 * when all of it went; else the answer: a 207 naming the members the storage kept (they, and the
 * folders holding them, stay with their properties and locks), or a 403 when nothing went.
 */
export async function removeAt(
  r: DavRequest,
  path: string,
  forget: (path: string, kept?: ReadonlySet<string>) => Promise<void> = (p, kept) =>
    forgetTree(r, p, kept),
): Promise<Response | undefined> {
  const failure = (await r.deps.fs.writes.remove(r.principal, [path])).failed[0];
  if (!failure) return void (await forget(path));
  if (!failure.members) return r.c.text(failure.error, 403);
  await forget(path, keptPaths(path, failure.members));
  return xmlAnswer(r.c, keptMembers(failure.members), 207);
}

/** What is gone from storage takes its dead properties and locks with it, but for `kept`. */
export async function forgetTree(
  r: DavRequest,
  path: string,
  kept?: ReadonlySet<string>,
): Promise<void> {
  await r.deps.dav.properties.removed(path, kept);
  await r.deps.dav.locks.forget(path, kept);
}

/** The members a removal left, and every folder from them up to `root`. */
function keptPaths(root: string, members: readonly FsRemoveMemberFailure[]): Set<string> {
  const kept = new Set<string>();
  for (const member of members)
    for (let p = member.path; isInside(p, root); p = parentOf(p)) kept.add(p);
  kept.add(root);
  return kept;
}

export async function mkcol(r: DavRequest): Promise<Response> {
  const { c, deps, principal, path } = r;
  if ((await c.req.text()).length > 0) return c.text('MKCOL takes no body', 415);
  if (await statOrNull(r, path)) return c.text('something exists at this path', 405);
  if (!(await isWritableFolder(r, parentOf(path))))
    return c.text('the parent collection does not exist', 409);
  await guardWrite(r, [{ path, member: true }]);
  await deps.fs.writes.mkdir(principal, path);
  return c.body(null, 201);
}
