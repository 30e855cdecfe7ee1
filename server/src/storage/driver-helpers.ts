/** Rules the drivers share, so every storage answers alike. */
import { Readable } from 'node:stream';
import { lookup } from 'mime-types';
import { deleteFailure, StorageError, type DeleteFailure } from './driver.js';

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Content type from the key's extension: what listings (and local files) report. */
export function contentTypeFor(key: string): string {
  return lookup(key) || DEFAULT_CONTENT_TYPE;
}

/** SigV4 presigned URLs live at most 7 days; local signed URLs follow the same cap. */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

export function presignSeconds(requested: number): number {
  if (!Number.isFinite(requested) || requested < 1) return 1;
  return Math.min(Math.floor(requested), MAX_PRESIGN_SECONDS);
}

/** ETags compared and stored without the quotes HTTP puts around them. */
export const bareEtag = (etag: string): string => etag.replace(/^(W\/)?"(.*)"$/, '$2');

/** S3 refuses multipart parts below 5 MiB except the last; the local driver enforces the same. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
export const MAX_PART_NUMBER = 10_000;
/** S3's largest single PUT or part: 5 GiB. */
export const MAX_PART_BYTES = 5 * 1024 * 1024 * 1024;

/**
 * The body, failing as soon as it turns out not to hold exactly `size` bytes: a short body would
 * otherwise leave an S3 request waiting for bytes that never come, a long one would be cut.
 */
export function exactly(body: AsyncIterable<Uint8Array>, size: number): Readable {
  async function* checked() {
    let bytes = 0;
    for await (const chunk of body) {
      bytes += chunk.length;
      if (bytes > size)
        throw new StorageError(`the body is longer than the announced ${size} bytes`);
      yield chunk;
    }
    if (bytes !== size)
      throw new StorageError(`the body is ${bytes} bytes, ${size} were announced`);
  }
  return Readable.from(checked(), { objectMode: false });
}

/**
 * `deleteMany` for storages that delete one key per request: up to `concurrency` at once, a key that
 * fails listed with its reason without stopping the others.
 */
export async function deleteEach(
  keys: readonly string[],
  concurrency: number,
  deleteOne: (key: string) => Promise<void>,
): Promise<{ deleted: string[]; failed: DeleteFailure[] }> {
  const deleted: string[] = [];
  const failed: DeleteFailure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as string;
      try {
        await deleteOne(key);
        deleted.push(key);
      } catch (error) {
        failed.push(deleteFailure(key, error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, keys.length) }, worker));
  return { deleted, failed };
}
