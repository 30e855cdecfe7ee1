/**
 * A visitor's side of folder shares (docs/FOLDER-SHARES.md): the share's card, the password gate
 * (a right password buys a ticket, wrong ones back off under the share-password limiter), listings,
 * a file's bytes, a folder's streamed zip and uploads when the share takes them. Every path goes
 * through share-paths.ts and then the explorer's own services as a visitor principal held to the
 * shared folder, so nothing outside it is reached; storages with links are asked as well.
 *
 * Downloads (a file as attachment, a zip) are counted by one conditional UPDATE before any byte
 * leaves; previews (inline) are not counted, and are refused once the share is used up.
 */
import {
  ARCHIVE_MAX_FILES,
  type FolderShareTicket,
  type FsListing,
  type PublicFolderShare,
} from '@cloudpaste/contracts';
import type { Readable } from 'node:stream';
import type { FolderShareRow } from '../../db/types.js';
import { badRequest, gone, notFound, unauthorized } from '../../errors.js';
import type { AttemptLimiter } from '../../lib/attempt-limiter.js';
import type { Clock } from '../../lib/time.js';
import { issueTicket, validTicket } from '../../lib/visit-ticket.js';
import { zipStream, type ZipSource } from '../../lib/zip-stream.js';
import type { FolderShareRepository } from '../../repositories/folder-share.repository.js';
import type { ContentRequest } from '../../http/content/content-conditions.js';
import type { ContentResult, Disposition } from '../../http/content/content-result.js';
import { checkSharePassword } from '../attempts/index.js';
import {
  ZipNames,
  filesBelow,
  prefixOf,
  FS_NOT_FOUND,
  type FsResolver,
  type InMount,
  type FsService,
  type FsUpload,
  type FsWriteService,
  nameOf,
} from '../fs/index.js';
import { ownerStillReaches, type OwnerRecords } from './share-owner-reach.js';
import { pickedNames, relativeOf, relativePath, virtualPathOf, visitorOf } from './share-paths.js';

export interface FolderShareAccessDeps extends OwnerRecords {
  shares: FolderShareRepository;
  resolver: FsResolver;
  reads: FsService;
  writes: FsWriteService;
  attempts: AttemptLimiter;
  clock: Clock;
  secret: string;
}

/** A visitor's request: the share, its path inside it, the ticket the password bought. */
export interface VisitorRequest {
  slug: string;
  path?: string | undefined;
  ticket?: string | undefined;
}

const NOT_FOUND = 'folderShare.notFound';
const USED_UP = 'folderShare.usedUp';

export class FolderShareAccess {
  constructor(private readonly o: FolderShareAccessDeps) {}

  async info(slug: string): Promise<PublicFolderShare> {
    const row = await this.readable(slug);
    return {
      slug: row.slug,
      name: row.path === '/' ? '/' : nameOf(row.path),
      has_password: row.password_hash !== null,
      expires_at: row.expires_at,
      max_downloads: Number(row.max_downloads),
      downloads: Number(row.downloads),
      allow_uploads: Number(row.allow_uploads) === 1,
      picked: row.names !== null,
    };
  }

  async verify(slug: string, password: string, client: string): Promise<FolderShareTicket> {
    const row = await this.readable(slug);
    if (row.password_hash !== null) {
      const subject = { id: `folder-share:${row.id}`, password_hash: row.password_hash };
      await checkSharePassword(this.o.attempts, subject, password, client);
    }
    return issueTicket(this.o.secret, ticketScope(row), this.o.clock.now());
  }

  /** A folder of the share, its paths share-relative; a hand-picked set's top lists only its picks. */
  async list(request: VisitorRequest): Promise<FsListing> {
    const { row, target } = await this.admit(request);
    const listing = await this.o.reads.list(visitorOf(row), target.path);
    const names = target.path === row.path ? pickedNames(row) : null;
    const kept = [];
    for (const item of listing.items) {
      if (names !== null && !names.includes(item.name)) continue;
      const key = `${prefixOf(target.key)}${item.name}`;
      if (!(await this.within(row, target, key))) continue;
      // Whether a file is some file share's stored object is the owner's business, not a visitor's.
      const { share: _share, ...entry } = item;
      kept.push({ ...entry, path: relativeOf(row, item.path), mount_id: null });
    }
    return {
      path: relativeOf(row, listing.path),
      isRoot: listing.path === row.path,
      isVirtual: false,
      mount_id: null,
      items: kept,
    };
  }

  /** A file's bytes; an attachment counts one download first. */
  async content(
    request: VisitorRequest,
    disposition: Disposition,
    content: ContentRequest,
  ): Promise<ContentResult> {
    const { row, target } = await this.admit(request);
    if (target.key === '' || !(await target.storage.driver.head(target.key)))
      throw notFound(FS_NOT_FOUND);
    if (disposition === 'attachment' && !content.headOnly) await this.countDownload(row);
    return this.o.reads.serve(target, content, disposition);
  }

  /** The share's folder (or one below it) as a streamed zip: one download, counted first. */
  async zip(request: VisitorRequest): Promise<{ fileName: string; size: number; body: Readable }> {
    const { row, target } = await this.admit(request);
    const atTop = target.path === row.path;
    const names = atTop ? pickedNames(row) : null;
    const zipNames = new ZipNames();
    const sources: ZipSource[] = [];
    const { driver } = target.storage;
    for await (const object of filesBelow(target)) {
      const relative = object.key.slice(prefixOf(target.key).length);
      if (names !== null && !names.includes(relative.split('/')[0] ?? '')) continue;
      if (!(await this.within(row, target, object.key))) continue;
      if (sources.length === ARCHIVE_MAX_FILES)
        throw badRequest('archive.tooManyFiles', { max: ARCHIVE_MAX_FILES });
      sources.push({
        name: zipNames.claim(relative, 'file'),
        size: object.size,
        mtime: object.lastModified,
        open: async (signal) => (await driver.get(object.key, { signal })).body,
      });
    }
    if (sources.length === 0) throw badRequest('archive.empty');
    await this.countDownload(row);
    const zip = zipStream(sources);
    const base = target.path === '/' ? 'files' : nameOf(target.path);
    return { fileName: `${base}.zip`, size: zip.size, body: zip.body };
  }

  /** A file put into the share's folder (or one below it), under the upload size limit. */
  async upload(request: VisitorRequest, file: Omit<FsUpload, 'folder'>) {
    const { row, target } = await this.admit(request);
    if (Number(row.allow_uploads) !== 1) throw unauthorizedUpload();
    const item = await this.o.writes.upload(visitorOf(row), { ...file, folder: target.path });
    return { ...item, path: relativeOf(row, item.path), mount_id: null };
  }

  /** The share, its ticket checked, and the path asked for placed inside it. */
  private async admit(request: VisitorRequest): Promise<{ row: FolderShareRow; target: InMount }> {
    const row = await this.readable(request.slug);
    if (row.password_hash !== null && !this.validTicket(row, request.ticket))
      throw unauthorized('share.passwordRequired');
    const path = virtualPathOf(row, relativePath(request.path));
    const target = await this.o.resolver.inMount(visitorOf(row), path);
    if (!(await this.within(row, target, target.key))) throw notFound('folderShare.outside');
    return { row, target };
  }

  /** A live share: 404 unknown, 410 revoked, expired or used up. */
  private async readable(slug: string): Promise<FolderShareRow> {
    const row = await this.o.shares.findBySlug(slug);
    if (!row) throw notFound(NOT_FOUND);
    if (row.revoked_at !== null) throw gone('folderShare.revoked');
    if (row.expires_at !== null && row.expires_at <= this.o.clock.now().toISOString())
      throw gone('folderShare.expired');
    const max = Number(row.max_downloads);
    if (max > 0 && Number(row.downloads) >= max) throw gone(USED_UP);
    if (!(await ownerStillReaches(this.o, row, this.o.clock.now().toISOString())))
      throw gone('folderShare.ownerGone');
    return row;
  }

  private async countDownload(row: FolderShareRow): Promise<void> {
    if (!(await this.o.shares.countDownload(row.id, this.o.clock.now().toISOString())))
      throw gone(USED_UP);
  }

  /** Whether a key, links followed, stays inside the shared folder (storages with links only). */
  private async within(row: FolderShareRow, target: InMount, key: string): Promise<boolean> {
    const { driver } = target.storage;
    if (!driver.staysWithin || key === '') return true;
    return driver.staysWithin(key, sharedKeyOf(row, target));
  }

  private validTicket(row: FolderShareRow, ticket: string | undefined): boolean {
    return validTicket(this.o.secret, ticketScope(row), ticket, this.o.clock.now());
  }
}

const ticketScope = (row: FolderShareRow) => `folder-share|${row.id}|${row.password_hash ?? ''}`;

/** The storage key of the shared folder itself, from a path placed below it. */
function sharedKeyOf(row: FolderShareRow, target: InMount): string {
  const relative = relativeOf(row, target.path);
  if (relative === '/') return target.key;
  return target.key.slice(0, target.key.length - relative.length + 1).replace(/\/$/, '');
}

const unauthorizedUpload = () => badRequest('folderShare.uploadsOff');
