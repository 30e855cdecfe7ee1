/**
 * `cloudpaste config set|unset|show|path`: the config file. A secret is never printed, only
 * whether it is set and where from.
 */
import { parseCommand } from '../args.js';
import {
  CONFIG_KEYS,
  configPath,
  readConfig,
  writeConfig,
  normaliseUrl,
  type ConfigKey,
} from '../config.js';
import type { Context } from '../context.js';
import { EXIT, usage } from '../errors.js';
import { printJson, printLine } from '../io.js';
import { printHelp } from '../help.js';

function keyOf(ctx: Context, name: string | undefined): ConfigKey {
  if (name && name in CONFIG_KEYS) return name as ConfigKey;
  const keys = ctx.texts.names(Object.keys(CONFIG_KEYS));
  throw name === undefined
    ? usage('usage.configKeys', { keys })
    : usage('usage.configKeysNot', { keys, name });
}

async function set(ctx: Context, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommand(argv, {});
  if (values.help) return printHelp(ctx, 'config');
  const key = keyOf(ctx, positionals[0]);
  const value = positionals[1];
  if (value === undefined || positionals.length > 2) {
    throw usage('usage.configSet', { key });
  }
  const path = configPath(ctx.io.env);
  const config = await readConfig(path);
  config[CONFIG_KEYS[key].field] = key === 'url' ? normaliseUrl(value) : value.trim();
  await writeConfig(path, config);
  await printLine(ctx.io.stderr, ctx.texts.t('config.saved', { key, path }));
  return EXIT.ok;
}

async function unset(ctx: Context, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommand(argv, {});
  if (values.help) return printHelp(ctx, 'config');
  const key = keyOf(ctx, positionals[0]);
  const path = configPath(ctx.io.env);
  const config = await readConfig(path);
  delete config[CONFIG_KEYS[key].field];
  await writeConfig(path, config);
  await printLine(ctx.io.stderr, ctx.texts.t('config.removed', { key, path }));
  return EXIT.ok;
}

interface Shown {
  name: string;
  /** The value, `set` for a secret, null when none is set. */
  value: string | null;
  secret: boolean;
  /** The environment variable it comes from, `file`, or null. */
  source: string | null;
}

/** One line of `config show` in the run's language (the JSON keeps the English words). */
function lineOf(ctx: Context, e: Shown): string {
  const { t } = ctx.texts;
  const value = e.value === null ? t('config.notSet') : e.secret ? t('config.set') : e.value;
  if (e.source === null) return t('config.value', { name: e.name, value });
  const source =
    e.source === 'file' ? t('config.fromFile') : t('config.fromEnv', { variable: e.source });
  return t('config.valueFrom', { name: e.name, value, source });
}

/** Each value in effect and its source; secrets as `set`. */
async function show(ctx: Context, argv: string[]): Promise<number> {
  const { values } = parseCommand(argv, {});
  if (values.help) return printHelp(ctx, 'config');
  const path = configPath(ctx.io.env);
  const file = await readConfig(path);
  const entries: Shown[] = Object.entries(CONFIG_KEYS).map(([name, spec]) => {
    const fromEnv = ctx.io.env[spec.env]?.trim();
    const fromFile = file[spec.field]?.trim();
    const value = fromEnv || fromFile || null;
    const source = fromEnv ? spec.env : fromFile ? 'file' : null;
    return { name, value: value && spec.secret ? 'set' : value, secret: spec.secret, source };
  });
  if (values.json) {
    const json = entries.map(({ name, value, source }) => ({
      name,
      value,
      source: source === 'file' ? 'config file' : source && `environment (${source})`,
    }));
    await printJson(ctx.io, { path, values: json });
    return EXIT.ok;
  }
  await printLine(ctx.io.stdout, ctx.texts.t('config.file', { path }));
  for (const entry of entries) await printLine(ctx.io.stdout, lineOf(ctx, entry));
  return EXIT.ok;
}

export const configCommands = { set, unset, show };
