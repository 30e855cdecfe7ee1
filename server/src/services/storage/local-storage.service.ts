/**
 * The signed app URLs that stand in for presigned URLs on local storage: checks a token (signature,
 * expiry, operation, signed type and size), finds the storage it names and streams the body to or
 * from that storage's driver. The HTTP edge is routes/local-storage.routes.ts.
 */
import type { Readable } from 'node:stream';
import { ErrorCode } from '@cloudpaste/contracts';
import parseRange from 'range-parser';
import { AppError, badRequest, forbidden, notFound, payloadTooLarge } from '../../errors.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import type { Clock } from '../../lib/time.js';
import {
  InvalidKeyError,
  StorageNotFoundError,
  StorageRangeError,
  type ByteRange,
  type StorageDriver,
} from '../../storage/driver.js';
import { DEFAULT_CONTENT_TYPE, MAX_PART_BYTES } from '../../storage/driver-helpers.js';
import { deriveUrlKey, verifyGrant, type LocalUrlGrant } from '../../storage/local-signed-url.js';
import type { StorageAccess } from '../storage-access.js';

export interface LocalUploadRequest {
  contentType?: string;
  contentLength?: number;
}

export interface LocalDownload {
  status: 200 | 206;
  headers: Record<string, string>;
  /** Null for HEAD. */
  body: Readable | null;
}

/**
 * The uploads a marked PUT grant is for (share presigns mark theirs with the share's id): a grant
 * is good only while its upload is open, so committing or cancelling the upload ends it, and what
 * the PUT stored is recorded, so the commit can tell it from anything else written at the key.
 */
export interface UploadMarks {
  isOpen(mark: string): Promise<boolean>;
  written(mark: string, etag: string): Promise<void>;
}

export class LocalStorageService {
  private readonly urlKey: Buffer;

  constructor(
    private readonly deps: {
      storage: StorageAccess;
      secret: string;
      clock: Clock;
      marks?: UploadMarks;
    },
  ) {
    this.urlKey = deriveUrlKey(deps.secret);
  }

  /** PUT of an object (op `put`) or of one multipart part (op `part`); answers the stored ETag. */
  async upload(
    token: string,
    body: Readable,
    request: LocalUploadRequest,
  ): Promise<{ etag: string }> {
    const grant = this.verify(token, 'put', 'part');
    const length = request.contentLength;
    if (length === undefined)
      throw new AppError(411, ErrorCode.BAD_REQUEST, 'http.contentLengthRequired');
    const driver = await this.driverFor(grant);
    try {
      if (grant.size !== undefined && length !== grant.size) {
        throw length > grant.size
          ? payloadTooLarge('localLink.bodyTooLarge', { size: grant.size })
          : badRequest('localLink.bodySize', { size: grant.size });
      }
      if (grant.op === 'part') {
        if (length > MAX_PART_BYTES) throw payloadTooLarge('localLink.partTooLarge');
        const part = await driver.uploadPart(
          grant.key,
          grant.uploadId ?? '',
          grant.partNumber ?? 0,
          body,
          length,
        );
        return { etag: part.etag };
      }
      if (grant.contentType && !sameMediaType(grant.contentType, request.contentType)) {
        throw forbidden('localLink.contentType', { type: grant.contentType });
      }
      const contentType = grant.contentType ?? request.contentType ?? DEFAULT_CONTENT_TYPE;
      const { mark } = grant;
      if (mark !== undefined && !(await this.deps.marks?.isOpen(mark)))
        throw forbidden('localLink.finished');
      const info = await driver.put(grant.key, body, { contentType, size: length });
      if (mark !== undefined) await this.deps.marks?.written(mark, info.etag);
      return { etag: info.etag };
    } catch (error) {
      throw httpError(error);
    }
  }

  /** GET or HEAD of an object, with one byte range when asked (several ranges: the whole object). */
  async download(
    token: string,
    request: { range?: string; headOnly: boolean },
  ): Promise<LocalDownload> {
    const grant = this.verify(token, 'get');
    const driver = await this.driverFor(grant);
    try {
      const info = await driver.head(grant.key);
      if (!info) throw notFound('file.notFound');
      const range = request.range ? requestedRange(request.range, info.size) : undefined;
      const object = request.headOnly
        ? { ...info, body: null, range }
        : await driver.get(grant.key, { range });
      const headers: Record<string, string> = {
        'Content-Type': grant.contentType ?? object.contentType,
        'Content-Length': String(range ? range.end - range.start + 1 : object.size),
        ETag: `"${object.etag}"`,
        'Last-Modified': object.lastModified.toUTCString(),
        'Accept-Ranges': 'bytes',
      };
      if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${object.size}`;
      if (grant.disposition) {
        const { type, filename } = grant.disposition;
        headers['Content-Disposition'] = contentDisposition(type, filename);
      }
      return { status: range ? 206 : 200, headers, body: object.body };
    } catch (error) {
      throw httpError(error);
    }
  }

  private verify(token: string, ...ops: LocalUrlGrant['op'][]): LocalUrlGrant {
    const result = verifyGrant(this.urlKey, token, this.deps.clock.now());
    if (!result.ok) {
      throw forbidden(result.reason === 'expired' ? 'link.expired' : 'link.invalid');
    }
    if (!ops.includes(result.grant.op)) throw forbidden('localLink.wrongOperation');
    return result.grant;
  }

  private async driverFor(grant: LocalUrlGrant): Promise<StorageDriver> {
    const { driver, capabilities } = await this.deps.storage.byId(grant.configId);
    // Only a storage whose links this route serves: a grant never opens another kind of storage.
    if (!capabilities.appSignedUrls) throw notFound('storage.configNotFound');
    return driver;
  }
}

/** `bytes=...` against the object's size: one satisfiable range, undefined for "the whole object". */
function requestedRange(header: string, size: number): ByteRange | undefined {
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) throw unsatisfiable(size);
  // Malformed (-2), not bytes, or several ranges: RFC 9110 lets us answer the whole object.
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

const unsatisfiable = (size: number) =>
  new AppError(416, ErrorCode.BAD_REQUEST, 'localLink.rangeNotSatisfiable').withHeaders({
    'Content-Range': `bytes */${size}`,
  });

/** Compares type/subtype only: browsers may add parameters such as a charset. */
function sameMediaType(signed: string, sent: string | undefined): boolean {
  const essence = (value: string) => value.split(';')[0]?.trim().toLowerCase() ?? '';
  return sent !== undefined && essence(signed) === essence(sent);
}

/** Storage answers a client can act on become HTTP errors; anything else stays a logged 500. */
function httpError(error: unknown): unknown {
  if (error instanceof StorageNotFoundError)
    return notFound('storage.objectNotFound', { detail: error.message });
  if (error instanceof StorageRangeError)
    return new AppError(416, ErrorCode.BAD_REQUEST, 'storage.rangeInvalid', {
      detail: error.message,
    });
  if (error instanceof InvalidKeyError)
    return badRequest('storage.invalidKey', { detail: error.message });
  return error;
}
