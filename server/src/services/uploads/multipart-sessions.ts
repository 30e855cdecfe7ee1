/**
 * The storage side of a tracked multipart upload (an upload_sessions row), shared by share uploads
 * and uploads into mounts: which parts arrived, re-signed part URLs, and assembly. A session whose
 * upload storage no longer knows is 404 `upload session not found`.
 */
import {
  MULTIPART_MAX_PARTS,
  MULTIPART_PART_SIZE,
  partBytesOf,
  partCountOf,
  type PresignedPartUrl,
} from '@cloudpaste/contracts';
import type { UploadSessionRow } from '../../db/types.js';
import { badRequest, notFound, payloadTooLarge } from '../../errors.js';
import { formatBytes } from '../../lib/format-bytes.js';
import { StorageNotFoundError, type StorageDriver } from '../../storage/driver.js';

export const SESSION_NOT_FOUND = 'upload.sessionNotFound';
/** The largest multipart upload: every part at the part size. */
const MAX_MULTIPART_BYTES = MULTIPART_PART_SIZE * MULTIPART_MAX_PARTS;

/** Refuses (413) a multipart upload larger than its parts can hold. */
export function checkMultipartSize(size: number): void {
  if (size > MAX_MULTIPART_BYTES)
    throw payloadTooLarge('upload.multipartTooLarge', {
      size: formatBytes(size),
      limit: formatBytes(MAX_MULTIPART_BYTES),
    });
}

type Session = Pick<UploadSessionRow, 'storage_key' | 'upload_id' | 'size' | 'part_size'>;

async function storageCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw notFound(SESSION_NOT_FOUND);
    throw error;
  }
}

/** Parts the storage already holds, so a reloaded page uploads only the rest. */
export async function sessionParts(driver: StorageDriver, session: Session) {
  const parts = await storageCall(() => driver.listParts(session.storage_key, session.upload_id));
  return parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag, size: p.size ?? 0 }));
}

/** Signed URLs for parts of the session; numbers beyond the upload are 400. */
export async function sessionPartUrls(
  driver: StorageDriver,
  session: Session,
  numbers: readonly number[],
  seconds: number,
): Promise<PresignedPartUrl[]> {
  const partCount = partCountOf(Number(session.size), session.part_size);
  const beyond = numbers.find((n) => n > partCount);
  if (beyond !== undefined)
    throw badRequest('upload.partBeyond', { part: beyond, parts: partCount });
  const { storage_key: key, upload_id: uploadId } = session;
  const sizeOf = (n: number) => partBytesOf(Number(session.size), n, session.part_size);
  return Promise.all(
    [...new Set(numbers)].map(async (partNumber) => ({
      partNumber,
      url: (await driver.presignPart(key, uploadId, partNumber, sizeOf(partNumber), seconds)).url,
    })),
  );
}

/**
 * Assembles the upload from every part 1..N, once each. A refusal by the storage keeps the
 * session, so the client may re-list its parts and retry.
 */
export async function assembleSession(
  driver: StorageDriver,
  session: Session,
  parts: readonly { partNumber: number; etag: string }[],
): Promise<void> {
  const partCount = partCountOf(Number(session.size), session.part_size);
  const sorted = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  if (sorted.length !== partCount || sorted.some((p, i) => p.partNumber !== i + 1))
    throw badRequest('upload.partsIncomplete', { parts: partCount, got: sorted.length });
  try {
    await driver.completeMultipart(session.storage_key, session.upload_id, sorted);
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw notFound(SESSION_NOT_FOUND);
    throw badRequest('upload.completeFailed', {
      detail: error instanceof Error ? error.message : 'storage error',
    });
  }
}
