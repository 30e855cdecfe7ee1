/**
 * Managing file shares (`/api/files`): list, read, edit and delete. The admin sees every share; an API
 * key only those it created (others' answer 404, so a key never learns they exist). Pending uploads
 * are never listed; their creator may still delete them (a failed presigned upload is cleaned up so).
 */
import type {
  BatchDeleteFilesAnswer,
  DeleteMode,
  FileList,
  FileRecord,
  ListFilesQuery,
  UpdateFileInput,
} from '@cloudpaste/contracts';
import type { FileUpdate } from '../../db/types.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { itemFailure } from '../../item-failure.js';
import { hashPassword } from '../../lib/crypto.js';
import { isoOrNull } from '../../lib/time.js';
import { creatorFilter, creatorOf, owns, type Principal } from '../../policies/access.js';
import type { FileListRow } from '../../repositories/file.repository.js';
import { previewSettingsOf, removeShare, type FileServiceDeps } from './file-deps.js';
import { toFileRecord } from './file-views.js';
import { FileAvailability } from './file-availability.js';
import { SLUG_TAKEN } from './share-rows.js';

const NOT_FOUND = 'file.notFound';

export class FileManagementService {
  constructor(
    private readonly o: FileServiceDeps,
    private readonly availability = new FileAvailability(o),
  ) {}

  async list(query: ListFilesQuery, principal: Principal): Promise<FileList> {
    // A key or a user sees only its own shares, whatever filter it sends.
    const createdBy = creatorFilter(principal, query.created_by);
    const { rows, total } = await this.o.files.list({
      limit: query.limit,
      offset: query.offset,
      search: query.search,
      createdBy,
      storageConfigId: query.s3_config_id,
    });
    const preview = await previewSettingsOf(this.o.settings);
    const now = this.now();
    const available = await this.availability.of(rows);
    return {
      files: rows.map((row) => ({
        ...toFileRecord(row, preview, now),
        available: available.get(row.id) ?? null,
      })),
      pagination: { total, limit: query.limit, offset: query.offset },
    };
  }

  async get(id: string, principal: Principal): Promise<FileRecord> {
    return this.record(await this.owned(id, principal));
  }

  /** Changes the given fields; `password: ""` clears the password, a new slug must be free (409). */
  async update(id: string, input: UpdateFileInput, principal: Principal): Promise<FileRecord> {
    const row = await this.owned(id, principal);
    const changes: FileUpdate = { updated_at: this.now() };
    if (input.remark !== undefined) changes.remark = input.remark?.trim() || null;
    if (input.slug !== undefined) changes.slug = input.slug;
    if (input.expires_at !== undefined) changes.expires_at = isoOrNull(input.expires_at);
    if (input.use_proxy !== undefined) changes.use_proxy = input.use_proxy ? 1 : 0;
    if (input.max_views !== undefined) changes.max_views = input.max_views;
    if (input.password !== undefined)
      changes.password_hash = input.password === '' ? null : await hashPassword(input.password);
    if (!(await this.o.files.update(row.id, changes))) throw conflict(SLUG_TAKEN);
    if (input.slug) await this.o.gone.forget('file', input.slug);
    return this.record(await this.owned(row.id, principal));
  }

  /**
   * Deletes each share the caller may delete. `both` removes the object too (never a mount's);
   * `record_only` keeps it. A share whose object cannot be deleted keeps its row and is reported.
   */
  async batchDelete(
    ids: readonly string[],
    mode: DeleteMode,
    principal: Principal,
  ): Promise<BatchDeleteFilesAnswer> {
    const answer: BatchDeleteFilesAnswer = { success: 0, failed: [] };
    for (const id of new Set(ids)) {
      const row = await this.o.files.findById(id);
      if (
        !row ||
        !owns(principal, row.created_by) ||
        (row.status !== 'ready' && row.created_by !== creatorOf(principal))
      ) {
        answer.failed.push({ id, ...itemFailure(notFound(NOT_FOUND)) });
        continue;
      }
      try {
        if (mode === 'both') await removeShare(this.o, row);
        else await this.o.files.delete(row.id);
        answer.success++;
      } catch (error) {
        const detail = itemFailure(error).error;
        answer.failed.push({ id, ...itemFailure(badRequest('file.objectNotDeleted', { detail })) });
      }
    }
    return answer;
  }

  counts(): Promise<{ total: number; expired: number; bytes: number }> {
    return this.o.files.counts(this.now());
  }

  /** A ready share the caller may manage; 404 otherwise. */
  private async owned(id: string, principal: Principal): Promise<FileListRow> {
    const row = await this.o.files.findListRowById(id);
    if (!row || row.status !== 'ready' || !owns(principal, row.created_by))
      throw notFound(NOT_FOUND);
    return row;
  }

  private async record(row: FileListRow): Promise<FileRecord> {
    return toFileRecord(row, await previewSettingsOf(this.o.settings), this.now());
  }

  private now(): string {
    return this.o.clock.now().toISOString();
  }
}
