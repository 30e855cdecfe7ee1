/**
 * How the WebDAV bench reaches one local-storage mount through /dav and through the filesystem API:
 * the session (admin credentials, the upload limit, the mount, its seeded folder), a file sent and
 * read back by each API, and the listings, each answer checked whole before its time counts.
 */
import { performance } from 'node:perf_hooks';
import type { FsItem, StorageConfig } from '@cloudpaste/contracts';
import { TEST_ADMIN } from '../../e2e/support/server.js';
import { createContext } from '../support/client.js';
import { seedFiles } from '../support/seed.js';
import { download, formAround, upload, type Source, type Timed } from '../support/transfer.js';
import type { BenchContext } from '../support/types.js';

const MIB = 1024 * 1024;
export const MOUNT = 'bench';
const BINARY = 'application/octet-stream';

export type Api = 'webdav' | 'fs';
export type Direction = 'upload' | 'download';
export const APIS: readonly Api[] = ['webdav', 'fs'];

export interface Session {
  url: string;
  api: BenchContext['api'];
  /** Bearer for the filesystem API, Basic (as a WebDAV client sends) for /dav. */
  bearer: string;
  basic: string;
}

/** How each API sends a file into the mount's root and reads it back, and what it is called. */
export const ROUTES: Record<
  Api,
  {
    label: Record<Direction, string>;
    upload(s: Session, source: Source, name: string): Promise<Timed>;
    download(s: Session, name: string): Promise<Timed>;
  }
> = {
  webdav: {
    label: { upload: 'WebDAV PUT /dav/...', download: 'WebDAV GET /dav/...' },
    async upload(s, source, name) {
      const sent = await upload(`${s.url}/dav/${MOUNT}/${name}`, {
        method: 'PUT',
        headers: { authorization: s.basic, 'content-type': BINARY },
        file: source.path,
        size: source.size,
      });
      if (sent.status !== 201) throw new Error(`PUT of a new file answered ${sent.status}`);
      return sent;
    },
    download: (s, name) => download(`${s.url}/dav/${MOUNT}/${name}`, { authorization: s.basic }),
  },
  fs: {
    label: { upload: 'POST /api/fs/upload', download: 'GET /api/fs/download' },
    async upload(s, source, name) {
      // The folder and the size come before the file, as the web app sends them: the server
      // streams the file part as it arrives.
      const form = formAround({ path: `/${MOUNT}`, size: `${source.size}` }, name, BINARY);
      const sent = await upload(`${s.url}/api/fs/upload`, {
        method: 'POST',
        headers: { authorization: s.bearer, 'content-type': form.contentType },
        file: source.path,
        size: source.size,
        prefix: form.prefix,
        suffix: form.suffix,
      });
      const item = (JSON.parse(sent.text) as { data: FsItem }).data;
      if (item.size !== source.size) throw new Error(`the upload answered ${sent.text}`);
      return sent;
    },
    download: (s, name) =>
      download(`${s.url}/api/fs/download?path=${encodeURIComponent(`/${MOUNT}/${name}`)}`, {
        authorization: s.bearer,
      }),
  },
};

/**
 * The admin's credentials, the upload limit lifted above the file, a mount of the local storage
 * (uncached, streaming WebDAV GETs) and its folder of `listCount` files seeded straight on disk.
 */
export async function openSession(
  url: string,
  password: string,
  bytes: number,
  listCount: number,
): Promise<Session> {
  const admin = { username: TEST_ADMIN.username, password };
  const client = createContext(url, admin);
  const bearer = `Bearer ${await client.adminToken()}`;
  const basic = `Basic ${Buffer.from(`${admin.username}:${password}`).toString('base64')}`;
  const session: Session = { url, api: client.api, bearer, basic };
  await client.api('/admin/settings/group/1', {
    method: 'PUT',
    auth: bearer,
    body: { max_upload_size: Math.ceil(bytes / MIB) + 1, max_upload_size_unit: 'MB' },
  });
  const configs = await client.api<StorageConfig[]>('/s3-configs', { auth: bearer });
  const local = configs.find((c) => c.storage_type === 'LOCAL');
  if (!local) throw new Error('the server has no local storage configuration');
  await client.api('/admin/mounts', {
    method: 'POST',
    auth: bearer,
    body: {
      name: MOUNT,
      storage_type: 'LOCAL',
      storage_config_id: local.id,
      mount_path: `/${MOUNT}`,
      cache_ttl: 0,
      webdav_policy: 'native_proxy',
    },
  });
  // bucket_name of a local configuration is its absolute directory, the mount's root.
  const started = performance.now();
  seedFiles(local.bucket_name, 'list', listCount, listCount);
  console.log(
    `  seeded ${listCount} files in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return session;
}

export type Listing = 'allprop' | 'named' | 'fs';
export const LISTING_KINDS: readonly Listing[] = ['allprop', 'named', 'fs'];

/** The properties a file manager or rclone asks for, rather than all of them. */
const NAMED_PROPS = `<?xml version="1.0" encoding="utf-8"?>
<D:propfind xmlns:D="DAV:"><D:prop><D:displayname/><D:getlastmodified/><D:getcontentlength/><D:resourcetype/><D:getcontenttype/></D:prop></D:propfind>`;

/** Each listing, timed to the last byte of its answer and checked whole afterwards. */
export const LISTINGS: Record<Listing, (s: Session, count: number) => Promise<number>> = {
  // No body is an allprop request (RFC 4918 §9.1): every live property of every entry.
  allprop: (s, count) => propfind(s, count),
  named: (s, count) => propfind(s, count, NAMED_PROPS),
  async fs(s, count) {
    const started = performance.now();
    const res = await fetch(`${s.url}/api/fs/list?path=${encodeURIComponent(`/${MOUNT}/list`)}`, {
      headers: { authorization: s.bearer },
    });
    const text = await res.text();
    const ms = performance.now() - started;
    const items = res.ok ? (JSON.parse(text) as { data: { items: unknown[] } }).data.items : [];
    if (items.length !== count)
      throw new Error(`GET /api/fs/list answered ${res.status} with ${items.length} items`);
    return ms;
  },
};

async function propfind(s: Session, count: number, body?: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${s.url}/dav/${MOUNT}/list/`, {
    method: 'PROPFIND',
    headers: {
      authorization: s.basic,
      depth: '1',
      ...(body ? { 'content-type': 'application/xml; charset=utf-8' } : {}),
    },
    body,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  // The folder's own response and one per entry (multistatus.ts writes the DAV: prefix as D:).
  const responses = text.split('<D:response>').length - 1;
  if (res.status !== 207 || responses !== count + 1)
    throw new Error(
      `PROPFIND answered ${res.status} with ${responses} responses, not 207 with ${count + 1}: ${text.slice(0, 300)}`,
    );
  return ms;
}
