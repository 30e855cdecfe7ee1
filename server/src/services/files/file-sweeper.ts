/**
 * The periodic clean-up of file shares (every 5 minutes, jobs/scheduler.ts): expired and used-up
 * shares (row and object; a mount's object is never touched), pending uploads whose window closed,
 * multipart sessions past their window, storage multipart uploads the server started itself and
 * never finished (an instance killed mid-stream: no session row names them), and spooled upload
 * files a crash left behind. Each run handles a bounded batch; the rest waits for the next.
 */
import { LIMITED_SHARE_TICKET_SECONDS } from '@cloudpaste/contracts';
import type { FileRow } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { abortSession } from './file-multipart.service.js';
import { endOf, endShare, removeShare, type FileServiceDeps } from './file-deps.js';
import { FS_PURPOSE, SHARE_PURPOSE } from '../uploads/index.js';

const BATCH = 500;

export interface SweepResult {
  expired: number;
  pending: number;
  sessions: number;
  /** Spooled upload files older than the upload window (each is removed once its upload ends). */
  spooled: number;
  /** Storage multipart uploads older than the upload window that no session tracks, aborted. */
  multipart: number;
  /** Shares or sessions whose storage refused the clean-up; they are retried next run. */
  failed: number;
}

export class FileSweeper {
  constructor(private readonly o: FileServiceDeps) {}

  async sweep(): Promise<SweepResult> {
    const now = this.o.clock.now();
    const nowIso = now.toISOString();
    const result: SweepResult = {
      expired: 0,
      pending: 0,
      sessions: 0,
      spooled: 0,
      multipart: 0,
      failed: 0,
    };

    // Sessions first: aborting one also removes its pending share (mount uploads have none).
    const sessions = [
      ...(await this.o.sessions.findExpired(SHARE_PURPOSE, nowIso, BATCH)),
      ...(await this.o.sessions.findExpired(FS_PURPOSE, nowIso, BATCH)),
    ];
    for (const session of sessions) {
      try {
        const storage = await this.storageOrNull(session.storage_config_id);
        if (storage) await abortSession(this.o, session, storage.driver);
        else await this.o.sessions.delete(session.id);
        result.sessions++;
      } catch {
        result.failed++;
      }
    }

    // Only a share with a view limit is used up, and its tickets last LIMITED_SHARE_TICKET_SECONDS.
    const usedUpBefore = new Date(
      now.getTime() - LIMITED_SHARE_TICKET_SECONDS * 1000,
    ).toISOString();
    // Ended shares leave tombstones (410 with why); a stale upload was never shared.
    result.expired = await this.removeAll(
      await this.o.files.findExpired(nowIso, usedUpBefore, BATCH),
      result,
      (row) => endShare(this.o, row, endOf(row, nowIso)),
    );
    result.pending = await this.removeAll(
      await this.o.files.findStalePending(nowIso, BATCH),
      result,
      (row) => removeShare(this.o, row),
    );
    result.spooled = await this.removeStaleSpool(now);
    await this.abortUntracked(now, result);
    return result;
  }

  /**
   * Multipart uploads still open in each storage, started before the window, that no session
   * tracks (a session's own expiry aborts those above): what a streamed upload leaves in the
   * bucket when its instance dies between starting the upload and completing or aborting it.
   */
  private async abortUntracked(now: Date, result: SweepResult): Promise<void> {
    const before = now.getTime() - this.o.uploadWindowMs;
    for (const config of await this.o.configs.list()) {
      try {
        const storage = await this.storageOrNull(config.id);
        if (!storage) continue;
        const uploads = await storage.driver.listMultipartUploads('');
        for (const upload of uploads.filter((u) => u.initiated.getTime() < before)) {
          if (result.multipart >= BATCH) return;
          if (await this.isTracked(upload.uploadId)) continue;
          await storage.driver.abortMultipart(upload.key, upload.uploadId);
          result.multipart++;
        }
      } catch {
        result.failed++;
      }
    }
  }

  private async isTracked(uploadId: string): Promise<boolean> {
    for (const purpose of [SHARE_PURPOSE, FS_PURPOSE]) {
      if (await this.o.sessions.findByUploadId(uploadId, purpose)) return true;
    }
    return false;
  }

  private async removeStaleSpool(now: Date): Promise<number> {
    const before = now.getTime() - this.o.uploadWindowMs;
    const { objects } = await this.o.spool.list('', { limit: BATCH });
    const stale = objects.filter((o) => o.lastModified.getTime() < before).map((o) => o.key);
    return stale.length === 0 ? 0 : (await this.o.spool.deleteMany(stale)).deleted.length;
  }

  private async removeAll(
    rows: FileRow[],
    result: SweepResult,
    remove: (row: FileRow) => Promise<void>,
  ): Promise<number> {
    let removed = 0;
    for (const row of rows) {
      try {
        await remove(row);
        removed++;
      } catch {
        result.failed++;
      }
    }
    return removed;
  }

  private async storageOrNull(id: string) {
    try {
      return await this.o.storage.byId(id);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  }
}
