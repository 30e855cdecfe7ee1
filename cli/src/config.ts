/**
 * Where the server and the credential come from: the environment first, then the config file
 * (~/.config/cloudpaste/config.json, written by `cloudpaste config set`). docs/CLI.md, "Configure".
 */
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CliError, EXIT } from './errors.js';
import { say } from './i18n/catalogue.js';

export interface StoredConfig {
  url?: string;
  apiKey?: string;
  adminToken?: string;
}

/** Names `config set` takes, and the environment variable that overrides each. */
export const CONFIG_KEYS = {
  url: { field: 'url', env: 'CLOUDPASTE_URL', secret: false },
  'api-key': { field: 'apiKey', env: 'CLOUDPASTE_API_KEY', secret: true },
  'admin-token': { field: 'adminToken', env: 'CLOUDPASTE_ADMIN_TOKEN', secret: true },
} as const satisfies Record<string, { field: keyof StoredConfig; env: string; secret: boolean }>;
export type ConfigKey = keyof typeof CONFIG_KEYS;

export type Env = Record<string, string | undefined>;

export interface Credential {
  kind: 'apiKey' | 'adminToken';
  value: string;
}

export interface Settings {
  url: string | null;
  credential: Credential | null;
}

function home(env: Env): string {
  const dir = env.HOME ?? env.USERPROFILE;
  if (!dir) throw new CliError(say('error.noHome'));
  return dir;
}

export function configPath(env: Env): string {
  if (env.CLOUDPASTE_CONFIG) return env.CLOUDPASTE_CONFIG;
  const base = env.XDG_CONFIG_HOME || join(home(env), '.config');
  return join(base, 'cloudpaste', 'config.json');
}

/** Folder of the upload resume files (src/upload/state.ts). */
export function stateDir(env: Env): string {
  if (env.CLOUDPASTE_STATE_DIR) return env.CLOUDPASTE_STATE_DIR;
  const base = env.XDG_STATE_HOME || join(home(env), '.local', 'state');
  return join(base, 'cloudpaste', 'uploads');
}

export async function readConfig(path: string): Promise<StoredConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as StoredConfig;
    }
  } catch {
    // reported below
  }
  throw new CliError(say('error.configNotJson', { path }), EXIT.failure, say('hint.fixConfig'));
}

/** Written readable by its owner only: it may hold a key. */
export async function writeConfig(path: string, config: StoredConfig): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}

const present = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** The environment wins over the file, value by value; a key wins over an admin token of the same source. */
export function resolveSettings(env: Env, file: StoredConfig): Settings {
  const url = present(env.CLOUDPASTE_URL) ?? present(file.url) ?? null;
  const candidates: [Credential['kind'], string | undefined][] = [
    ['apiKey', present(env.CLOUDPASTE_API_KEY)],
    ['adminToken', present(env.CLOUDPASTE_ADMIN_TOKEN)],
    ['apiKey', present(file.apiKey)],
    ['adminToken', present(file.adminToken)],
  ];
  const found = candidates.find(([, value]) => value !== undefined);
  return {
    url: url === null ? null : normaliseUrl(url),
    credential: found ? { kind: found[0], value: found[1]! } : null,
  };
}

/** `https://paste.example.com/` → `https://paste.example.com`; anything but http(s) is refused. */
export function normaliseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(say('usage.urlInvalid', { value: JSON.stringify(value) }), EXIT.usage);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(say('usage.urlScheme', { value }), EXIT.usage);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** A secret as `config show` prints it: never the value, only that one is set and its end. */
export function maskSecret(value: string): string {
  return value.length <= 8 ? '****' : `****${value.slice(-4)}`;
}
