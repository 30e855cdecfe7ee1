/**
 * Failures the CLI reports in one line on stderr, and the exit code of each kind (docs/CLI.md,
 * "Exit codes"). An error holds what to say, not the words: main.ts says it in the run's language.
 */
import { say, type MessageKey, type Said, type Vars } from './i18n/catalogue.js';
import { Texts } from './i18n/texts.js';

export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  /** 401 or 403: no credential, a wrong or expired one, or one without the permission. */
  auth: 3,
  /** 404 or 410: no such share, or it expired or was used up. */
  notFound: 4,
  /** Ctrl-C; an upload can be resumed by running the same command again. */
  interrupted: 130,
} as const;

const english = new Texts('en');

export class CliError extends Error {
  constructor(
    readonly said: Said,
    readonly exitCode: number = EXIT.failure,
    /** A second line telling what to do about it. */
    readonly hint?: Said,
    /** The HTTP status of the server's answer, when it is one. */
    readonly status?: number,
  ) {
    // In English for a stack trace; the user reads it in their language (main.ts, report).
    super(english.render(said));
  }
}

export class UsageError extends CliError {
  constructor(said: Said, command = '') {
    const help = `cloudpaste ${command ? `${command} ` : ''}--help`;
    super(said, EXIT.usage, say('hint.help', { command: help }));
  }
}

/** A usage error from a key: `usage(key, vars)`. */
export const usage = (key: MessageKey, vars?: Vars) => new UsageError(say(key, vars));

export function exitCodeOfStatus(status: number): number {
  if (status === 401 || status === 403) return EXIT.auth;
  if (status === 404 || status === 410) return EXIT.notFound;
  return EXIT.failure;
}

export function interrupted(): CliError {
  return new CliError(say('error.interrupted'), EXIT.interrupted);
}
