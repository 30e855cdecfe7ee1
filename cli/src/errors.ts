/** Failures the CLI reports in one line on stderr, and the exit code of each kind (docs/CLI.md, "Exit codes"). */

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

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failure,
    /** A second line telling what to do about it. */
    readonly hint?: string,
    /** The HTTP status of the server's answer, when it is one. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export class UsageError extends CliError {
  constructor(message: string, command = '') {
    super(message, EXIT.usage, `see \`cloudpaste ${command ? `${command} ` : ''}--help\``);
  }
}

export function exitCodeOfStatus(status: number): number {
  if (status === 401 || status === 403) return EXIT.auth;
  if (status === 404 || status === 410) return EXIT.notFound;
  return EXIT.failure;
}

export function interrupted(): CliError {
  return new CliError('interrupted', EXIT.interrupted);
}
