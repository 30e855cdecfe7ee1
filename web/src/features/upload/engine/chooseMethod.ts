/**
 * Which way a file travels (docs/product/uploads.md, "Methods"): straight to storage with one
 * presigned PUT when it is small, in resumable 5 MiB parts when it is large, or through the server
 * (POST /api/upload) when the user picks that fallback (storage without CORS for this site, for
 * example).
 */
import { MULTIPART_PART_SIZE } from '@cloudpaste/contracts';

export type UploadMethod = 'presigned' | 'multipart' | 'direct';
/** What the user picks in the form; 'auto' lets the size decide between presigned and multipart. */
export type MethodPreference = 'auto' | 'direct';

/**
 * Files above four parts go multipart: below that a lost connection costs little to redo, and one
 * PUT saves the init/complete round trips.
 */
export const MULTIPART_THRESHOLD_BYTES = 4 * MULTIPART_PART_SIZE;

export function chooseMethod(
  size: number,
  preference: MethodPreference,
  threshold = MULTIPART_THRESHOLD_BYTES,
): UploadMethod {
  if (preference === 'direct') return 'direct';
  return size > threshold ? 'multipart' : 'presigned';
}
