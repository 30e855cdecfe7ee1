/**
 * WebDAV at /dav (RFC 4918, class 1): the mounts as a network drive, over the same fs services as
 * the explorer, so the same path and basic_path rules hold. Reading (OPTIONS, PROPFIND, GET, HEAD)
 * needs WEBDAV_READ; writing (PUT, DELETE, MKCOL, PROPPATCH, COPY, MOVE) WEBDAV_MANAGE. Answers are WebDAV's
 * own (plain statuses, XML), never the JSON envelope. Locks are not offered yet.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { ErrorCode, Permission, type FsItem } from '@cloudpaste/contracts';
import { Hono, type Context } from 'hono';
import { AppError } from '../errors.js';
import type { AppEnv } from '../http/types.js';
import { clientAddress } from '../middleware/client-address.js';
import { can, type Principal } from '../policies/access.js';
import type { FsServices } from '../services/fs/index.js';
import { contentRequestOf, contentResponse } from '../routes/file-content.js';
import type { DavAuth } from './dav-auth.js';
import {
  FINITE_DEPTH_ERROR,
  hrefOf,
  multistatus,
  parsePropfind,
  parseProppatch,
  refusedProps,
  responseFor,
} from './multistatus.js';

const READ = new Set(['OPTIONS', 'PROPFIND', 'GET', 'HEAD']);
const METHODS = [
  'OPTIONS',
  'PROPFIND',
  'GET',
  'HEAD',
  'PUT',
  'DELETE',
  'MKCOL',
  'PROPPATCH',
  'COPY',
  'MOVE',
];
const XML = 'application/xml; charset=utf-8';
const REALM = 'Basic realm="CloudPaste WebDAV", charset="UTF-8"';

/** The virtual path a /dav URL names: each segment decoded once. */
function pathOf(urlPath: string): string {
  const rest = urlPath.slice('/dav'.length) || '/';
  return rest
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

export function webdavRoutes(fs: FsServices, auth: DavAuth, trustProxy: boolean) {
  const handle = async (c: Context<AppEnv>): Promise<Response> => {
    const method = c.req.method.toUpperCase();
    c.header('DAV', '1');
    c.header('MS-Author-Via', 'DAV');
    c.header('Cache-Control', 'no-store');
    try {
      if (method === 'OPTIONS') {
        c.header('Allow', METHODS.join(', '));
        return c.body(null, 200);
      }
      const principal = await auth.principal(
        c.req.header('Authorization'),
        clientAddress(c, trustProxy),
      );
      if (!principal) return challenge(c);
      const needed = READ.has(method) ? Permission.WEBDAV_READ : Permission.WEBDAV_MANAGE;
      if (!can(principal, needed)) return c.text('this key may not do that over WebDAV', 403);
      const path = pathOf(c.req.path);
      switch (method) {
        case 'PROPFIND':
          return await propfind(c, fs, principal, path);
        case 'GET':
        case 'HEAD':
          return await get(c, fs, principal, path);
        case 'PUT':
          return await put(c, fs, principal, path);
        case 'DELETE':
          return await remove(c, fs, principal, path);
        case 'MKCOL':
          return await mkcol(c, fs, principal, path);
        case 'PROPPATCH':
          return await proppatch(c, fs, principal, path);
        case 'COPY':
        case 'MOVE':
          return await copyOrMove(c, fs, principal, path, method === 'MOVE');
        default:
          c.header('Allow', METHODS.join(', '));
          return c.text(`${method} is not supported here yet`, 405);
      }
    } catch (error) {
      if (error instanceof AppError) {
        if (error.status === 401) return challenge(c);
        for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
        return c.text(error.message, error.status as 400);
      }
      throw error;
    }
  };
  return new Hono<AppEnv>().all('/dav', handle).all('/dav/*', handle);
}

function challenge(c: Context<AppEnv>): Response {
  c.header('WWW-Authenticate', REALM);
  return c.text('authentication required', 401);
}

async function propfind(c: Context<AppEnv>, fs: FsServices, principal: Principal, path: string) {
  const depth = (c.req.header('Depth') ?? 'infinity').trim().toLowerCase();
  if (depth !== '0' && depth !== '1')
    return c.body(FINITE_DEPTH_ERROR, 403, { 'Content-Type': XML });
  const request = parsePropfind(await c.req.text());
  if (!request) return c.text('the PROPFIND body is not valid XML', 400);
  const self = await fs.reads.stat(principal, path);
  const items: FsItem[] = [self];
  if (depth === '1' && self.isDirectory)
    items.push(...(await fs.reads.list(principal, path)).items);
  const body = multistatus(items.map((item) => responseFor(item, request)));
  return c.body(body, 207, { 'Content-Type': XML });
}

async function get(c: Context<AppEnv>, fs: FsServices, principal: Principal, path: string) {
  const target = await fs.reads.stat(principal, path);
  if (target.isDirectory) return c.text('this is a collection: list it with PROPFIND', 405);
  if ((await fs.reads.webdavPolicyOf(principal, path)) === '302_redirect') {
    const { preview_url: link } = await fs.reads.get(principal, path);
    // Local storage links are this server's own URLs: streaming directly is no worse than redirecting.
    if (link && /^https?:/.test(link)) {
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(link, 302);
    }
  }
  return contentResponse(
    c,
    await fs.reads.download(principal, path, contentRequestOf(c), 'attachment'),
  );
}

async function put(c: Context<AppEnv>, fs: FsServices, principal: Principal, path: string) {
  const cut = path.replace(/\/+$/, '').lastIndexOf('/');
  const folder = cut <= 0 ? '/' : path.slice(0, cut);
  const name = path.replace(/\/+$/, '').slice(cut + 1);
  if (!(await isWritableFolder(fs, principal, folder)))
    return c.text('the parent collection does not exist', 409);
  const existing = await fs.reads.stat(principal, path).catch(() => null);
  if (existing?.isDirectory) return c.text('a collection exists at this path', 405);
  const raw = c.req.raw.body;
  const body = raw ? Readable.fromWeb(raw as NodeReadableStream<Uint8Array>) : Readable.from([]);
  const length = Number(c.req.header('Content-Length'));
  await fs.writes.upload(principal, {
    folder,
    filename: name,
    declaredType: c.req.header('Content-Type') ?? '',
    body,
    contentLength: Number.isFinite(length) && length >= 0 ? length : undefined,
  });
  return c.body(null, existing ? 204 : 201);
}

async function remove(c: Context<AppEnv>, fs: FsServices, principal: Principal, path: string) {
  await fs.reads.stat(principal, path);
  const result = await fs.writes.remove(principal, [path]);
  const failure = result.failed[0];
  if (failure) return c.text(failure.error, 403);
  return c.body(null, 204);
}

async function mkcol(c: Context<AppEnv>, fs: FsServices, principal: Principal, path: string) {
  if ((await c.req.text()).length > 0) return c.text('MKCOL takes no body', 415);
  const existing = await fs.reads.stat(principal, path).catch(() => null);
  if (existing) return c.text('something exists at this path', 405);
  const trimmed = path.replace(/\/+$/, '');
  const cut = trimmed.lastIndexOf('/');
  if (!(await isWritableFolder(fs, principal, cut <= 0 ? '/' : trimmed.slice(0, cut))))
    return c.text('the parent collection does not exist', 409);
  await fs.writes.mkdir(principal, trimmed);
  return c.body(null, 201);
}

/** Dead properties are not stored yet: each one set or removed is honestly refused (403). */
async function proppatch(c: Context<AppEnv>, fs: FsServices, principal: Principal, path: string) {
  const target = await fs.reads.stat(principal, path);
  const names = parseProppatch(await c.req.text());
  if (!names) return c.text('the PROPPATCH body is not valid XML', 400);
  const response = refusedProps(hrefOf(target.path, target.isDirectory), names);
  return c.body(multistatus([response]), 207, { 'Content-Type': XML });
}

/** A folder files can be created in: inside a mount (its own folder too), not above the mounts. */
async function isWritableFolder(
  fs: FsServices,
  principal: Principal,
  path: string,
): Promise<boolean> {
  const folder = await fs.reads.stat(principal, path).catch(() => null);
  return folder !== null && folder.isDirectory && !(folder.isVirtual && folder.mount_id === null);
}

/**
 * COPY and MOVE (RFC 4918 §9.8, §9.9): Destination on this server, Overwrite (default T), 201 when
 * the destination is new, 204 when it replaced something, 412 when it exists and Overwrite is F,
 * 409 without a parent collection. Inside one mount a MOVE is a rename; otherwise the server copies
 * (across storages too) and, for a MOVE, then deletes the source.
 */
async function copyOrMove(
  c: Context<AppEnv>,
  fs: FsServices,
  principal: Principal,
  path: string,
  move: boolean,
) {
  const destination = destinationOf(c);
  if (destination === 'foreign') return c.text('the Destination is not on this server', 502);
  if (destination === null) return c.text('a Destination header is required', 400);
  const source = await fs.reads.stat(principal, path);
  const depth = (c.req.header('Depth') ?? 'infinity').toLowerCase();
  if (source.isDirectory && (move ? depth !== 'infinity' : depth !== '0' && depth !== 'infinity'))
    return c.text('Depth must be infinity (or 0 for a COPY)', 400);
  const target = destination.replace(/\/+$/, '') || '/';
  if (target === source.path) return c.text('the source and the Destination are the same', 403);
  const cut = target.lastIndexOf('/');
  if (!(await isWritableFolder(fs, principal, cut <= 0 ? '/' : target.slice(0, cut))))
    return c.text('the parent collection of the Destination does not exist', 409);
  const existing = await fs.reads.stat(principal, target).catch(() => null);
  if (existing && (c.req.header('Overwrite') ?? 'T').toUpperCase() === 'F')
    return c.text('the Destination exists and Overwrite is F', 412);
  if (existing) {
    const removed = await fs.writes.remove(principal, [target]);
    if (removed.failed[0]) return c.text(removed.failed[0].error, 403);
  }
  if (source.isDirectory && depth === '0') await fs.writes.mkdir(principal, target);
  else if (move) await moveOrCopy(fs, principal, source.path, target);
  else await fs.copies.copyOnServer(principal, source.path, target);
  return c.body(null, existing ? 204 : 201);
}

/** A rename when both lie in one mount, else a copy then a delete. */
async function moveOrCopy(fs: FsServices, principal: Principal, from: string, to: string) {
  try {
    await fs.writes.rename(principal, from, to);
  } catch (error) {
    if (!(
      error instanceof AppError &&
      error.status === 400 &&
      /inside one mount/.test(error.message)
    ))
      throw error;
    await fs.copies.copyOnServer(principal, from, to);
    const removed = await fs.writes.remove(principal, [from]);
    if (removed.failed[0]) throw new AppError(500, ErrorCode.INTERNAL, removed.failed[0].error);
  }
}

/** The virtual path of the Destination header; 'foreign' for another server; null when absent. */
function destinationOf(c: Context<AppEnv>): string | 'foreign' | null {
  const header = c.req.header('Destination');
  if (!header) return null;
  let url: URL;
  try {
    url = new URL(header, c.req.url);
  } catch {
    return null;
  }
  if (url.host !== new URL(c.req.url).host) return 'foreign';
  if (url.pathname !== '/dav' && !url.pathname.startsWith('/dav/')) return 'foreign';
  return pathOf(url.pathname);
}
