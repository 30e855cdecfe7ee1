/** How the explorer sends files (docs/product/limits.md), and what every upload step is handed. */
import {
  MULTIPART_CONCURRENCY,
  MULTIPART_MAX_RETRIES,
  MULTIPART_PART_SIZE,
  MULTIPART_RETRY_DELAY_MS,
  PART_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
} from '@cloudpaste/contracts';
import type { FsTransport } from './transport';

export interface FsUploadConfig {
  /** Files up to this size go in one presigned PUT; larger ones in resumable parts. */
  smallFileMax: number;
  /** The server's part size (resumed sessions do not repeat it). */
  partSize: number;
  partConcurrency: number;
  partRetries: number;
  retryDelayMs: number;
  partTimeoutMs: number;
  uploadTimeoutMs: number;
}

/** Four parts (20 MiB): below that a lost connection costs little to redo. */
export const DEFAULT_FS_UPLOAD_CONFIG: FsUploadConfig = {
  smallFileMax: 4 * MULTIPART_PART_SIZE,
  partSize: MULTIPART_PART_SIZE,
  partConcurrency: MULTIPART_CONCURRENCY,
  partRetries: MULTIPART_MAX_RETRIES,
  retryDelayMs: MULTIPART_RETRY_DELAY_MS,
  partTimeoutMs: PART_TIMEOUT_MS,
  uploadTimeoutMs: UPLOAD_TIMEOUT_MS,
};

/** One file's upload: where it stands is reported through the callbacks. */
export interface FileRun {
  transport: FsTransport;
  config: FsUploadConfig;
  signal: AbortSignal;
  isUserCancel: () => boolean;
  /** Bytes on their way: the file moves from preparing to uploading. */
  onUploading: () => void;
  /** Bytes of this file sent so far. */
  onBytes: (loaded: number) => void;
}
