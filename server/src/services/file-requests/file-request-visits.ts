/**
 * A visitor's side of file requests (docs/FILE-REQUESTS.md): the request's card, the password
 * gate (the share-password limiter, a ticket as folder shares give), and uploads. A visitor
 * names only the file: it goes into the request's folder, through the explorer's upload path as
 * a principal held to that folder, under a name no one holds yet ("name (1).ext" otherwise).
 * Room is reserved in the database before a byte is written and given back when the upload
 * fails, so the limits hold exactly under concurrency; a failed upload leaves nothing stored.
 */
import {
  Permission,
  fileName,
  fileRequestAccepts,
  type FileRequestReceipt,
  type FileRequestTicket,
  type PublicFileRequest,
} from '@cloudpaste/contracts';
import type { Readable } from 'node:stream';
import type { FileRequestRow } from '../../db/types.js';
import {
  badRequest,
  conflict,
  gone,
  notFound,
  payloadTooLarge,
  unauthorized,
} from '../../errors.js';
import type { AttemptLimiter } from '../../lib/attempt-limiter.js';
import { formatBytes } from '../../lib/format-bytes.js';
import { newId } from '../../lib/ids.js';
import type { Clock } from '../../lib/time.js';
import { issueTicket, validTicket } from '../../lib/visit-ticket.js';
import type { UserPrincipal } from '../../policies/access.js';
import type {
  FileRequestRepository,
  HeldFiles,
} from '../../repositories/file-request.repository.js';
import { checkSharePassword } from '../attempts/index.js';
import { ownerStillReaches, type OwnerRecords } from '../folder-shares/index.js';
import {
  copyName,
  folderExists,
  prefixOf,
  type FsResolver,
  type FsWriteService,
} from '../fs/index.js';
import { limitsOf, publicView } from './file-request-views.js';
import type { FileRequestWebhooks } from './file-request-webhooks.js';

export interface FileRequestVisitDeps extends OwnerRecords {
  requests: FileRequestRepository;
  resolver: FsResolver;
  writes: FsWriteService;
  attempts: AttemptLimiter;
  webhooks: FileRequestWebhooks;
  clock: Clock;
  secret: string;
}

/** One visitor's upload: the file's name, type, exact length and bytes. */
export interface RequestUpload {
  slug: string;
  ticket?: string | undefined;
  name: string;
  contentType: string;
  size: number | undefined;
  body: Readable;
  uploader?: string | undefined;
  message?: string | undefined;
}

const UPLOAD = Permission.MOUNT_VIEW | Permission.MOUNT_UPLOAD;
/** How long an unfinished upload holds its room: longer, a crash must have cut it short. */
const PENDING_HOLD_MS = 24 * 3_600_000;
/** Numbered names tried before giving up on a crowded name. */
const MAX_NAME_TRIES = 1000;

export class FileRequestVisits {
  constructor(private readonly o: FileRequestVisitDeps) {}

  async info(slug: string): Promise<PublicFileRequest> {
    const row = await this.open(slug);
    return publicView(row, await this.held(row));
  }

  async verify(slug: string, password: string, client: string): Promise<FileRequestTicket> {
    const row = await this.open(slug);
    if (row.password_hash !== null) {
      const subject = { id: `file-request:${row.id}`, password_hash: row.password_hash };
      await checkSharePassword(this.o.attempts, subject, password, client);
    }
    return issueTicket(this.o.secret, ticketScope(row), this.o.clock.now());
  }

  async upload(input: RequestUpload): Promise<FileRequestReceipt & { id: string }> {
    const row = await this.open(input.slug);
    if (row.password_hash !== null && !this.ticketOk(row, input.ticket))
      throw unauthorized('share.passwordRequired');
    const parsed = fileName.safeParse(input.name);
    if (!parsed.success) throw badRequest('fs.invalidPath');
    const name = parsed.data;
    const limits = limitsOf(row);
    if (!fileRequestAccepts(limits.allowed_types, name, input.contentType))
      throw badRequest('fileRequest.typeRefused', { name, types: limits.allowed_types.join(', ') });
    if (input.size === undefined) throw badRequest('fileRequest.lengthRequired');
    const size = input.size;
    if (limits.max_file_bytes > 0 && size > limits.max_file_bytes)
      throw payloadTooLarge('fileRequest.tooLarge', { max: formatBytes(limits.max_file_bytes) });
    const visitor = visitorOf(row);
    const folder = await this.o.resolver.inMount(visitor, row.path);
    const id = newId();
    const fits = (held: HeldFiles) =>
      (limits.max_files === 0 || held.files < limits.max_files) &&
      (limits.max_total_bytes === 0 || held.bytes + size <= limits.max_total_bytes);
    let stored: string | undefined;
    for (let n = 0; n < MAX_NAME_TRIES && stored === undefined; n++) {
      const candidate = n === 0 ? name : copyName(name, n, false);
      const key = `${prefixOf(folder.key)}${candidate}`;
      const { driver } = folder.storage;
      if ((await driver.head(key)) || (await folderExists(driver, key))) continue;
      const reserved = await this.o.requests.reserve(
        {
          id,
          request_id: row.id,
          mount_id: row.mount_id,
          path: `${folder.path === '/' ? '' : folder.path}/${candidate}`,
          name: candidate,
          size,
          content_type: input.contentType,
          status: 'pending',
          uploader_name: input.uploader || null,
          message: input.message || null,
          created_at: this.o.clock.now().toISOString(),
        },
        fits,
        new Date(this.o.clock.now().getTime() - PENDING_HOLD_MS).toISOString(),
      );
      if (reserved.ok) stored = candidate;
      else if (!('taken' in reserved)) throw full(limits, reserved.held);
    }
    if (stored === undefined) throw conflict('fs.exists', { path: `${row.path}/${name}` });
    try {
      await this.o.writes.upload(visitor, {
        folder: row.path,
        filename: stored,
        declaredType: input.contentType,
        body: input.body,
        size,
      });
    } catch (error) {
      await this.o.requests.removeFile(id);
      throw error;
    }
    await this.o.requests.markReceived(id, size);
    this.o.webhooks.notify(row, id);
    return { id, name: stored, size };
  }

  /** A request open for uploads: 404 unknown, 410 disabled, expired or its owner's right gone. */
  private async open(slug: string): Promise<FileRequestRow> {
    const row = await this.o.requests.findBySlug(slug);
    if (!row) throw notFound('fileRequest.notFound');
    const now = this.o.clock.now().toISOString();
    if (Number(row.enabled) !== 1) throw gone('fileRequest.disabled');
    if (row.expires_at !== null && row.expires_at <= now) throw gone('fileRequest.expired');
    if (!(await ownerStillReaches(this.o, row, now, UPLOAD))) throw gone('fileRequest.ownerGone');
    return row;
  }

  private async held(row: FileRequestRow): Promise<HeldFiles> {
    const [counted] = await this.o.requests.list(null, row.id);
    return { files: counted?.received_files ?? 0, bytes: counted?.received_bytes ?? 0 };
  }

  private ticketOk(row: FileRequestRow, ticket: string | undefined): boolean {
    return validTicket(this.o.secret, ticketScope(row), ticket, this.o.clock.now());
  }
}

const ticketScope = (row: FileRequestRow) => `file-request|${row.id}|${row.password_hash ?? ''}`;

function full(limits: ReturnType<typeof limitsOf>, held: HeldFiles) {
  if (limits.max_files > 0 && held.files >= limits.max_files)
    return payloadTooLarge('fileRequest.countFull', { max: limits.max_files });
  return payloadTooLarge('fileRequest.totalFull', {
    max: formatBytes(limits.max_total_bytes),
    left: formatBytes(Math.max(0, limits.max_total_bytes - held.bytes)),
  });
}

/**
 * Who a visitor acts as inside the fs services: held to the request's folder (its base path)
 * and mount, allowed to upload there and nothing else its routes offer. It writes on the owner's
 * behalf, so the owner's largest-file quota holds (docs/ACCOUNTS.md "Quotas").
 */
function visitorOf(row: FileRequestRow): UserPrincipal {
  return {
    type: 'user',
    userId: row.created_by,
    username: `file-request:${row.slug}`,
    permissions: UPLOAD,
    basicPath: row.path,
    mountIds: [row.mount_id],
  };
}
