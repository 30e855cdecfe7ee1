/**
 * Backups and restores through the admin API (routes/backup.routes.ts); the CLI (cli/db-tools.ts)
 * calls the same writer and restore (docs/DEPLOY.md, "Backups").
 */
import { ErrorCode } from '@cloudpaste/contracts';
import { AppError } from '../../errors.js';
import { downloadLinkHolder, issueDownloadLink } from '../../lib/download-links.js';
import type { Clock } from '../../lib/time.js';
import type { TableRowsRepository } from '../../repositories/table-rows.repository.js';
import { backupFileName } from './backup-format.js';
import { backupLines } from './backup-writer.js';
import { restoreBackup, type RestoreOutcome } from './restore.js';

/** What an admin types to restore over an instance that is not empty. */
export const REPLACE_CONFIRMATION = 'REPLACE';

const BACKUP_LINK = { purpose: 'backup' } as const;

export interface BackupServiceDeps {
  rows: TableRowsRepository;
  secret: string;
  clock: Clock;
  /** The migrations' names, in order. */
  knownSchemas: readonly string[];
  /** Drops what this instance keeps in memory (caches, opened storages) after a restore. */
  forgetMemory: () => Promise<void>;
}

export class BackupService {
  constructor(private readonly o: BackupServiceDeps) {}

  download(): { fileName: string; lines: AsyncGenerator<string> } {
    const now = this.o.clock.now();
    return {
      fileName: backupFileName(now),
      lines: backupLines({ rows: this.o.rows, secret: this.o.secret, now }),
    };
  }

  /** A link that downloads a backup without credentials, for a minute (lib/download-links.ts). */
  link(adminId: string): { url: string; expiresAt: string } {
    const { token, expiresAt } = issueDownloadLink(
      this.o.secret,
      BACKUP_LINK,
      adminId,
      this.o.clock.now(),
    );
    return { url: `/api/admin/backup/${token}`, expiresAt };
  }

  /** The download a link opens; 401 when it is not a valid, unexpired backup link. */
  downloadByLink(token: string): { fileName: string; lines: AsyncGenerator<string> } {
    if (downloadLinkHolder(this.o.secret, BACKUP_LINK, token, this.o.clock.now()) === null) {
      throw new AppError(401, ErrorCode.UNAUTHORIZED, 'backup.linkExpired');
    }
    return this.download();
  }

  /** `confirmation` (REPLACE) restores over an instance that is not empty. */
  async restore(
    body: AsyncIterable<string>,
    confirmation: string | undefined,
  ): Promise<RestoreOutcome> {
    if (confirmation !== undefined && confirmation !== REPLACE_CONFIRMATION) {
      throw new AppError(400, ErrorCode.BAD_REQUEST, 'backup.confirmMismatch', {
        word: REPLACE_CONFIRMATION,
      });
    }
    try {
      return await restoreBackup(body, {
        rows: this.o.rows,
        secret: this.o.secret,
        force: confirmation !== undefined,
        knownSchemas: this.o.knownSchemas,
      });
    } finally {
      await this.o.forgetMemory();
    }
  }
}
