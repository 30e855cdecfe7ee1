/**
 * Multipart calls of the S3 driver. radosgw quirks handled here: CompleteMultipartUpload may answer
 * an empty ETag (the object is HEADed afterwards instead), ListParts after an abort answers 404
 * NoSuchKey (mapped to not found like NoSuchUpload), and abort of a gone upload is not an error.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  UploadPartCommand,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { StorageError, type UploadedPart } from '../../driver.js';
import { MAX_PART_NUMBER, bareEtag } from '../../driver-helpers.js';
import { copySource, sendBody, type S3Context } from './s3-client.js';
import { isNotFound } from './s3-errors.js';

export async function createUpload(s3: S3Context, key: string, contentType: string) {
  const out = await s3.client.send(
    new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key, ContentType: contentType }),
  );
  if (!out.UploadId) throw new StorageError('the storage started a multipart upload without an id');
  return { uploadId: out.UploadId };
}

export function checkPartNumber(partNumber: number): void {
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
    throw new StorageError(`part numbers run from 1 to ${MAX_PART_NUMBER}`);
  }
}

export async function uploadPart(
  s3: S3Context,
  key: string,
  uploadId: string,
  partNumber: number,
  body: Readable,
  size: number,
): Promise<UploadedPart> {
  checkPartNumber(partNumber);
  const out = await sendBody(body, size, undefined, (Body, abortSignal) =>
    s3.client.send(
      new UploadPartCommand({
        Bucket: s3.bucket,
        Key: key,
        UploadId: uploadId,
        PartNumber: partNumber,
        Body,
        ContentLength: size,
      }),
      { abortSignal },
    ),
  );
  return { partNumber, etag: bareEtag(out.ETag ?? ''), size };
}

export async function listParts(
  s3: S3Context,
  key: string,
  uploadId: string,
): Promise<UploadedPart[]> {
  const parts: UploadedPart[] = [];
  let marker: string | undefined;
  do {
    const out = await s3.client.send(
      new ListPartsCommand({
        Bucket: s3.bucket,
        Key: key,
        UploadId: uploadId,
        PartNumberMarker: marker,
      }),
    );
    for (const part of out.Parts ?? []) {
      if (part.PartNumber === undefined) continue;
      parts.push({ partNumber: part.PartNumber, etag: bareEtag(part.ETag ?? ''), size: part.Size });
    }
    marker = out.IsTruncated ? out.NextPartNumberMarker : undefined;
  } while (marker);
  return parts.sort((a, b) => a.partNumber - b.partNumber);
}

export async function completeUpload(
  s3: S3Context,
  key: string,
  uploadId: string,
  parts: readonly UploadedPart[],
): Promise<void> {
  if (parts.length === 0) throw new StorageError('a multipart upload needs at least one part');
  await s3.client.send(
    new CompleteMultipartUploadCommand({
      Bucket: s3.bucket,
      Key: key,
      UploadId: uploadId,
      MultipartUpload: {
        Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: `"${bareEtag(p.etag)}"` })),
      },
    }),
  );
}

export async function abortUpload(s3: S3Context, key: string, uploadId: string): Promise<void> {
  try {
    await s3.client.send(
      new AbortMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId }),
    );
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

export async function listUploads(s3: S3Context, prefix: string) {
  const uploads: { key: string; uploadId: string; initiated: Date }[] = [];
  let keyMarker: string | undefined;
  let uploadIdMarker: string | undefined;
  for (;;) {
    const out = await s3.client.send(
      new ListMultipartUploadsCommand({
        Bucket: s3.bucket,
        Prefix: prefix || undefined,
        KeyMarker: keyMarker,
        UploadIdMarker: uploadIdMarker,
      }),
    );
    for (const upload of out.Uploads ?? []) {
      if (!upload.Key || !upload.UploadId) continue;
      uploads.push({
        key: upload.Key,
        uploadId: upload.UploadId,
        initiated: upload.Initiated ?? new Date(0),
      });
    }
    if (!out.IsTruncated) return uploads;
    keyMarker = out.NextKeyMarker;
    uploadIdMarker = out.NextUploadIdMarker;
  }
}

/** Server-side copy of an object too big for CopyObject (over 5 GiB), part by part. */
export async function copyInParts(
  s3: S3Context,
  sourceKey: string,
  targetKey: string,
  size: number,
  contentType: string,
  partBytes: number,
): Promise<void> {
  const { uploadId } = await createUpload(s3, targetKey, contentType);
  try {
    const parts: UploadedPart[] = [];
    for (let start = 0, partNumber = 1; start < size; start += partBytes, partNumber++) {
      const end = Math.min(start + partBytes, size) - 1;
      const out = await s3.client.send(
        new UploadPartCopyCommand({
          Bucket: s3.bucket,
          Key: targetKey,
          UploadId: uploadId,
          PartNumber: partNumber,
          CopySource: copySource(s3.bucket, sourceKey),
          CopySourceRange: `bytes=${start}-${end}`,
        }),
      );
      parts.push({ partNumber, etag: bareEtag(out.CopyPartResult?.ETag ?? '') });
    }
    await completeUpload(s3, targetKey, uploadId, parts);
  } catch (error) {
    await abortUpload(s3, targetKey, uploadId).catch(() => undefined);
    throw error;
  }
}

/**
 * A body of unknown (or large) size as a parallel multipart upload through lib-storage, which
 * buffers at most queueSize parts. A failed body makes lib-storage abort the upload in the bucket
 * before `done()` rejects; its own `abort()` would reject at once and abort the bucket's upload
 * only later, so a cancel here fails the body instead and returns once nothing is left behind.
 */
export async function putStream(
  s3: S3Context,
  key: string,
  body: Readable,
  contentType: string,
  signal?: AbortSignal,
): Promise<void> {
  // 8 MiB parts reach 78 GiB within S3's 10,000 parts.
  const partSize = 8 * 1024 * 1024;
  const upload = new Upload({
    client: s3.client,
    params: { Bucket: s3.bucket, Key: key, Body: body, ContentType: contentType },
    partSize,
    queueSize: 2,
  });
  const onAbort = () => {
    const reason: unknown = signal?.reason;
    body.destroy(reason instanceof Error ? reason : new Error('upload aborted'));
  };
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await upload.done();
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
