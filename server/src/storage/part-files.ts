/**
 * Multipart uploads kept as files, S3's rules on storages without multipart of their own (local,
 * WebDAV): one folder per upload holding `upload.json` and one file per part (`00001.part`). Each
 * driver stores them its own way; the names, the upload's description and S3's checks live here.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { StorageError, StorageNotFoundError, type UploadedPart } from './driver.js';
import { MAX_PART_NUMBER, MIN_PART_BYTES, bareEtag } from './driver-helpers.js';

export const UPLOAD_ID = /^[A-Za-z0-9_-]{32}$/;
export const PART_FILE = /^(\d{5})\.part$/;
export const UPLOAD_META_FILE = 'upload.json';

export const uploadMeta = z.object({
  key: z.string(),
  contentType: z.string(),
  initiated: z.string(),
});
export type UploadMeta = z.infer<typeof uploadMeta>;

export interface OpenUpload {
  key: string;
  uploadId: string;
  initiated: Date;
}

/** What every multipart call on an upload that is gone, malformed or for another key throws. */
export const uploadNotFound = (key: string, uploadId: string): StorageNotFoundError =>
  new StorageNotFoundError(`multipart upload ${uploadId} of ${JSON.stringify(key)} does not exist`);

export const newUploadId = (): string => randomBytes(24).toString('base64url');

export const partFile = (partNumber: number): string =>
  `${String(partNumber).padStart(5, '0')}.part`;

export function checkPartNumber(partNumber: number): void {
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER)
    throw new StorageError(`part numbers run from 1 to ${MAX_PART_NUMBER}`);
}

/**
 * The same checks S3 makes on completion: ascending parts, all uploaded, matching ETags, none but
 * the last under 5 MiB. `stored` describes a part as kept (null when it is not); answers the sizes.
 */
export async function checkParts(
  parts: readonly UploadedPart[],
  stored: (partNumber: number) => Promise<{ etag: string; size: number } | null>,
): Promise<number[]> {
  if (parts.length === 0) throw new StorageError('a multipart upload needs at least one part');
  const sizes: number[] = [];
  let previous = 0;
  for (const [index, part] of parts.entries()) {
    checkPartNumber(part.partNumber);
    if (part.partNumber <= previous)
      throw new StorageError('parts must be listed in ascending order, once each');
    previous = part.partNumber;
    const info = await stored(part.partNumber);
    if (!info || info.etag !== bareEtag(part.etag))
      throw new StorageError(`part ${part.partNumber} was not uploaded or its ETag does not match`);
    if (index < parts.length - 1 && info.size < MIN_PART_BYTES)
      throw new StorageError(
        `part ${part.partNumber} is smaller than 5 MiB and is not the last part`,
      );
    sizes.push(info.size);
  }
  return sizes;
}

/** Open uploads by key, the oldest first for one key (S3's order). */
export const byKeyThenAge = (a: OpenUpload, b: OpenUpload): number =>
  a.key === b.key ? a.initiated.getTime() - b.initiated.getTime() : a.key < b.key ? -1 : 1;
