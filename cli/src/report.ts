/**
 * How a failure reads on stderr: `cloudpaste: <what>` and, on a second line, what to do, in the
 * run's language; a file system error by its path and reason; Ctrl-C as the resumable stop it is.
 */
import { CliError, EXIT } from './errors.js';
import { reasonOfCode } from './i18n/catalogue.js';
import type { Texts } from './i18n/texts.js';
import { printLine, type Io } from './io.js';

/** Node's error for a file it could not open, read or write (ENOENT, EACCES …). */
interface SystemError extends Error {
  code: string;
  path?: string;
}

const isSystemError = (error: unknown): error is SystemError =>
  error instanceof Error && typeof (error as { code?: unknown }).code === 'string';

/** The words for a failure that is not the CLI's own: a system call's by its code. */
function messageOf(texts: Texts, error: unknown): string {
  if (!isSystemError(error)) return (error as Error)?.message ?? String(error);
  const reason = reasonOfCode(error.code);
  if (error.path) return texts.t('report.fs', { path: error.path, reason });
  return typeof reason === 'string' ? error.message : texts.render(reason);
}

export async function report(io: Io, texts: Texts, error: unknown): Promise<number> {
  const { t } = texts;
  if (io.signal?.aborted && !(error instanceof CliError && error.exitCode !== EXIT.interrupted)) {
    await printLine(io.stderr, t('report.line', { message: t('report.interrupted') }));
    return EXIT.interrupted;
  }
  if (error instanceof CliError) {
    await printLine(io.stderr, t('report.line', { message: texts.render(error.said) }));
    if (error.hint)
      await printLine(io.stderr, t('report.hint', { hint: texts.render(error.hint) }));
    return error.exitCode;
  }
  await printLine(io.stderr, t('report.line', { message: messageOf(texts, error) }));
  return EXIT.failure;
}
