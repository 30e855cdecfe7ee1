/**
 * The upload machinery share uploads (services/files) and uploads into mounts (services/fs) both
 * use: the size and capacity limits, the spool of form uploads, the multipart sessions and the
 * upload window. Other areas import it from here only (docs/ARCHITECTURE.md, "Service areas").
 */
export {
  assembleSession,
  checkMultipartSize,
  SESSION_NOT_FOUND,
  sessionPartUrls,
  sessionParts,
} from './multipart-sessions.js';
export { ByteMeter, UploadLimits, type UploadBudget } from './upload-limits.js';
export { UploadSpool, type SpooledFile, type SpoolSource } from './upload-spool.js';
export { DEFAULT_UPLOAD_WINDOW_MS, FS_PURPOSE, SHARE_PURPOSE } from './upload-window.js';
