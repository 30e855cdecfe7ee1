/**
 * The audit log (docs/product/admin.md, "Audit log"): records what happened, lists it for the
 * admin and for an API key's own entries, walks it for the CSV export and forgets entries older
 * than the retention setting. Recording never fails the action it records: a write that fails is
 * told to `onError` (main.ts logs it) and the action goes on.
 */
import {
  ErrorCode,
  type AuditAction,
  type AuditActor,
  type AuditEntry,
  type AuditFilter,
  type AuditListInput,
  type AuditPage,
} from '@cloudpaste/contracts';
import { downloadLinkHolder, issueDownloadLink } from '../../lib/download-links.js';
import { AppError } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import type { Clock } from '../../lib/time.js';
import type {
  AuditLogRepository,
  AuditRowFilter,
} from '../../repositories/audit-log.repository.js';
import type { SettingsService } from '../settings.service.js';
import { clip, clipLabel, entryOf, safeDetail, USER_AGENT_MAX } from './audit-entry.js';
import { filterQuery } from './audit-csv.js';

export interface AuditRecord {
  action: AuditAction;
  actor: AuditActor;
  address?: string | null;
  userAgent?: string | null;
  target?: { type: string; id: string | null } | null;
  /** Small and without secrets: secret-named keys are dropped (audit-entry.ts). */
  detail?: Record<string, unknown> | null;
}

export interface AuditServiceOptions {
  log: AuditLogRepository;
  settings: Pick<SettingsService, 'get'>;
  clock: Clock;
  /** Signs the CSV export's download links (lib/download-links.ts). */
  secret: string;
  onError?: (error: unknown, action: AuditAction) => void;
}

/** Rows read per query of a walk: the CSV export holds one page in memory, never the log. */
const WALK_PAGE = 500;
const DAY_MS = 24 * 3600_000;

export class AuditService {
  constructor(private readonly o: AuditServiceOptions) {}

  async record(entry: AuditRecord): Promise<void> {
    try {
      await this.o.log.insert({
        id: newId(),
        at: this.o.clock.now().toISOString(),
        action: entry.action,
        actor_kind: entry.actor.kind,
        actor_id: entry.actor.id,
        actor_label: clipLabel(entry.actor.label),
        address: clip(entry.address, 64),
        user_agent: clip(entry.userAgent, USER_AGENT_MAX),
        target_type: entry.target?.type ?? null,
        target_id: clip(entry.target?.id, 256),
        detail: safeDetail(entry.detail),
      });
    } catch (error) {
      this.o.onError?.(error, entry.action);
    }
  }

  /** A page of entries, newest first; `self` keeps only that actor's own. */
  async list(input: AuditListInput, self?: AuditRowFilter['self']): Promise<AuditPage> {
    const { limit, offset, ...rest } = input;
    const filter: AuditRowFilter = self ? { ...rest, self } : rest;
    const [rows, total] = await Promise.all([
      this.o.log.page(filter, limit, offset),
      this.o.log.count(filter),
    ]);
    return { entries: rows.map(entryOf), total, limit, offset };
  }

  /** Every entry the filter matches, newest first, read a page at a time. */
  async *walk(filter: AuditFilter): AsyncGenerator<AuditEntry> {
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const rows = await this.o.log.pageAfter(filter, after, WALK_PAGE);
      for (const row of rows) yield entryOf(row);
      const last = rows.at(-1);
      if (!last || rows.length < WALK_PAGE) return;
      after = { at: last.at, id: last.id };
    }
  }

  /**
   * A one-minute link that exports the CSV of `filter` without credentials. The filters travel as
   * the link's query and are signed into its token, so whoever holds the link cannot change them.
   */
  csvLink(adminId: string, filter: AuditFilter): { url: string; expiresAt: string } {
    const scope = filterQuery(filter);
    const claim = { purpose: 'audit-csv', scope } as const;
    const { token, expiresAt } = issueDownloadLink(
      this.o.secret,
      claim,
      adminId,
      this.o.clock.now(),
    );
    return { url: `/api/admin/audit.csv/${token}${scope && `?${scope}`}`, expiresAt };
  }

  /** The entries a CSV link exports; 401 when it is not valid for exactly these filters. */
  walkByLink(token: string, filter: AuditFilter): AsyncGenerator<AuditEntry> {
    const claim = { purpose: 'audit-csv', scope: filterQuery(filter) } as const;
    if (downloadLinkHolder(this.o.secret, claim, token, this.o.clock.now()) === null) {
      throw new AppError(401, ErrorCode.UNAUTHORIZED, 'audit.linkExpired');
    }
    return this.walk(filter);
  }

  /** Forgets entries older than audit_retention_days (0 keeps them); how many went. */
  async sweep(): Promise<number> {
    const days = Number(await this.o.settings.get('audit_retention_days'));
    if (!(days > 0)) return 0;
    const before = new Date(this.o.clock.now().getTime() - days * DAY_MS).toISOString();
    return this.o.log.removeBefore(before);
  }
}
