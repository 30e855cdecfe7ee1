/** Text shares: create, open (counting views atomically), manage, and sweep the expired. */
import {
  Permission,
  type CreatePasteInput,
  type CreatedPaste,
  type PasteFormat,
  type PasteList,
  type PasteRecord,
  type PasteView,
  type UpdatePasteInput,
} from '@cloudpaste/contracts';
import type { GoneReason, NewPasteRow, PasteRow } from '../../db/types.js';
import { badRequest, conflict, gone, notFound, payloadTooLarge } from '../../errors.js';
import { hashPassword } from '../../lib/crypto.js';
import { newId } from '../../lib/ids.js';
import type { AttemptLimiter } from '../../lib/attempt-limiter.js';
import { generateSlug } from '../../lib/slug.js';
import { isoOrNull, type Clock } from '../../lib/time.js';
import { can, creatorFilter, creatorOf, owns, type Principal } from '../../policies/access.js';
import type { GoneShareRepository } from '../../repositories/gone-share.repository.js';
import type { PasteListRow, PasteRepository } from '../../repositories/paste.repository.js';
import { checkSharePassword } from '../attempts/index.js';
import { insertPasteUnlessTaken, type QuotaService } from '../quotas/index.js';
import { HotShares } from './hot-shares.js';
import { ViewTally } from './view-tally.js';

export interface PasteServiceOptions {
  pastes: PasteRepository;
  /** Tombstones of shares that ended, so their slugs answer 410 with why (not 404). */
  gone: GoneShareRepository;
  clock: Clock;
  /** Largest content in UTF-8 bytes. */
  maxContentBytes: number;
  /** Where wrong share passwords are counted: shared by every server instance. */
  attempts: AttemptLimiter;
  /** The creator's share quota (docs/ACCOUNTS.md "Quotas"); none: unlimited. */
  quotas?: QuotaService;
}

export interface OpenRequest {
  principal: Principal | null;
  /** Present only when the caller sent one (body for view/unlock, query for raw). */
  password?: string | undefined;
  client: string;
}

const SLUG_TAKEN = 'share.slugTaken';
const RANDOM_SLUG_ATTEMPTS = 5;

export class PasteService {
  /** Wrong passwords back off per share and address (attempts/policies.ts). */
  private readonly passwordAttempts: AttemptLimiter;
  /** Views of shares with no view limit, written in batches (see ViewTally). */
  private readonly tally: ViewTally;
  /** Rows of shares read often, for a second (see HotShares). */
  private readonly hot = new HotShares({
    ttlMs: 1_000,
    maxBytes: 32 * 1024 * 1024,
    maxShareBytes: 256 * 1024,
  });

  constructor(private readonly o: PasteServiceOptions) {
    this.passwordAttempts = o.attempts;
    this.tally = new ViewTally(async (counts) => {
      await o.pastes.addViews(counts);
      // The kept rows carry the old counts; the tally no longer holds what was written.
      this.hot.clear();
    });
  }

  async create(input: CreatePasteInput, principal: Principal): Promise<CreatedPaste> {
    const size = this.checkSize(input.content);
    const now = this.now();
    const row = {
      id: newId(),
      slug: input.slug ?? generateSlug(),
      content: input.content,
      format: input.format,
      size,
      title: input.title || null,
      remark: input.remark?.trim() || null,
      password_hash: input.password ? await hashPassword(input.password) : null,
      expires_at: isoOrNull(input.expiresAt),
      max_views: input.maxViews,
      encrypted: input.encrypted ? 1 : 0,
      created_by: creatorOf(principal),
      created_at: now,
      updated_at: now,
    };
    for (let attempt = 1; !(await this.insert(row)); attempt++) {
      if (input.slug || attempt >= RANDOM_SLUG_ATTEMPTS) throw conflict(SLUG_TAKEN);
      row.slug = generateSlug();
    }
    await this.o.gone.forget('paste', row.slug);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      remark: row.remark,
      expiresAt: row.expires_at,
      maxViews: row.max_views,
      hasPassword: row.password_hash !== null,
      format: input.format,
      encrypted: input.encrypted,
      createdAt: now,
      createdBy: row.created_by,
    };
  }

  /** Inserts a new share within its creator's quota; false when the slug is taken. */
  private insert(row: NewPasteRow): Promise<boolean> {
    const quotas = this.o.quotas;
    if (!quotas) return this.o.pastes.insert(row);
    return quotas.admitShare({ createdBy: row.created_by, bytes: 0 }, (db) =>
      db ? insertPasteUnlessTaken(db, row) : this.o.pastes.insert(row),
    );
  }

  /**
   * Reads a share. Without a password where one is set: metadata only, no view counted. Otherwise
   * counts one view atomically; the read that uses the last view deletes the share.
   */
  async open(slug: string, request: OpenRequest): Promise<PasteView> {
    const nowMs = this.o.clock.now().getTime();
    const hot = this.hot.get(slug, nowMs);
    const row = hot ?? (await this.readable(slug));
    if (row.password_hash) {
      if (request.password === undefined) return this.toView(row, request.principal);
      await checkSharePassword(this.passwordAttempts, row, request.password, request.client);
    }
    // No limit: the count is only shown, so it is tallied in memory instead of a write per read.
    if (row.max_views === 0) {
      if (!hot) this.hot.put(row, nowMs);
      const views = row.views + this.tally.add(row.id);
      return this.toView(row, request.principal, {
        content: row.content,
        title: row.title,
        remark: row.remark,
        views,
        isLastView: false,
      });
    }
    const counted = await this.o.pastes.consumeView(row.id, this.now());
    if (!counted) throw goneFor(isExpired(row, this.now()) ? 'expired' : 'viewLimit');
    return this.served(counted, request.principal);
  }

  /** A view's content as a JSON string literal while its share is kept hot (see HotShares). */
  contentJson(view: PasteView): string | undefined {
    return view.content === undefined ? undefined : this.hot.contentJson(view.slug, view.content);
  }

  /** Writes the tallied views; the scheduler calls it every second and at shutdown. */
  flushViews(): Promise<number> {
    return this.tally.flush();
  }

  /** The answer to a counted read; the read that used the last view deletes the share. */
  private async served(counted: PasteRow, principal: Principal | null): Promise<PasteView> {
    const isLastView = counted.max_views > 0 && counted.views >= counted.max_views;
    if (isLastView) await this.retire(counted, 'viewLimit');
    return this.toView(counted, principal, {
      content: counted.content,
      title: counted.title,
      remark: counted.remark,
      views: counted.views,
      isLastView,
    });
  }

  async get(id: string, principal: Principal): Promise<PasteRecord> {
    const row = await this.owned(id, principal);
    const { preview: _preview, ...record } = toRecord(
      this.withTally({
        ...row,
        preview: '',
        key_name: await this.o.pastes.keyName(row.created_by),
      }),
      this.now(),
    );
    return { ...record, content: row.content };
  }

  async list(
    query: {
      limit: number;
      offset: number;
      search?: string | undefined;
      createdBy?: string | undefined;
    },
    principal: Principal,
  ): Promise<PasteList> {
    // A key or a user sees only its own shares, whatever filter it sends.
    const createdBy = creatorFilter(principal, query.createdBy);
    const { rows, total } = await this.o.pastes.list({ ...query, createdBy });
    const now = this.now();
    return {
      results: rows.map((row) => toRecord(this.withTally(row), now)),
      pagination: {
        total,
        limit: query.limit,
        offset: query.offset,
        page: Math.floor(query.offset / query.limit) + 1,
      },
    };
  }

  async update(
    idOrSlug: string,
    input: UpdatePasteInput,
    principal: Principal,
  ): Promise<{ id: string; slug: string }> {
    const row = await this.owned(idOrSlug, principal, true);
    // The server cannot re-seal ciphertext: new content of an encrypted share comes sealed.
    if (row.encrypted === 1 && input.content !== undefined && input.encrypted === undefined) {
      throw badRequest('paste.encryptedEdit');
    }
    const clearPassword = input.clearPassword === true || input.password === '';
    const changes = {
      content: input.content,
      size: input.content === undefined ? undefined : this.checkSize(input.content),
      format: input.format,
      title: input.title === undefined ? undefined : input.title || null,
      remark: input.remark === undefined ? undefined : input.remark?.trim() || null,
      slug: input.newSlug,
      password_hash: clearPassword
        ? null
        : input.password
          ? await hashPassword(input.password)
          : undefined,
      expires_at: input.expiresAt === undefined ? undefined : isoOrNull(input.expiresAt),
      max_views: input.maxViews,
      encrypted: input.encrypted === undefined ? undefined : input.encrypted ? 1 : 0,
      updated_at: this.now(),
    };
    if (!(await this.changed(this.o.pastes.update(row.id, changes)))) throw conflict(SLUG_TAKEN);
    if (input.newSlug) await this.o.gone.forget('paste', input.newSlug);
    return { id: row.id, slug: input.newSlug ?? row.slug };
  }

  async remove(ids: readonly string[], principal: Principal): Promise<{ deleted: number }> {
    const createdBy = creatorFilter(principal);
    return { deleted: await this.changed(this.o.pastes.deleteMany(ids, createdBy)) };
  }

  /** Admin: every expired or used-up share; a key: its own. */
  async clearExpired(principal: Principal): Promise<{ deleted: number }> {
    const createdBy = creatorFilter(principal);
    await this.o.gone.markEndedPastes(this.now(), createdBy);
    return { deleted: await this.changed(this.o.pastes.deleteExpired(this.now(), createdBy)) };
  }

  /** The periodic sweep: ended shares leave tombstones; tombstones (of both kinds) past their time go. */
  async sweep(): Promise<number> {
    const now = this.now();
    await this.o.gone.markEndedPastes(now);
    const deleted = await this.changed(this.o.pastes.deleteExpired(now));
    await this.o.gone.sweep(now);
    return deleted;
  }

  counts(): Promise<{ total: number; expired: number }> {
    return this.o.pastes.counts(this.now());
  }

  /** After a write to shares: forget the kept rows. */
  private async changed<T>(write: Promise<T>): Promise<T> {
    const result = await write;
    this.hot.clear();
    return result;
  }

  private async readable(slug: string): Promise<PasteRow> {
    const row = await this.o.pastes.findBySlug(slug);
    if (!row) {
      const reason = await this.o.gone.reasonOf('paste', slug, this.now());
      throw reason ? goneFor(reason) : notFound('paste.notFound');
    }
    const ended = isExpired(row, this.now()) ? 'expired' : isUsedUp(row) ? 'viewLimit' : undefined;
    if (ended) {
      await this.retire(row, ended);
      throw goneFor(ended);
    }
    return row;
  }

  /** Deletes a share that ended, leaving its tombstone first (see GoneShareRepository). */
  private async retire(row: PasteRow, reason: GoneReason): Promise<void> {
    await this.o.gone.mark('paste', row.slug, reason, this.now());
    await this.o.pastes.delete(row.id);
  }

  /** The share if this caller may manage it; 404 otherwise (a key never learns others' shares exist). */
  private async owned(
    idOrSlug: string,
    principal: Principal,
    allowSlug = false,
  ): Promise<PasteRow> {
    const row =
      (await this.o.pastes.findById(idOrSlug)) ??
      (allowSlug ? await this.o.pastes.findBySlug(idOrSlug) : undefined);
    if (!row || !owns(principal, row.created_by)) throw notFound('paste.notFound');
    return row;
  }

  private withTally<T extends { id: string; views: number }>(row: T): T {
    return { ...row, views: row.views + this.tally.unwritten(row.id) };
  }

  private checkSize(content: string): number {
    const size = Buffer.byteLength(content, 'utf8');
    if (size > this.o.maxContentBytes) {
      throw payloadTooLarge('paste.tooLarge', {
        size: formatMb(size),
        limit: formatMb(this.o.maxContentBytes),
      });
    }
    return size;
  }

  /**
   * A share as its reader sees it: metadata, plus the content when this is a counted `read`. One
   * literal of one shape (absent fields undefined, so left out of the JSON): spreading and
   * overriding fields here was a sixth of the handler's time on a share view.
   */
  private toView(
    row: PasteRow,
    principal: Principal | null,
    read?: Pick<PasteView, 'content' | 'title' | 'remark' | 'views' | 'isLastView'>,
  ): PasteView {
    const canEdit =
      principal !== null && can(principal, Permission.TEXT) && owns(principal, row.created_by);
    const hasPassword = row.password_hash !== null;
    return {
      slug: row.slug,
      format: row.format as PasteFormat,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      maxViews: row.max_views,
      hasPassword,
      requiresPassword: read === undefined && hasPassword,
      encrypted: row.encrypted === 1,
      content: read?.content,
      title: read?.title,
      remark: read?.remark,
      views: read?.views,
      isLastView: read?.isLastView,
      id: canEdit ? row.id : undefined,
      canEdit,
    };
  }

  private now(): string {
    return this.o.clock.now().toISOString();
  }
}

/** 410 saying why the share ended. */
const goneFor = (reason: GoneReason) =>
  gone(reason === 'expired' ? 'paste.expired' : 'paste.usedUp');
const isExpired = (row: { expires_at: string | null }, now: string) =>
  row.expires_at !== null && row.expires_at <= now;
const isUsedUp = (row: { max_views: number; views: number }) =>
  row.max_views > 0 && row.views >= row.max_views;
const formatMb = (bytes: number) =>
  `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

function toRecord(row: PasteListRow, now: string): PasteRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    remark: row.remark,
    format: row.format as PasteFormat,
    hasPassword: row.password_hash !== null,
    encrypted: row.encrypted === 1,
    expiresAt: row.expires_at,
    maxViews: row.max_views,
    views: row.views,
    createdBy: row.created_by,
    keyName: row.key_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    isExpired: isExpired(row, now) || isUsedUp(row),
    size: Number(row.size),
    // Ciphertext says nothing to a reader: no preview of it.
    preview: row.encrypted === 1 ? '' : row.preview,
  };
}
