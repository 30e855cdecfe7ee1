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
  return sendBody(body, size, undefined, (checked, abortSignal) =>
    putPart(s3, { key, uploadId, partNumber, size }, checked, abortSignal),
  );
}

/** One UploadPart from a stream of exactly `size` bytes (the SDK sends a stream unsigned). */
export async function putPart(
  s3: S3Context,
  part: { key: string; uploadId: string; partNumber: number; size: number },
  body: Readable,
  abortSignal: AbortSignal | undefined,
): Promise<UploadedPart> {
  const out = await s3.client.send(
    new UploadPartCommand({
      Bucket: s3.bucket,
      Key: part.key,
      UploadId: part.uploadId,
      PartNumber: part.partNumber,
      Body: body,
      ContentLength: part.size,
    }),
    { abortSignal },
  );
  return { partNumber: part.partNumber, etag: bareEtag(out.ETag ?? ''), size: part.size };
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
