/**
 * COPY and MOVE (RFC 4918 §9.8, §9.9): Destination on this server, Overwrite (default T), 201 when
 * the destination is new, 204 when it replaced something, 412 when it exists and Overwrite is F,
 * 409 without a parent collection, 403 when source and destination are or contain each other.
 * Inside one mount a MOVE is a rename; otherwise the server copies (across storages too) and, for a
 * MOVE, then deletes the source, answering 207 when the storage keeps part of it. Dead properties
 * go with the copy or the move; locks stay where they are (a moved resource leaves its locks
 * behind, §7.7).
 */
import { normalizeVirtualPath } from '@cloudpaste/contracts';
import { AppError } from '../errors.js';
import type { Principal } from '../policies/access.js';
import { isInside, parentOf } from '../lib/virtual-paths.js';
import type { FsServices } from '../services/fs/index.js';
import { forgetTree, removeAt } from './dav-files.js';
import { guardWrite } from './dav-locks.js';
import {
  type DavRequest,
  depthOf,
  isWritableFolder,
  pathOfUrl,
  statOrNull,
} from './dav-request.js';

export async function copyOrMove(r: DavRequest, move: boolean): Promise<Response> {
  const { c, deps, principal, path } = r;
  const header = c.req.header('Destination');
  const destination = header ? pathOfUrl(r, header) : null;
  if (destination === 'foreign') return c.text('the Destination is not on this server', 502);
  if (destination === null) return c.text('a valid Destination header is required', 400);
  const target = normalizeVirtualPath(destination);
  if (target === null) return c.text('the Destination is not a valid path', 400);
  const source = await deps.fs.reads.stat(principal, path);
  const depth = depthOf(c);
  if (source.isDirectory && (move ? depth !== 'infinity' : depth !== '0' && depth !== 'infinity'))
    return c.text('Depth must be infinity (or 0 for a COPY)', 400);
  if (target === source.path) return c.text('the source and the Destination are the same', 403);
  // Checked before anything is replaced: overwriting an ancestor would delete the source with it.
  if (isInside(source.path, target) || isInside(target, source.path))
    return c.text('the Destination lies inside the source, or the source inside it', 403);
  if (!(await isWritableFolder(r, parentOf(target))))
    return c.text('the parent collection of the Destination does not exist', 409);
  const existing = await statOrNull(r, target);
  if (existing && (c.req.header('Overwrite') ?? 'T').toUpperCase() === 'F')
    return c.text('the Destination exists and Overwrite is F', 412);
  await guardWrite(r, [
    ...(move ? [{ path: source.path, tree: true, member: true }] : []),
    { path: target, tree: true, member: !existing },
  ]);
  if (existing) {
    // The locks on the Destination were submitted and stay; its dead properties go.
    const kept = await removeAt(r, target, (path, left) => deps.dav.properties.removed(path, left));
    if (kept) return kept;
  }
  const done = () => c.body(null, existing ? 204 : 201);
  const shallow = source.isDirectory && depth === '0';
  if (!move) {
    if (shallow) await deps.fs.writes.mkdir(principal, target);
    else await deps.fs.copies.copyOnServer(principal, source.path, target);
    await deps.dav.properties.copied(source.path, target, shallow);
    return done();
  }
  return (await moveTree(r, source.path, target)) ?? done();
}

/**
 * Moves a tree with its dead properties: a rename inside one mount; across mounts a copy, then the
 * source's removal, which the storage may do only in part (then the 207 of removeAt).
 */
async function moveTree(r: DavRequest, from: string, to: string): Promise<Response | undefined> {
  const { deps, principal } = r;
  const renamed = await renamedInMount(deps.fs, principal, from, to);
  if (!renamed) await deps.fs.copies.copyOnServer(principal, from, to);
  await deps.dav.properties.moved(from, to);
  if (!renamed) return removeAt(r, from);
  await forgetTree(r, from);
  return undefined;
}

/** Renames when both paths lie in one mount; false when they do not (and nothing was done). */
async function renamedInMount(fs: FsServices, principal: Principal, from: string, to: string) {
  try {
    await fs.writes.rename(principal, from, to);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 400 && /inside one mount/.test(error.message))
      return false;
    throw error;
  }
}
