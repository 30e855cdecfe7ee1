/**
 * The file-share services, built together from one set of dependencies. Other service areas import
 * this area from here only (docs/ARCHITECTURE.md, "Service areas").
 */
import type { AttemptLimiter } from '../../lib/attempt-limiter.js';
import type { FileServiceDeps } from './file-deps.js';
import { FileAccessService } from './file-access.service.js';
import { FileAvailability } from './file-availability.js';
import { FileManagementService } from './file-management.service.js';
import { FileMultipartService } from './file-multipart.service.js';
import { FileSweeper } from './file-sweeper.js';
import { FileUploadService } from './file-upload.service.js';
import { ShareUploadMarks } from './upload-marks.js';

export type { FileServiceDeps, ObjectKeptEvent } from './file-deps.js';
// What other service areas may use: the explorer's shares of mount files and the preview lists.
export { previewSettingsOf } from './file-deps.js';
export type { FileManagementService } from './file-management.service.js';
export type { FileUploadService } from './file-upload.service.js';
export { createMountShare, type MountFile, type MountShareDeps } from './mount-shares.js';

export interface FileServices {
  uploads: FileUploadService;
  multipart: FileMultipartService;
  access: FileAccessService;
  management: FileManagementService;
  sweeper: FileSweeper;
  /** What the local storage's signed PUT URLs of share presigns answer to. */
  marks: ShareUploadMarks;
}

/** `attempts`: where wrong share passwords are counted, shared by every server instance. */
export function createFileServices(deps: FileServiceDeps, attempts: AttemptLimiter): FileServices {
  const uploads = new FileUploadService(deps);
  const availability = new FileAvailability(deps);
  return {
    uploads,
    multipart: new FileMultipartService(deps, uploads),
    access: new FileAccessService(deps, attempts, availability),
    management: new FileManagementService(deps, availability),
    sweeper: new FileSweeper(deps),
    marks: new ShareUploadMarks(deps),
  };
}
