/**
 * The API over Node's fetch: the credential header, the `{code, message, data}` envelope
 * (docs/API.md) and its errors turned into one line and an exit code.
 */
import { CliError, exitCodeOfStatus, interrupted } from './errors.js';
import type { Credential } from './config.js';
import { reasonOfCode, say } from './i18n/catalogue.js';
import type { Language } from './i18n/locale.js';

export interface ApiOptions {
  base: string;
  credential: Credential | null;
  signal?: AbortSignal | undefined;
  /** `Accept-Language`: the server's messages in the run's language (i18n/locale.ts). */
  language: Language;
}

type Query = Record<string, string | number | undefined>;

/** The error an answer that is not 2xx stands for, with the server's own message when it sent one. */
export async function answerError(res: Response): Promise<CliError> {
  const text = await res.text().catch(() => '');
  const status = String(res.status);
  // The server's own message, already in the run's language (Accept-Language), passes through.
  let message = say('error.http', { status });
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) {
      message = say('error.server', { message: body.message, status });
    }
  } catch {
    // not an envelope: the status alone
  }
  const hint = res.status === 401 ? say('hint.setKey') : undefined;
  return new CliError(message, exitCodeOfStatus(res.status), hint, res.status);
}

export class Api {
  constructor(private readonly options: ApiOptions) {}

  get base(): string {
    return this.options.base;
  }

  get signal(): AbortSignal | undefined {
    return this.options.signal;
  }

  /** An absolute URL for an API path (`/pastes`) or a URL the server answered (`/api/storage/...`). */
  url(path: string, query: Query = {}): URL {
    const url = /^https?:\/\//.test(path)
      ? new URL(path)
      : new URL(`${this.base}${path.startsWith('/api/') ? '' : '/api'}${path}`);
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
    }
    return url;
  }

  private headers(auth: boolean, extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { 'Accept-Language': this.options.language, ...extra };
    const credential = this.options.credential;
    if (auth && credential) {
      headers.Authorization =
        credential.kind === 'apiKey' ? `ApiKey ${credential.value}` : `Bearer ${credential.value}`;
    }
    return headers;
  }

  /** A request whose non-2xx answer is thrown as a CliError; the answer's body is left unread. */
  async send(
    method: string,
    url: URL | string,
    init: { body?: RequestInit['body']; headers?: Record<string, string>; auth?: boolean } = {},
  ): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: this.headers(init.auth ?? true, init.headers),
        body: init.body,
        signal: this.options.signal,
      });
    } catch (error) {
      if (this.options.signal?.aborted) throw interrupted();
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code
        ? reasonOfCode(cause.code)
        : (cause?.message ?? (error as Error).message);
      throw new CliError(say('error.unreachable', { server: this.base, reason: why }));
    }
    if (!res.ok) throw await answerError(res);
    return res;
  }

  /** A JSON call; answers the envelope's `data`. */
  async call<T>(
    method: string,
    path: string,
    init: { body?: unknown; query?: Query; auth?: boolean } = {},
  ): Promise<T> {
    const json = init.body !== undefined;
    const res = await this.send(method, this.url(path, init.query), {
      body: json ? JSON.stringify(init.body) : undefined,
      headers: json ? { 'Content-Type': 'application/json' } : {},
      auth: init.auth ?? true,
    });
    const envelope = (await res.json().catch(() => null)) as { data?: T } | null;
    if (!envelope || typeof envelope !== 'object' || !('data' in envelope)) {
      throw new CliError(say('error.notCloudPaste', { server: this.base, path }));
    }
    return envelope.data as T;
  }

  /** A link to a page of the web app (`/paste/{slug}`). */
  page(path: string): string {
    return `${this.base}${path}`;
  }
}
