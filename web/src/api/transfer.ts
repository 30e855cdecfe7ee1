/**
 * Transfers the api client cannot make: a form post through XMLHttpRequest (fetch reports no
 * upload progress), a GET whose body the caller streams, and PUTs to presigned storage URLs.
 * Failed answers are judged like any api client call.
 */
import { SUCCESS_CODES } from '@cloudpaste/contracts';
import { sendXhr, type StoragePut, type TransferOptions } from '../lib/transfer/xhr';
import { SERVER_MESSAGE_LANGUAGE, serverErrorsReady } from '../i18n/serverErrors';
import { bodyCodeError, errorParamsOf, httpError } from './apiError';
import { authorizationHeader, currentCredential, type Credential } from './authBridge';
import { apiBaseUrl, apiUrl } from './baseUrl';

/** Presigned URLs may point at this app ('/api/...' for local storage) or at the storage itself. */
export function resolveUploadUrl(url: string, origin = window.location.origin): string {
  if (url.startsWith('/api/')) return `${apiBaseUrl() || origin}${url}`;
  return new URL(url, origin).href;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function authHeaders(credential: Credential | null): Record<string, string> {
  if (!credential) return { ...SERVER_MESSAGE_LANGUAGE };
  return { ...SERVER_MESSAGE_LANGUAGE, Authorization: authorizationHeader(credential) };
}

/** The ApiError of a non-2xx answer whose body (an envelope, usually) is `body`. */
async function failedAnswer(
  request: { method: string; path: string; credential: Credential | null },
  response: { status: number; statusText: string },
  body: string,
) {
  const payload = parseJson(body);
  const serverReason = textOf(payload?.reason);
  if (serverReason) await serverErrorsReady();
  return httpError({
    ...request,
    status: response.status,
    statusText: response.statusText,
    serverMessage: textOf(payload?.message),
    serverCode: textOf(payload?.error),
    serverReason,
    serverParams: errorParamsOf(payload?.params),
  });
}

/** POSTs a form to an API path (without /api) with the session's credential; resolves to `data`. */
export function postFormWithProgress<T>(
  path: string,
  form: FormData,
  options: TransferOptions,
): Promise<T> {
  return sendWithProgress<T>('POST', path, form, {}, options);
}

/**
 * Sends a body (a form, or a file's bytes) to an API path with the session's credential, through
 * XMLHttpRequest for its upload progress; resolves to the envelope's `data`.
 */
export async function sendWithProgress<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: FormData | Blob,
  headers: Record<string, string>,
  options: TransferOptions,
): Promise<T> {
  const credential = currentCredential();
  const response = await sendXhr({
    method,
    url: apiUrl(path),
    body,
    headers: { ...authHeaders(credential), ...headers },
    ...options,
  });
  if (response.status < 200 || response.status >= 300) {
    throw await failedAnswer({ method, path, credential }, response, response.body);
  }
  const payload = parseJson(response.body);
  const code = Number(payload?.code ?? response.status);
  if (!SUCCESS_CODES.includes(code)) {
    const serverReason = textOf(payload?.reason);
    if (serverReason) await serverErrorsReady();
    throw bodyCodeError(
      code,
      textOf(payload?.message),
      textOf(payload?.error),
      serverReason,
      errorParamsOf(payload?.params),
    );
  }
  return payload?.data as T;
}

/** GETs an API path for its raw body (the caller streams it); a failed answer is an ApiError. */
export async function fetchWithCredential(
  path: string,
  query: Record<string, string>,
  signal: AbortSignal,
): Promise<Response> {
  const credential = currentCredential();
  const response = await fetch(apiUrl(path, query), { signal, headers: authHeaders(credential) });
  if (response.ok) return response;
  const body = await response.text().catch(() => '');
  throw await failedAnswer({ method: 'GET', path, credential }, response, body);
}

/** A PUT of bytes to a presigned URL. Storage URLs are signed: our credentials are never sent. */
export const putToStorage: StoragePut = (url, body, headers, options) =>
  sendXhr({ method: 'PUT', url: resolveUploadUrl(url), body, headers, ...options });
