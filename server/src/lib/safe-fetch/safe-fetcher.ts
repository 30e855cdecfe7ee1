/**
 * Fetches a URL from the public internet only (SSRF guard for URL uploads). Every hop's URL is
 * checked, names are resolved and pinned by `pinnedLookup`, redirects are followed by hand (at most
 * `maxRedirects`, http/https only), and the exchange is capped in size, total time, idle time and
 * header count. Failures are the typed errors of ./errors.ts.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { Agent, request } from 'undici';
import { isPublicAddress, type AddressPolicy } from './address-policy.js';
import {
  BadStatusError,
  BadUrlError,
  TimeoutError,
  TooLargeError,
  UpstreamError,
  findSafeFetchError,
} from './errors.js';
import { pinnedLookup, systemResolver, type Resolver } from './pinned-lookup.js';
import { parseTarget } from './target.js';

export interface SafeFetcherOptions {
  userAgent: string;
  maxRedirects?: number;
  /** Response header lines accepted per hop. */
  maxHeaders?: number;
  /** Bytes of response headers accepted per hop. */
  maxHeaderBytes?: number;
  /** The outside world, replaceable in tests: how names resolve. */
  resolve?: Resolver;
}

export interface SafeRequest {
  /** POST carries `body` (webhooks); a 303 turns it into a GET without one. */
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Larger bodies are refused: up front from Content-Length, else while streaming. */
  maxBytes: number;
  /** The whole exchange: connecting, redirects, headers and body. */
  timeoutMs: number;
  /** Longest silence while waiting for headers or between body chunks. */
  idleTimeoutMs: number;
  /** The caller's own cancellation (its client went away). */
  signal?: AbortSignal;
}

export interface SafeResponse {
  /** Where the body came from, after redirects. */
  url: URL;
  status: number;
  headers: Headers;
  /** From Content-Length; null when the remote did not say. */
  contentLength: number | null;
  /** The body, capped at `maxBytes`; destroy it when not reading it to the end. */
  body: Readable;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export class SafeFetcher {
  private readonly agent: Agent;
  private readonly maxRedirects: number;
  private readonly maxHeaders: number;

  /**
   * `addressPolicy` is a code-level seam, deliberately not an option or setting: production wiring
   * never passes it, so only a test can let this fetcher reach loopback.
   */
  constructor(
    private readonly options: SafeFetcherOptions,
    private readonly addressPolicy: AddressPolicy = isPublicAddress,
  ) {
    this.maxRedirects = options.maxRedirects ?? 5;
    this.maxHeaders = options.maxHeaders ?? 100;
    this.agent = new Agent({
      connect: {
        lookup: pinnedLookup(options.resolve ?? systemResolver, addressPolicy),
        timeout: 10_000,
      },
      maxHeaderSize: options.maxHeaderBytes ?? 32 * 1024,
      keepAliveTimeout: 4_000,
    });
  }

  async fetch(input: string, req: SafeRequest): Promise<SafeResponse> {
    const timeout = AbortSignal.timeout(req.timeoutMs);
    const signal = req.signal ? AbortSignal.any([timeout, req.signal]) : timeout;
    const fail = (error: unknown) => translate(error, timeout);
    let url = parseTarget(input, this.addressPolicy);
    let method = req.method ?? 'GET';
    for (let hop = 0; ; hop++) {
      const res = await request(url, {
        dispatcher: this.agent,
        method,
        headers: {
          'user-agent': this.options.userAgent,
          'accept-encoding': 'identity',
          ...req.headers,
        },
        ...(method === 'POST' && req.body !== undefined && { body: req.body }),
        signal,
        headersTimeout: req.idleTimeoutMs,
        bodyTimeout: req.idleTimeoutMs,
      }).catch((error: unknown) => {
        throw fail(error);
      });
      const outcome = this.judge(res.statusCode, res.headers, hop, req.maxBytes);
      if (outcome instanceof Error) {
        discard(res.body);
        throw outcome;
      }
      if (typeof outcome === 'string') {
        discard(res.body);
        url = this.redirectTarget(outcome, url);
        if (res.statusCode === 303 && method !== 'HEAD') method = 'GET';
        continue;
      }
      const { headers, contentLength } = outcome;
      const body = capped(res.body, req.maxBytes, fail);
      return { url, status: res.statusCode, headers, contentLength, body };
    }
  }

  /** A failure, a redirect's Location, or the headers of a response to hand over. */
  private judge(status: number, raw: IncomingHttpHeaders, hop: number, maxBytes: number) {
    if (countHeaders(raw) > this.maxHeaders) {
      return new UpstreamError('the remote server sent too many headers');
    }
    const headers = toHeaders(raw);
    if (REDIRECT_STATUSES.has(status)) {
      const location = headers.get('location');
      if (!location) return new BadStatusError(status);
      if (hop >= this.maxRedirects)
        return new UpstreamError(`more than ${this.maxRedirects} redirects`);
      return location;
    }
    if (status < 200 || status > 299) return new BadStatusError(status);
    const contentLength = parseLength(headers.get('content-length'));
    if (contentLength !== null && contentLength > maxBytes)
      return new TooLargeError(maxBytes, contentLength);
    return { headers, contentLength };
  }

  /** The next hop, checked like the first; a redirect to a non-http(s) URL is the remote's fault. */
  private redirectTarget(location: string, current: URL): URL {
    try {
      return parseTarget(location, this.addressPolicy, current);
    } catch (error) {
      if (!(error instanceof BadUrlError)) throw error;
      throw new UpstreamError(
        `the remote server redirected to a URL that cannot be fetched (${error.message})`,
      );
    }
  }

  /** Closes pooled connections (tests, shutdown). */
  close(): Promise<void> {
    return this.agent.close();
  }
}

/** Streams `source` on, failing with TooLargeError past `maxBytes` and with translated errors. */
function capped(source: Readable, maxBytes: number, fail: (error: unknown) => Error): Readable {
  const out = Readable.from(
    (async function* () {
      let total = 0;
      try {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          total += chunk.length;
          if (total > maxBytes) throw new TooLargeError(maxBytes);
          yield chunk;
        }
      } catch (error) {
        throw fail(error);
      }
    })(),
    { objectMode: false },
  );
  // However the reader stops (end, error, destroy before the first read), the socket is released.
  out.once('close', () => discard(source));
  return out;
}

/** Drops a body we will not read; undici reports that as an abort error nobody needs to hear. */
function discard(body: Readable): void {
  body.on('error', () => {});
  body.destroy();
}

function translate(error: unknown, timeout: AbortSignal): Error {
  const known = findSafeFetchError(error);
  if (known) return known;
  if (timeout.aborted) return new TimeoutError();
  const code = (error as { code?: unknown } | null)?.code;
  if (
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  ) {
    return new TimeoutError('the remote server went silent');
  }
  if (code === 'UND_ERR_HEADERS_OVERFLOW')
    return new UpstreamError('the remote server sent too many headers');
  if (code === 'UND_ERR_INVALID_ARG' || code === 'ERR_INVALID_URL')
    return new BadUrlError('not a valid URL');
  return new UpstreamError('could not fetch from the remote server', { cause: error });
}

function countHeaders(headers: IncomingHttpHeaders): number {
  return Object.values(headers).reduce(
    (n, value) => n + (Array.isArray(value) ? value.length : 1),
    0,
  );
}

function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    try {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {
      // A header value Headers will not hold is one we would not use.
    }
  }
  return headers;
}

function parseLength(value: string | null): number | null {
  if (value === null || !/^\d{1,16}$/.test(value.trim())) return null;
  return Number(value);
}
