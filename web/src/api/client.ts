/**
 * The one fetch wrapper: base URL and /api prefix, auth header, JSON or FormData
 * bodies, a 30 s timeout, envelope unwrapping and the translated error catalogue.
 */
import { REQUEST_TIMEOUT_MS, SUCCESS_CODES } from '@cloudpaste/contracts';
import { SERVER_MESSAGE_LANGUAGE, serverErrorsReady } from '../i18n/serverErrors';
import { bodyCodeError, errorParamsOf, httpError, transportError } from './apiError';
import { authorizationHeader, currentCredential } from './authBridge';
import { apiUrl } from './baseUrl';
import { keepAnswer, keptAnswer, revalidationKey } from './revalidation';

export { ApiError } from './apiError';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Extra headers. An Authorization given here replaces the logged-in user's credential. */
  headers?: Record<string, string>;
  /** Resolve to the whole envelope {code, message, data, success} instead of its `data`. */
  envelope?: boolean;
  /**
   * A GET whose answer carries an ETag: kept in memory, and read again with If-None-Match, a 304
   * resolving to the kept answer (api/revalidation.ts).
   */
  revalidate?: boolean;
}

/** Bodies the browser must send as they are (multipart boundaries, binary, already-encoded). */
function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    typeof body === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function field(payload: unknown, name: string): unknown {
  return payload !== null && typeof payload === 'object'
    ? (payload as Record<string, unknown>)[name]
    : undefined;
}

function stringField(payload: unknown, name: string): string | undefined {
  const value = field(payload, name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const apiPath = (path.startsWith('/') ? path : `/${path}`).split('?')[0] ?? path;
  const headers = new Headers({ ...SERVER_MESSAGE_LANGUAGE, ...options.headers });
  // A caller-supplied Authorization (checking a key before logging in with it) is not the
  // session's credential, so its 401 must not log the session out.
  const credential = headers.has('Authorization') ? null : currentCredential();
  if (credential) headers.set('Authorization', authorizationHeader(credential));
  let body: BodyInit | undefined;
  if (options.body !== undefined && options.body !== null) {
    if (isRawBody(options.body)) body = options.body;
    else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);

  const url = apiUrl(path, options.query);
  const keptKey =
    options.revalidate && method === 'GET'
      ? revalidationKey(headers.get('Authorization'), url)
      : undefined;
  const known = keptKey === undefined ? undefined : keptAnswer(keptKey);
  if (known) headers.set('If-None-Match', known.etag);

  let response: Response;
  let payload: unknown;
  let notModified = false;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      signal: controller.signal,
    });
    notModified = response.status === 304 && known !== undefined;
    payload = notModified ? known?.payload : await readBody(response);
  } catch (error) {
    throw transportError(error, timedOut);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }

  const serverMessage = stringField(payload, 'message');
  const serverCode = stringField(payload, 'error');
  const serverReason = stringField(payload, 'reason');
  const serverParams = errorParamsOf(field(payload, 'params'));
  const code = field(payload, 'code');
  const answered = response.ok || notModified;
  const failed =
    !answered || (code !== undefined && code !== null && !SUCCESS_CODES.includes(Number(code)));
  // The words of the server's reason in the interface's language, fetched with the first error.
  if (failed && serverReason) await serverErrorsReady();
  if (!answered) {
    throw httpError({
      method,
      path: apiPath,
      status: response.status,
      statusText: response.statusText,
      serverMessage,
      serverCode,
      serverReason,
      serverParams,
      credential,
    });
  }
  if (failed) {
    throw bodyCodeError(
      Number(code) || response.status,
      serverMessage,
      serverCode,
      serverReason,
      serverParams,
    );
  }
  const etag = response.headers.get('ETag');
  if (keptKey !== undefined && !notModified && etag) keepAnswer(keptKey, etag, payload);
  if (options.envelope) return payload as T;
  // Older servers answered some routes with bare objects; read `data` when the envelope has it.
  return (
    payload !== null && typeof payload === 'object' && 'data' in payload
      ? field(payload, 'data')
      : payload
  ) as T;
}

/** Paths are given without the /api prefix, e.g. api.get('/admin/api-keys'). Resolves to `data`. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, { ...options, body }),
};
