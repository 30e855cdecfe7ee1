/**
 * The S3 client for one configuration, with the settings every S3-compatible service needs, and the
 * helpers shared by the driver's modules.
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { exactly } from '../../driver-helpers.js';

/** What an S3 driver is built from: a configuration's settings with its secrets opened. */
export interface S3DriverSpec {
  /** Full endpoint URL (https://s3.amazonaws.com, http://127.0.0.1:7480 ...); empty for AWS's default. */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  pathStyle: boolean;
  /** Public host used instead of the endpoint in links handed to browsers (CDN, custom domain). */
  customHost: string | null;
}

/** What the driver's modules share: the client and the bucket it works in. */
export interface S3Context {
  client: S3Client;
  bucket: string;
}

export function createS3Client(spec: S3DriverSpec): S3Client {
  return new S3Client({
    region: spec.region || 'us-east-1',
    endpoint: spec.endpoint || undefined,
    forcePathStyle: spec.pathStyle,
    credentials: { accessKeyId: spec.accessKeyId, secretAccessKey: spec.secretAccessKey },
    // Newer SDKs send stream bodies as aws-chunked with a CRC32 trailer by default, which radosgw,
    // B2 and others refuse (411) or store verbatim; checksums only where the API demands them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    followRegionRedirects: true,
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 300_000 },
  });
}

/** `CopySource` is `bucket/key`, URL-encoded segment by segment. */
export const copySource = (bucket: string, key: string) =>
  `${encodeURIComponent(bucket)}/${encodeKey(key)}`;

export const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/**
 * A link on the configuration's custom host (a CDN or custom domain in front of a public bucket):
 * plain `https://host/key`. Such hosts cannot check an S3 signature made for the endpoint's host,
 * so these links carry none (nor expiry or response headers).
 */
export function customHostUrl(customHost: string, key: string): string {
  const base = /^https?:\/\//i.test(customHost) ? customHost : `https://${customHost}`;
  return `${base.replace(/\/+$/, '')}/${encodeKey(key)}`;
}

/** One PutObject from a stream of exactly `size` bytes (the SDK sends a stream unsigned). */
export async function putObject(
  s3: S3Context,
  object: { key: string; size: number; contentType: string },
  body: Readable,
  abortSignal: AbortSignal | undefined,
): Promise<void> {
  await s3.client.send(
    new PutObjectCommand({
      Bucket: s3.bucket,
      Key: object.key,
      Body: body,
      ContentLength: object.size,
      ContentType: object.contentType,
    }),
    { abortSignal },
  );
}

/**
 * Sends a request with a streamed body of a known size. The SDK pipes the body into the request and
 * would wait forever if the body failed (a client going away) or fell short: such a failure aborts
 * the request and is what the caller sees.
 */
export async function sendBody<T>(
  body: Readable,
  size: number,
  signal: AbortSignal | undefined,
  send: (body: Readable, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const checked = exactly(body, size);
  const failed = new AbortController();
  let failure: unknown;
  checked.once('error', (error) => {
    failure = error;
    failed.abort(error);
  });
  try {
    return await send(checked, signal ? AbortSignal.any([signal, failed.signal]) : failed.signal);
  } catch (error) {
    throw failure ?? error;
  } finally {
    body.destroy();
  }
}
