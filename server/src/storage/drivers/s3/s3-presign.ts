/**
 * Presigned URLs of the S3 driver. PUTs sign Content-Type (and Content-Length when the size is
 * known) as headers, so the storage refuses another type or size; GETs may set the response's
 * disposition and type. A custom host gets plain links (see customHostUrl).
 */
import { GetObjectCommand, PutObjectCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDisposition } from '../../../lib/content-disposition.js';
import type { PresignGetOptions, PresignedRequest, PresignPutOptions } from '../../driver.js';
import { presignSeconds } from '../../driver-helpers.js';
import { customHostUrl, type S3Context } from './s3-client.js';

/** The user metadata key (`x-amz-meta-cloudpaste-upload`) a presigned PUT's upload mark goes in. */
export const UPLOAD_MARK = 'cloudpaste-upload';

export function presignPut(
  s3: S3Context,
  key: string,
  options: PresignPutOptions,
): Promise<PresignedRequest> {
  const { contentType, size, mark } = options;
  // The mark's x-amz-meta header is hoisted into the signed query string: the storage keeps it with
  // the object although the client sends no such header, and cannot change it.
  const command = new PutObjectCommand({
    Bucket: s3.bucket,
    Key: key,
    ContentType: contentType,
    ContentLength: size,
    ...(mark !== undefined && { Metadata: { [UPLOAD_MARK]: mark } }),
  });
  const signed = size === undefined ? ['content-type'] : ['content-type', 'content-length'];
  return presign(s3, 'PUT', command, options.expiresInSeconds, signed, {
    'Content-Type': contentType,
  });
}

export function presignGet(
  s3: S3Context,
  customHost: string | null,
  key: string,
  options: PresignGetOptions,
): Promise<PresignedRequest> {
  const seconds = presignSeconds(options.expiresInSeconds);
  if (customHost) {
    const expiresAt = new Date(Date.now() + seconds * 1000);
    return Promise.resolve({
      url: customHostUrl(customHost, key),
      method: 'GET',
      headers: {},
      expiresAt,
    });
  }
  const { disposition } = options;
  const command = new GetObjectCommand({
    Bucket: s3.bucket,
    Key: key,
    ResponseContentType: options.contentType,
    ResponseContentDisposition:
      disposition && contentDisposition(disposition.type, disposition.filename),
  });
  return presign(s3, 'GET', command, seconds);
}

/** A part's URL with its length signed in: storage refuses a body of any other length. */
export function presignPart(
  s3: S3Context,
  key: string,
  uploadId: string,
  partNumber: number,
  size: number,
  expiresInSeconds: number,
): Promise<PresignedRequest> {
  const command = new UploadPartCommand({
    Bucket: s3.bucket,
    Key: key,
    UploadId: uploadId,
    PartNumber: partNumber,
    ContentLength: size,
  });
  return presign(s3, 'PUT', command, expiresInSeconds, ['content-length']);
}

async function presign(
  s3: S3Context,
  method: 'PUT' | 'GET',
  command: PutObjectCommand | GetObjectCommand | UploadPartCommand,
  expiresInSeconds: number,
  signed: readonly string[] = [],
  headers: Record<string, string> = {},
): Promise<PresignedRequest> {
  const expiresIn = presignSeconds(expiresInSeconds);
  // Unhoisted: sent as signed headers, not query parameters, so the request must carry them.
  const options = {
    expiresIn,
    signableHeaders: new Set(signed),
    unhoistableHeaders: new Set(signed),
  };
  // The SDK's per-command generics do not unify over a union; each member is a valid argument.
  const url = await getSignedUrl(s3.client, command as Parameters<typeof getSignedUrl>[1], options);
  return { url, method, headers, expiresAt: new Date(Date.now() + expiresIn * 1000) };
}
