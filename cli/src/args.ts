/** Command-line parsing with node:util's parseArgs: unknown options and missing values are usage errors. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Options every command takes. */
const COMMON = {
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
} as const satisfies Options;

/** The options of a new share, text or file (help.ts, SHARE_OPTIONS). */
export const SHARE_OPTIONS = {
  slug: { type: 'string' },
  remark: { type: 'string' },
  password: { type: 'string' },
  expires: { type: 'string' },
  'max-views': { type: 'string' },
} as const satisfies Options;

export function parseCommand<const O extends Options>(argv: string[], options: O) {
  try {
    return parseArgs({
      args: argv,
      options: { ...COMMON, ...options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional.*$/s, ''));
  }
}

/** A whole number ≥ 0 from an option (`--max-views 3`). */
export function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, not ${value}`);
  return Number(value);
}

/** Exactly one positional argument, named in the error when it is missing. */
export function onePositional(positionals: string[], what: string): string {
  if (positionals.length === 0) throw new UsageError(`missing ${what}`);
  if (positionals.length > 1) {
    throw new UsageError(`one ${what} only; unexpected ${JSON.stringify(positionals[1])}`);
  }
  return positionals[0]!;
}
