/**
 * Public access to file shares: info, password verification, the bytes (proxied or by redirect) and
 * office previews.
 *
 * View counting: one view is counted, atomically (`FileRepository.consumeView`), whenever content or
 * a link to it leaves the server: the info or verify answer that carries URLs, an office preview, and
 * every ticketless view/download that answers 200/206/302 (a 304 or 416 hands out nothing). The URLs
 * in those answers carry a signed ticket (`?t=`) that proves the view was paid: requests with it are
 * never counted again, so a preview, its Range requests and a resumed download cost one view. A
 * ticketless Range request counts like any other — nothing proves it continues an earlier download.
 * A used-up share stays readable by the tickets its last views handed out (ticketSecondsFor: 10
 * minutes, since only a share with a view limit is used up), then it is deleted; an
 * expired one is deleted (row and object, never a mount's object) the moment it is asked for.
 */
import type {
  OfficePreviewAnswer,
  OfficePreviewProvider,
  PublicFileInfo,
} from '@cloudpaste/contracts';
import type { FileRow, GoneReason } from '../../db/types.js';
import { badRequest, gone, notFound, preconditionFailed, unauthorized } from '../../errors.js';
import type { AttemptLimiter } from '../../lib/attempt-limiter.js';
import { StorageNotFoundError, StorageRangeError, type ObjectInfo } from '../../storage/driver.js';
import { checkSharePassword } from '../attempts/index.js';
import { isValidTicket, issueTicket, ticketSecondsFor } from './access-tickets.js';
import { OBJECT_CHANGED, sameEtag } from './object-claims.js';
import {
  quotedEtag,
  readCondition,
  rangeOf,
  type ContentRequest,
  type Validators,
} from '../../http/content/content-conditions.js';
import type { ContentMeta, ContentResult, Disposition } from '../../http/content/content-result.js';
import {
  endShare,
  isExpired,
  isUsedUp,
  previewSettingsOf,
  type FileServiceDeps,
} from './file-deps.js';
import { contentUrls, toPublicInfo } from './file-views.js';
import { FileAvailability, OBJECT_MISSING } from './file-availability.js';

export interface AccessRequest {
  client: string;
  /** Present only when the caller sent one. */
  password?: string | undefined;
  ticket?: string | undefined;
}

const NOT_FOUND = 'file.notFound';
const EXPIRED = 'file.expired';
const USED_UP = 'file.usedUp';
/** Direct links (use_proxy off) live at most this long, even if the storage signs for longer. */
const REDIRECT_MAX_SECONDS = 3600;

const VIEWERS: Record<OfficePreviewProvider, (fileUrl: string) => string> = {
  microsoft: (url) =>
    `https://view.officeapps.live.com/op/view.aspx?src=${encodeURIComponent(url)}`,
  google: (url) => `https://docs.google.com/viewer?url=${encodeURIComponent(url)}&embedded=true`,
};

export class FileAccessService {
  /** Wrong passwords back off per share and address (attempts/policies.ts). */
  private readonly passwordAttempts: AttemptLimiter;
  /** Whether a share's stored file is still there (file-availability.ts). */
  private readonly availability: FileAvailability;

  /**
   * `attempts`: where wrong passwords are counted, shared by every server instance.
   * `availability`: shared with file management, so what a visit found shows in the list.
   */
  constructor(
    private readonly o: FileServiceDeps,
    attempts: AttemptLimiter,
    availability?: FileAvailability,
  ) {
    this.passwordAttempts = attempts;
    this.availability = availability ?? new FileAvailability(o);
  }

  /** `GET /api/public/files/{slug}`: without a password, counts a view and answers ticketed URLs. */
  async info(slug: string): Promise<PublicFileInfo> {
    const row = await this.readable(slug);
    await this.availability.require(row);
    if (row.password_hash !== null) {
      if (isUsedUp(row)) await this.rejectUsedUp(row);
      return toPublicInfo(row, await previewSettingsOf(this.o.settings), null);
    }
    return this.ticketed(await this.consume(row));
  }

  /** `POST /api/public/files/{slug}/verify`: checks the password, counts a view, answers ticketed URLs. */
  async verify(slug: string, password: string, client: string): Promise<PublicFileInfo> {
    const row = await this.readable(slug);
    await this.availability.require(row);
    if (row.password_hash !== null)
      await checkSharePassword(this.passwordAttempts, row, password, client);
    return this.ticketed(await this.consume(row));
  }

  /** The bytes of `file-view` (inline) and `file-download` (attachment), honouring conditionals and Range. */
  async content(
    slug: string,
    access: AccessRequest,
    disposition: Disposition,
    request: ContentRequest,
  ): Promise<ContentResult> {
    const { row, ticketed } = await this.admit(slug, access);
    const validators: Validators = {
      etag: quotedEtag(row.etag),
      lastModified: new Date(row.created_at),
    };
    // Ciphertext is never rendered: a sealed share's view is a download like any other.
    const sealed = row.encrypted === 1;
    const meta: ContentMeta = {
      filename: row.filename,
      mimetype: row.mimetype,
      disposition: sealed ? 'attachment' : disposition,
      ...validators,
      sealed,
    };
    const condition = readCondition(request, validators);
    if (condition === 'precondition-failed') throw preconditionFailed();
    if (condition === 'not-modified') return { kind: 'not-modified', ...meta };
    // HEAD hands out no content: nothing is counted and storage is not asked.
    if (request.headOnly) return { kind: 'head', size: Number(row.size), ...meta };
    const storage = await this.o.storage.byId(row.storage_config_id);

    if (row.use_proxy !== 1) {
      // A storage link cannot be held to an ETag: the object is checked just before handing it out.
      this.checkObject(row, await storage.driver.head(row.storage_path));
      if (!ticketed) await this.consume(row);
      const signed = await storage.driver.presignGet(row.storage_path, {
        expiresInSeconds: Math.min(storage.signatureExpiresIn, REDIRECT_MAX_SECONDS),
        disposition: { type: meta.disposition, filename: row.filename },
        contentType: row.mimetype,
      });
      return { kind: 'redirect', location: signed.url, sealed };
    }

    const size = Number(row.size);
    const range = rangeOf(request, size, validators);
    if (range === 'unsatisfiable') return { kind: 'unsatisfiable', size };
    if (!ticketed) await this.consume(row);
    try {
      const object = await storage.driver.get(row.storage_path, range ? { range } : {});
      if (ownsItsObject(row) && !sameEtag(row.etag, object.etag)) {
        object.body.destroy();
        throw gone(OBJECT_CHANGED);
      }
      return { kind: 'body', body: object.body, size, range: object.range ?? range, ...meta };
    } catch (error) {
      if (error instanceof StorageNotFoundError) {
        this.availability.lost(row);
        throw notFound(OBJECT_MISSING);
      }
      if (error instanceof StorageRangeError) return { kind: 'unsatisfiable', size };
      throw error;
    }
  }

  /**
   * 404 when the object is gone (a mount's file too, which a storage link would answer in the
   * storage's own words); 410 unless an upload share's object is still the one it committed.
   */
  private checkObject(row: FileRow, object: ObjectInfo | null): void {
    if (!object) {
      this.availability.lost(row);
      throw notFound(OBJECT_MISSING);
    }
    if (ownsItsObject(row) && !sameEtag(row.etag, object.etag)) {
      this.availability.lost(row, 'changed');
      throw gone(OBJECT_CHANGED);
    }
  }

  /** `GET /api/office-preview/{slug}`: a viewer URL around an absolute, ticketed link the viewer can fetch. */
  async officePreview(
    slug: string,
    access: AccessRequest,
    provider: OfficePreviewProvider,
    origin: string,
  ): Promise<OfficePreviewAnswer> {
    const admitted = await this.admit(slug, access);
    // An office viewer would be handed ciphertext it cannot open.
    if (admitted.row.encrypted === 1) throw badRequest('file.encryptedPreview');
    const row = admitted.ticketed ? admitted.row : await this.consume(admitted.row);
    const ticket = admitted.ticketed && access.ticket ? access.ticket : this.ticketFor(row);
    const fileUrl = `${origin}${contentUrls(row.slug, ticket).previewUrl}`;
    return { url: VIEWERS[provider](fileUrl), file_url: fileUrl, provider };
  }

  /**
   * The share behind a content request, with the caller's right to it: a valid ticket (no view is
   * counted then), or the password when one is set. Without a ticket a used-up share is refused.
   */
  private async admit(
    slug: string,
    access: AccessRequest,
  ): Promise<{ row: FileRow; ticketed: boolean }> {
    const row = await this.readable(slug);
    if (access.ticket && isValidTicket(this.o.secret, row, access.ticket, this.nowSeconds()))
      return { row, ticketed: true };
    if (isUsedUp(row)) await this.rejectUsedUp(row);
    if (row.password_hash !== null) {
      if (access.password === undefined) throw unauthorized('share.passwordRequired');
      await checkSharePassword(this.passwordAttempts, row, access.password, access.client);
    }
    return { row, ticketed: false };
  }

  /**
   * A ready share that has not expired; an expired one is deleted on the spot. A share that ended
   * within the last GONE_SHARE_DAYS answers 410 with why (its tombstone), any other 404.
   */
  private async readable(slug: string): Promise<FileRow> {
    const nowIso = this.o.clock.now().toISOString();
    const row = await this.o.files.findReadyBySlug(slug);
    if (!row) {
      const reason = await this.o.gone.reasonOf('file', slug, nowIso);
      throw reason ? goneFor(reason) : notFound(NOT_FOUND);
    }
    if (isExpired(row, nowIso)) {
      await endShare(this.o, row, 'expired');
      throw gone(EXPIRED);
    }
    return row;
  }

  /** Counts one view or refuses with 410 when none is left. */
  private async consume(row: FileRow): Promise<FileRow> {
    const counted = await this.o.files.consumeView(row.id, this.o.clock.now().toISOString());
    if (!counted) {
      const current = await this.o.files.findById(row.id);
      if (current && isExpired(current, this.o.clock.now().toISOString())) throw gone(EXPIRED);
      if (current) await this.rejectUsedUp(current);
      throw gone(USED_UP);
    }
    return counted;
  }

  /** 410 for a used-up share; it is deleted once tickets handed out with its last view have run out. */
  private async rejectUsedUp(row: FileRow): Promise<never> {
    const graceEnd = new Date(
      Date.parse(row.updated_at) + ticketSecondsFor(row) * 1000,
    ).toISOString();
    if (graceEnd <= this.o.clock.now().toISOString()) await endShare(this.o, row, 'viewLimit');
    throw gone(USED_UP);
  }

  private async ticketed(row: FileRow): Promise<PublicFileInfo> {
    return toPublicInfo(
      row,
      await previewSettingsOf(this.o.settings),
      contentUrls(row.slug, this.ticketFor(row)),
    );
  }

  private ticketFor(row: FileRow): string {
    return issueTicket(this.o.secret, row, this.nowSeconds() + ticketSecondsFor(row));
  }

  private nowSeconds(): number {
    return Math.floor(this.o.clock.now().getTime() / 1000);
  }
}

/** 410 saying why the share ended. */
const goneFor = (reason: GoneReason) => gone(reason === 'expired' ? EXPIRED : USED_UP);

/**
 * Upload shares (detached ones too) serve only the bytes they committed: a later write at the key
 * (a still-valid presigned URL, a mount) answers 410 instead of other bytes. A mount's share serves
 * the mount's file as it is now.
 */
const ownsItsObject = (row: FileRow) => row.source !== 'mount';
