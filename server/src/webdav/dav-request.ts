/** What every WebDAV handler is given, and the request helpers they share (paths, bodies, answers). */
import { decodeUrlPath, type FsItem } from '@cloudpaste/contracts';
import type { Context } from 'hono';
import { AppError, payloadTooLarge } from '../errors.js';
import { compressible } from '../http/compression.js';
import { publicOrigin } from '../http/public-origin.js';
import type { Piece } from '../http/pieces-body.js';
import type { AppEnv } from '../http/types.js';
import type { Principal } from '../policies/access.js';
import type { AuditService } from '../services/audit/index.js';
import type { FsServices } from '../services/fs/index.js';
import type { SettingsService } from '../services/settings.service.js';
import type { DavServices } from '../services/webdav/index.js';
import type { TrustProxy } from '../lib/trust-proxy.js';

export interface DavDeps {
  fs: FsServices;
  dav: DavServices;
  settings: Pick<SettingsService, 'webdavUploadMode'>;
  audit: Pick<AuditService, 'record'>;
}

export interface DavRequest {
  c: Context<AppEnv>;
  principal: Principal;
  /** The normalised virtual path the URL names. */
  path: string;
  deps: DavDeps;
  /** TRUST_PROXY: the host the client used may come in X-Forwarded-Host. */
  trustProxy: TrustProxy;
}

export const XML = 'application/xml; charset=utf-8';

/** PROPFIND, PROPPATCH and LOCK bodies are small; anything larger is refused, not buffered. */
const MAX_XML_BYTES = 1024 * 1024;

/** The virtual path a /dav URL path names: each segment decoded once. */
export function pathOf(urlPath: string): string {
  return decodeUrlPath(urlPath.slice('/dav'.length) || '/');
}

/**
 * The virtual path of a URL a header names (Destination, an If resource tag): absolute or relative
 * to the request; 'foreign' when it lies on another server or outside /dav; null when unparseable.
 */
export function pathOfUrl(r: DavRequest, value: string): string | 'foreign' | null {
  let url: URL;
  try {
    url = new URL(value, r.c.req.url);
  } catch {
    return null;
  }
  // This server is the request's host, or behind a trusted proxy the one the client used.
  const hosts = [new URL(r.c.req.url).host, new URL(publicOrigin(r.c, r.trustProxy)).host];
  if (!hosts.includes(url.host)) return 'foreign';
  if (url.pathname !== '/dav' && !url.pathname.startsWith('/dav/')) return 'foreign';
  return pathOf(url.pathname);
}

export type Depth = '0' | '1' | 'infinity';

/**
 * The Depth header (RFC 4918 §10.2): infinity when absent, as the RFC says; null for any other
 * value, which each method answers with 400. Which depths a method accepts is its own rule.
 */
export function depthOf(c: Context<AppEnv>): Depth | null {
  const value = (c.req.header('Depth') ?? 'infinity').trim().toLowerCase();
  return value === '0' || value === '1' || value === 'infinity' ? value : null;
}

/** The request body as text, refused (413) past 1 MiB. */
export async function xmlBody(c: Context<AppEnv>): Promise<string> {
  const body = c.req.raw.body;
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_XML_BYTES) throw payloadTooLarge('webdav.xmlTooLarge');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * An XML answer (multistatus, lock, error), compressed when large and the client accepts it;
 * `contentKey` names a body sent often unchanged (http/compression.ts).
 */
export function xmlAnswer(
  c: Context<AppEnv>,
  body: Piece | ReadableStream<Uint8Array>,
  status: 200 | 201 | 207 | 403 | 409 | 412 | 423,
  contentKey?: string,
) {
  c.header('Content-Type', XML);
  return compressible(c, body, status, contentKey);
}

/** What a path is, or null when nothing is there (other failures, such as 403, still throw). */
export async function statOrNull(r: DavRequest, path: string): Promise<FsItem | null> {
  try {
    return await r.deps.fs.reads.stat(r.principal, path);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** A folder files can be created in: inside a mount (its own folder too), not above the mounts. */
export async function isWritableFolder(r: DavRequest, path: string): Promise<boolean> {
  const folder = await statOrNull(r, path);
  return folder !== null && folder.isDirectory && !(folder.isVirtual && folder.mount_id === null);
}
