/**
 * ApiError and the HTTP/general error catalogue (docs/product/interface.md, "Messages"): which
 * translated message a failed call shows, and which 401s end the session. The server's own words
 * are shown in the interface's language by their `reason` (i18n/serverErrors.ts), or as sent for a
 * reason this build does not know.
 */
import type { ErrorParams } from '@cloudpaste/contracts/error-messages';
import i18n from 'i18next';
import { reasonText } from '../i18n/serverErrors';
import { rejectCredential, type Credential } from './authBridge';

export class ApiError extends Error {
  constructor(
    /** HTTP status, the body's code, or 0 when no answer arrived (network, timeout, abort). */
    readonly status: number,
    /** Translated, ready to show. */
    message: string,
    /** Stable machine code: the server's `error` field, or TIMEOUT / ABORTED / NETWORK_ERROR. */
    readonly code?: string,
    /** The server's own message, untranslated, when it sent one. */
    readonly serverMessage?: string,
    /** The server's catalogue id of that message (`apiKey.nameTaken`), and its values. */
    readonly reason?: string,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

// Keys are spelled out in full (not built from parts) so locales.test.ts can see they are used.
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

export function transportError(error: unknown, timedOut: boolean): ApiError {
  if (timedOut) return new ApiError(0, t('errors:http.timeout'), 'TIMEOUT');
  // Checked by name: DOMException is not always an Error subclass across runtimes.
  if ((error as { name?: unknown } | null)?.name === 'AbortError') {
    return new ApiError(0, t('errors:http.aborted'), 'ABORTED');
  }
  return new ApiError(0, t('errors:http.network'), 'NETWORK_ERROR');
}

/** Share password checks: POST /paste/{slug} and POST /public/files/{slug}/verify. */
function isPasswordVerify(method: string, path: string): boolean {
  return (
    method === 'POST' &&
    (/^\/paste\/[^/]+$/.test(path) || /^\/public\/files\/[^/]+\/verify$/.test(path))
  );
}

const FILE_ENDPOINTS = ['/upload', '/s3/', '/files', '/fs/upload', '/url/'];
const NO_ACCESS = /unauthori[sz]ed|no access|not authori[sz]ed|未授权|无权|没有权限/i;

/**
 * The 401 rules. A rejected admin token or API key logs out; a key refused by a file/upload
 * endpoint only for lack of access keeps its session (the key is valid, just not for that storage).
 */
function unauthorizedMessage(
  method: string,
  path: string,
  credential: Credential | null,
  serverMessage: string | undefined,
  serverText: string | undefined,
): string {
  if (isPasswordVerify(method, path)) return serverText || t('errors:http.wrongPassword');
  // A wrong password or two-factor code there is the answer to that form, not a lost session.
  if (
    path.startsWith('/admin/change-password') ||
    path.startsWith('/account/password') ||
    path.startsWith('/account/two-factor') ||
    path === '/admin/login/two-factor'
  )
    return serverText || t('errors:http.verificationFailed');
  try {
    if (credential?.type === 'admin') {
      rejectCredential('admin');
      return t('errors:http.adminSessionExpired');
    }
    if (credential?.type === 'apikey') {
      const isFileEndpoint = FILE_ENDPOINTS.some((prefix) => path.startsWith(prefix));
      if (isFileEndpoint && serverText && serverMessage && NO_ACCESS.test(serverMessage))
        return serverText;
      rejectCredential('apikey');
      return t('errors:http.apiKeyInvalid');
    }
    return t('errors:http.unauthorized');
  } catch {
    return t('errors:http.authFailed');
  }
}

export interface FailedResponse {
  method: string;
  /** The API path without /api and without the query string. */
  path: string;
  status: number;
  statusText: string;
  serverMessage: string | undefined;
  serverCode: string | undefined;
  serverReason?: string;
  serverParams?: ErrorParams;
  /** The credential that was sent, or null when none (or a caller-supplied header) was. */
  credential: Credential | null;
}

export function httpError(failed: FailedResponse): ApiError {
  const { method, path, status, statusText, serverMessage, serverCode, credential } = failed;
  const { serverReason, serverParams } = failed;
  const serverText = reasonText(serverReason, serverParams) ?? serverMessage;
  let message: string;
  if (status === 401)
    message = unauthorizedMessage(method, path, credential, serverMessage, serverText);
  else if (status === 409) message = serverText || t('errors:http.slugTaken');
  else message = serverText || t('errors:http.httpError', { status, text: statusText });
  return new ApiError(status, message, serverCode, serverMessage, serverReason, serverParams);
}

/** A body whose `code` is not 200/201/202, on an otherwise successful HTTP answer. */
export function bodyCodeError(
  code: number,
  serverMessage: string | undefined,
  serverCode?: string,
  serverReason?: string,
  serverParams?: ErrorParams,
) {
  return new ApiError(
    code,
    reasonText(serverReason, serverParams) || serverMessage || t('errors:http.requestFailed'),
    serverCode,
    serverMessage,
    serverReason,
    serverParams,
  );
}

/** The `params` of an error envelope: its string and number values, or undefined. */
export function errorParamsOf(value: unknown): ErrorParams | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
