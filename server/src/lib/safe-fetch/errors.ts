/** Typed failures of the safe fetcher, so callers map each to one clear HTTP answer. */

export abstract class SafeFetchError extends Error {
  abstract readonly kind:
    'BAD_URL' | 'REFUSED_ADDRESS' | 'TOO_LARGE' | 'TIMEOUT' | 'BAD_STATUS' | 'UPSTREAM';
}

/** The URL is not an absolute http(s) URL we are willing to send (or a redirect pointed to one). */
export class BadUrlError extends SafeFetchError {
  readonly kind = 'BAD_URL';
}

/** The host is, or resolves to, an address that is not public (loopback, private, metadata ...). */
export class RefusedAddressError extends SafeFetchError {
  readonly kind = 'REFUSED_ADDRESS';
  constructor(readonly host: string) {
    super(`${host} is not a public address`);
  }
}

/** The body is larger than allowed (announced by Content-Length or counted while streaming). */
export class TooLargeError extends SafeFetchError {
  readonly kind = 'TOO_LARGE';
  constructor(
    readonly limitBytes: number,
    /** The announced size, when the remote told it. */
    readonly sizeBytes: number | null = null,
  ) {
    super(`the remote file is larger than ${limitBytes} bytes`);
  }
}

/** The whole exchange, or a silence inside it, took longer than allowed. */
export class TimeoutError extends SafeFetchError {
  readonly kind = 'TIMEOUT';
  constructor(message = 'the remote server took too long to answer') {
    super(message);
  }
}

/** The remote answered, but not with a success. */
export class BadStatusError extends SafeFetchError {
  readonly kind = 'BAD_STATUS';
  constructor(readonly status: number) {
    super(`the remote server answered ${status}`);
  }
}

/** Anything else on the way: DNS failure, refused connection, too many redirects or headers. */
export class UpstreamError extends SafeFetchError {
  readonly kind = 'UPSTREAM';
}

/** The first SafeFetchError in an error's cause chain (undici wraps socket errors). */
export function findSafeFetchError(error: unknown): SafeFetchError | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    if (e instanceof SafeFetchError) return e;
  }
  return undefined;
}
