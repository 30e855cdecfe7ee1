/**
 * A visitor's side of file requests (docs/FILE-REQUESTS.md): the request's card, the password
 * gate (the share-password limiter, a ticket as folder shares give), and uploads. A visitor
 * names only the file: it goes where the request's destination puts it (its folder, under a name
 * no one holds yet, "name (1).ext" otherwise; or a new file share of the owner).
 * Room is reserved in the database before a byte is written and given back when the upload
 * fails, so the limits hold exactly under concurrency; a failed upload leaves nothing stored.
 */
import {
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
import type {
  FileRequestRepository,
  HeldFiles,
} from '../../repositories/file-request.repository.js';
import { checkSharePassword } from '../attempts/index.js';
import type { Destination, Slot } from './file-request-destinations.js';
import { limitsOf, publicView } from './file-request-views.js';
import type { FileRequestWebhooks } from './file-request-webhooks.js';

export interface FileRequestVisitDeps {
  requests: FileRequestRepository;
  folders: Destination;
  shares: Destination;
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

/** How long an unfinished upload holds its room: longer, a crash must have cut it short. */
const PENDING_HOLD_MS = 24 * 3_600_000;

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
    const id = newId();
    const fits = (held: HeldFiles) =>
      (limits.max_files === 0 || held.files < limits.max_files) &&
      (limits.max_total_bytes === 0 || held.bytes + size <= limits.max_total_bytes);
    const place = this.destinationOf(row);
    let slot: Slot | undefined;
    for await (const candidate of place.slots(row, name, id)) {
      const reserved = await this.o.requests.reserve(
        {
          id,
          request_id: row.id,
          ...candidate,
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
      if (!reserved.ok && !('taken' in reserved)) throw full(limits, reserved.held);
      if (reserved.ok) {
        slot = candidate;
        break;
      }
    }
    if (slot === undefined) throw conflict('fs.exists', { path: name });
    let path: string;
    try {
      path = await place.write(row, slot, {
        contentType: input.contentType,
        size,
        body: input.body,
      });
    } catch (error) {
      await this.o.requests.removeFile(id);
      throw error;
    }
    await this.o.requests.markReceived(id, size, path);
    this.o.webhooks.notify(row, id);
    return { id, name: slot.name, size };
  }

  /** A request open for uploads: 404 unknown, 410 disabled, expired or its owner's right gone. */
  private async open(slug: string): Promise<FileRequestRow> {
    const row = await this.o.requests.findBySlug(slug);
    if (!row) throw notFound('fileRequest.notFound');
    const now = this.o.clock.now().toISOString();
    if (Number(row.enabled) !== 1) throw gone('fileRequest.disabled');
    if (row.expires_at !== null && row.expires_at <= now) throw gone('fileRequest.expired');
    if (!(await this.destinationOf(row).ownerMayUpload(row, now)))
      throw gone('fileRequest.ownerGone');
    return row;
  }

  private destinationOf(row: FileRequestRow): Destination {
    return row.target === 'shares' ? this.o.shares : this.o.folders;
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
