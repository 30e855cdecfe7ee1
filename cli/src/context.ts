/** What every command starts from: its streams, the resolved configuration (config.ts) and its language. */
import { Api } from './client.js';
import type { Settings } from './config.js';
import { CliError, EXIT } from './errors.js';
import { say } from './i18n/catalogue.js';
import type { Texts } from './i18n/texts.js';
import type { Io } from './io.js';

export interface Context {
  io: Io;
  settings: Settings;
  /** The run's words: messages, help and progress in its language (i18n/locale.ts). */
  texts: Texts;
}

/**
 * The API of the configured server, or of the server a share's link points at (`link`). The
 * credential goes to the configured server only, never to another one a link names. `auth`
 * demands a credential up front, so the error says what to set rather than the server's 401.
 */
export function apiOf(ctx: Context, options: { auth: boolean; link?: string | null }): Api {
  const base = options.link ?? ctx.settings.url;
  if (!base) {
    throw new CliError(say('error.noServer'), EXIT.usage, say('hint.configureUrl'));
  }
  if (options.auth && !ctx.settings.credential) {
    throw new CliError(say('error.noCredential'), EXIT.auth, say('hint.configureKey'));
  }
  return new Api({
    base,
    credential: base === ctx.settings.url ? ctx.settings.credential : null,
    signal: ctx.io.signal,
    language: ctx.texts.language,
  });
}
