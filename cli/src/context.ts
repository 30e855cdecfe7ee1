/** What every command starts from: its streams and the resolved configuration (config.ts). */
import { Api, languageOf } from './client.js';
import type { Settings } from './config.js';
import { CliError, EXIT } from './errors.js';
import type { Io } from './io.js';

export interface Context {
  io: Io;
  settings: Settings;
}

/**
 * The API of the configured server, or of the server a share's link points at (`link`). The
 * credential goes to the configured server only, never to another one a link names. `auth`
 * demands a credential up front, so the error says what to set rather than the server's 401.
 */
export function apiOf(ctx: Context, options: { auth: boolean; link?: string | null }): Api {
  const base = options.link ?? ctx.settings.url;
  if (!base) {
    throw new CliError(
      'no server configured',
      EXIT.usage,
      'set CLOUDPASTE_URL or run `cloudpaste config set url https://your.server`',
    );
  }
  if (options.auth && !ctx.settings.credential) {
    throw new CliError(
      'no API key configured',
      EXIT.auth,
      'set CLOUDPASTE_API_KEY or run `cloudpaste config set api-key KEY`',
    );
  }
  return new Api({
    base,
    credential: base === ctx.settings.url ? ctx.settings.credential : null,
    signal: ctx.io.signal,
    language: languageOf(ctx.io.env),
  });
}
