/**
 * Uploads from a URL: learn what a remote file is (info) and download it (proxy: relayed to
 * browsers that the remote site's CORS keeps out, or streamed into storage by a server-side
 * fetch). Remote access goes only through the SSRF-safe fetcher, capped at the max upload size,
 * under a per-principal call budget (`admit`) and download slots. Turning the file into a share is
 * url-upload.share.service.ts.
 */
import type { Readable } from 'node:stream';
import { ErrorCode, type UrlInfo } from '@cloudpaste/contracts';
import { AppError } from '../../errors.js';
import { FailureLimiter } from '../../lib/rate-limiter.js';
import {
  BadStatusError,
  TooLargeError,
  type SafeFetcher,
  type SafeResponse,
} from '../../lib/safe-fetch/index.js';
import { creatorOf, type Principal } from '../../policies/access.js';
import { toAppError } from './url-upload.errors.js';
import { describeRemoteFile, rangeTotal } from './url-upload.remote-file.js';

export interface UrlUploadLimits {
  /** Each info request (HEAD, then the ranged GET fallback). */
  infoTimeoutMs: number;
  /** A whole download (proxied, or a server-side fetch). */
  proxyTimeoutMs: number;
  /** Longest silence from the remote while waiting for headers or body. */
  idleTimeoutMs: number;
  /** URL calls per principal and minute. */
  callsPerMinute: number;
  /** Downloads (proxied or server-side fetches) running at once per principal. */
  concurrentProxies: number;
}

export const DEFAULT_URL_UPLOAD_LIMITS: UrlUploadLimits = {
  infoTimeoutMs: 20_000,
  proxyTimeoutMs: 30 * 60_000,
  idleTimeoutMs: 30_000,
  callsPerMinute: 60,
  concurrentProxies: 3,
};

export interface UrlUploadServiceOptions {
  fetcher: SafeFetcher;
  /** The max upload size setting, in bytes, read on every call so changes apply at once. */
  maxUploadBytes: () => Promise<number>;
  limits?: Partial<UrlUploadLimits>;
  /** Milliseconds clock for the rate limit (tests). */
  now?: () => number;
}

/** A remote body on its way to the client. */
export interface RemoteDownload {
  filename: string;
  contentType: string;
  /** Set when the remote compressed the body despite being asked not to; sent on as is. */
  contentEncoding: string | null;
  size: number | null;
  body: Readable;
}

export class UrlUploadService {
  private readonly limits: UrlUploadLimits;
  /** Every call is counted (not only failures): a sliding window per principal. */
  private readonly calls: FailureLimiter;
  private readonly activeProxies = new Map<string, number>();

  constructor(private readonly o: UrlUploadServiceOptions) {
    this.limits = { ...DEFAULT_URL_UPLOAD_LIMITS, ...o.limits };
    this.calls = new FailureLimiter(this.limits.callsPerMinute, 60_000, o.now);
  }

  /** Name, type, size and CORS support of a remote file; `origin` is the page that will fetch it. */
  async info(url: string, principal: Principal, origin: string | null): Promise<UrlInfo> {
    this.admit(principal);
    const maxBytes = await this.o.maxUploadBytes();
    const { res, size } = await this.probe(url, maxBytes, origin).catch((error: unknown) => {
      throw toAppError(error);
    });
    const file = describeRemoteFile(res);
    const allowed = res.headers.get('access-control-allow-origin')?.trim();
    return {
      url: new URL(url).href,
      filename: file.filename,
      contentType: file.contentType,
      size,
      lastModified: file.lastModified,
      corsSupported: allowed === '*' || (origin !== null && allowed === origin),
    };
  }

  /** HEAD, or one byte of a GET where HEAD is refused; no body is read. */
  private async probe(url: string, maxBytes: number, origin: string | null) {
    const request = {
      maxBytes,
      timeoutMs: this.limits.infoTimeoutMs,
      idleTimeoutMs: this.limits.idleTimeoutMs,
    };
    // Sent so that servers which answer CORS per origin tell us about ours.
    const headers: Record<string, string> = origin ? { origin } : {};
    let res: SafeResponse;
    let size: number | null;
    try {
      res = await this.o.fetcher.fetch(url, { ...request, method: 'HEAD', headers });
      size = res.contentLength;
    } catch (error) {
      if (!(error instanceof BadStatusError)) throw error;
      const range = { ...headers, range: 'bytes=0-0' };
      res = await this.o.fetcher.fetch(url, { ...request, method: 'GET', headers: range });
      size = res.status === 206 ? rangeTotal(res.headers.get('content-range')) : res.contentLength;
    }
    res.body.destroy();
    if (size !== null && size > maxBytes) throw new TooLargeError(maxBytes, size);
    return { res, size };
  }

  /** Starts downloading a remote file; `signal` ends the fetch (the client went away, a cancel). */
  async proxy(url: string, principal: Principal, signal?: AbortSignal): Promise<RemoteDownload> {
    this.admit(principal);
    const release = this.takeProxySlot(principal);
    try {
      const maxBytes = await this.o.maxUploadBytes();
      const res = await this.o.fetcher.fetch(url, {
        method: 'GET',
        maxBytes,
        timeoutMs: this.limits.proxyTimeoutMs,
        idleTimeoutMs: this.limits.idleTimeoutMs,
        signal,
      });
      res.body.once('close', release);
      const file = describeRemoteFile(res);
      const encoding = res.headers.get('content-encoding')?.trim().toLowerCase();
      return {
        filename: file.filename,
        contentType: file.contentType,
        contentEncoding: encoding && encoding !== 'identity' ? encoding : null,
        size: res.contentLength,
        body: res.body,
      };
    } catch (error) {
      release();
      throw toAppError(error);
    }
  }

  /** The per-principal call budget; every URL upload call passes here first. */
  admit(principal: Principal): void {
    const key = creatorOf(principal);
    const decision = this.calls.check(key);
    if (!decision.allowed) {
      const seconds = decision.retryAfterSeconds;
      throw new AppError(429, ErrorCode.RATE_LIMITED, 'urlUpload.rateLimited', {
        seconds,
      }).withHeaders({ 'Retry-After': String(seconds) });
    }
    this.calls.fail(key);
  }

  private takeProxySlot(principal: Principal): () => void {
    const key = creatorOf(principal);
    const active = this.activeProxies.get(key) ?? 0;
    if (active >= this.limits.concurrentProxies) {
      throw new AppError(429, ErrorCode.RATE_LIMITED, 'urlUpload.tooManyDownloads', {
        max: this.limits.concurrentProxies,
      }).withHeaders({ 'Retry-After': '5' });
    }
    this.activeProxies.set(key, active + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.activeProxies.get(key) ?? 1) - 1;
      if (left > 0) this.activeProxies.set(key, left);
      else this.activeProxies.delete(key);
    };
  }
}
