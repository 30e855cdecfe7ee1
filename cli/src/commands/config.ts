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
import { EXIT, UsageError } from '../errors.js';
import { printJson, printLine } from '../io.js';
import { printHelp } from '../help.js';

function keyOf(name: string | undefined): ConfigKey {
  if (name && name in CONFIG_KEYS) return name as ConfigKey;
  throw new UsageError(
    `config keys are ${Object.keys(CONFIG_KEYS).join(', ')}; not ${name ?? 'none'}`,
  );
}

async function set(ctx: Context, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommand(argv, {});
  if (values.help) return printHelp(ctx, 'config');
  const key = keyOf(positionals[0]);
  const value = positionals[1];
  if (value === undefined || positionals.length > 2) {
    throw new UsageError(`usage: cloudpaste config set ${key} VALUE`);
  }
  const path = configPath(ctx.io.env);
  const config = await readConfig(path);
  config[CONFIG_KEYS[key].field] = key === 'url' ? normaliseUrl(value) : value.trim();
  await writeConfig(path, config);
  await printLine(ctx.io.stderr, `${key} saved in ${path}`);
  return EXIT.ok;
}

async function unset(ctx: Context, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommand(argv, {});
  if (values.help) return printHelp(ctx, 'config');
  const key = keyOf(positionals[0]);
  const path = configPath(ctx.io.env);
  const config = await readConfig(path);
  delete config[CONFIG_KEYS[key].field];
  await writeConfig(path, config);
  return EXIT.ok;
}

/** Each value in effect and its source; secrets as `set`. */
async function show(ctx: Context, argv: string[]): Promise<number> {
  const { values } = parseCommand(argv, {});
  if (values.help) return printHelp(ctx, 'config');
  const path = configPath(ctx.io.env);
  const file = await readConfig(path);
  const entries = Object.entries(CONFIG_KEYS).map(([name, spec]) => {
    const fromEnv = ctx.io.env[spec.env]?.trim();
    const fromFile = file[spec.field]?.trim();
    const value = fromEnv || fromFile;
    const source = fromEnv ? `environment (${spec.env})` : fromFile ? 'config file' : null;
    const shown = value === undefined || value === '' ? null : spec.secret ? 'set' : value;
    return { name, value: shown, source };
  });
  if (values.json) {
    await printJson(ctx.io, { path, values: entries });
    return EXIT.ok;
  }
  await printLine(ctx.io.stdout, `config file: ${path}`);
  for (const e of entries) {
    await printLine(
      ctx.io.stdout,
      `${e.name}: ${e.value ?? 'not set'}${e.source ? ` (${e.source})` : ''}`,
    );
  }
  return EXIT.ok;
}

export const configCommands = { set, unset, show };
