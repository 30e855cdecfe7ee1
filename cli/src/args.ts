/** Command-line parsing with node:util's parseArgs: unknown options and missing values are usage errors. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { usage } from './errors.js';

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
    throw parseError(error as Error & { code?: string });
  }
}

/** node:util's parse errors, in English, as the run's own usage errors (the option they name). */
function parseError(error: Error & { code?: string }) {
  const option = /'(-[^' ]+)/.exec(error.message)?.[1];
  if (option && error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return usage('usage.unknownOption', { option });
  }
  if (option && error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const takesNone = error.message.includes('does not take an argument');
    return usage(takesNone ? 'usage.noValue' : 'usage.missingValue', { option });
  }
  return usage('usage.badOption', { detail: error.message.replace(/\. To specify.*$/s, '') });
}

/** A whole number ≥ 0 from an option (`--max-views 3`). */
export function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw usage('usage.wholeNumber', { option: `--${name}`, value });
  return Number(value);
}

/** Exactly one positional argument, a share (`ref`: slug or link) or a file, named in the error. */
export function onePositional(positionals: string[], what: 'ref' | 'file'): string {
  if (positionals.length === 0) throw usage(`usage.missing.${what}`);
  if (positionals.length > 1) {
    throw usage(`usage.extra.${what}`, { extra: JSON.stringify(positionals[1]) });
  }
  return positionals[0]!;
}
