/**
 * The API over Node's fetch: the credential header, the `{code, message, data}` envelope
 * (docs/API.md) and its errors turned into one line and an exit code.
 */
import { CliError, EXIT, exitCodeOfStatus, interrupted } from './errors.js';
import type { Credential } from './config.js';

export interface ApiOptions {
  base: string;
  credential: Credential | null;
  signal?: AbortSignal | undefined;
  /** `Accept-Language` for the server's messages (zh when LANG says so). */
  language: string;
}

type Query = Record<string, string | number | undefined>;

const AUTH_HINT =
  'set CLOUDPASTE_API_KEY (or `cloudpaste config set api-key KEY`); see docs/CLI.md, "Configure"';

/** The error an answer that is not 2xx stands for, with the server's own message when it sent one. */
export async function answerError(res: Response): Promise<CliError> {
  const text = await res.text().catch(() => '');
  let message = `HTTP ${res.status}`;
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) {
      message = `${body.message} (HTTP ${res.status})`;
    }
  } catch {
    // not an envelope: the status alone
  }
  const hint = res.status === 401 ? AUTH_HINT : undefined;
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
      const why = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new CliError(`cannot reach ${this.base}: ${why}`, EXIT.failure);
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
      throw new CliError(`${this.base} did not answer as a CloudPaste server (${path})`);
    }
    return envelope.data as T;
  }

  /** A link to a page of the web app (`/paste/{slug}`). */
  page(path: string): string {
    return `${this.base}${path}`;
  }
}

/** zh-CN messages from the server when the locale is Chinese, English otherwise. */
export function languageOf(env: Record<string, string | undefined>): string {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^zh/i.test(locale) ? 'zh-CN' : 'en';
}
