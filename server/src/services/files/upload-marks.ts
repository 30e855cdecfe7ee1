/**
 * The local storage's signed PUT URLs of share presigns carry the share's id as their mark
 * (local-storage.service.ts asks here): a URL takes bytes only while its upload is pending and in
 * its window, so a commit or a cancel ends it, and the ETag of what it stored is kept on the
 * pending row, for the commit to recognise the object as this upload's.
 */
import type { UploadMarks } from '../storage/index.js';
import type { FileServiceDeps } from './file-deps.js';

export class ShareUploadMarks implements UploadMarks {
  constructor(private readonly o: Pick<FileServiceDeps, 'files' | 'clock'>) {}

  async isOpen(fileId: string): Promise<boolean> {
    const row = await this.o.files.findById(fileId);
    if (!row || row.status !== 'pending') return false;
    return row.pending_until === null || row.pending_until > this.o.clock.now().toISOString();
  }

  written(fileId: string, etag: string): Promise<void> {
    return this.o.files.recordWritten(fileId, etag);
  }
}
