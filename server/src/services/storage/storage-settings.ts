/**
 * A stored configuration's driver settings (`storage_configs.config`, docs/STORAGE-DRIVERS.md):
 * JSON shaped by the driver's `config` schema, each of its `secrets` sealed under
 * `storage_configs:{id}:{key}` (bound to the configuration and the setting, so a sealed value
 * cannot be copied onto another). Secrets are opened only on the way into a driver.
 */
import { ErrorCode } from '@cloudpaste/contracts';
import type { StorageConfigRow } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { SecretBox, SecretBoxError } from '../../lib/secret-box.js';
import type { DriverConfig, DriverDefinition } from '../../storage/driver-definition.js';
import { findDriverDefinition } from '../../storage/registry.js';

/** Settings as stored: secrets sealed (or null when none is set). */
export type StoredSettings = Record<string, unknown>;

type SettingsRow = Pick<StorageConfigRow, 'id' | 'name' | 'storage_type' | 'config'>;

export function definitionOf(row: Pick<StorageConfigRow, 'storage_type'>): DriverDefinition {
  const definition = findDriverDefinition(row.storage_type);
  if (!definition) throw new Error(`no storage driver for type ${row.storage_type}`);
  return definition;
}

export function storedSettings(row: Pick<StorageConfigRow, 'config'>): StoredSettings {
  try {
    const parsed: unknown = JSON.parse(row.config);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as StoredSettings)
      : {};
  } catch {
    return {};
  }
}

/** The settings an admin is shown: secrets left out, and which of them are set. */
export function visibleSettings(row: SettingsRow): { config: DriverConfig; secretsSet: string[] } {
  const secrets = findDriverDefinition(row.storage_type)?.secrets ?? [];
  const stored = storedSettings(row);
  const config = Object.fromEntries(Object.entries(stored).filter(([k]) => !secrets.includes(k)));
  const secretsSet = secrets.filter((k) => typeof stored[k] === 'string' && stored[k] !== '');
  return { config, secretsSet };
}

export class StorageSecrets {
  private readonly box: SecretBox;

  constructor(secret: string) {
    this.box = new SecretBox(secret);
  }

  seal(configId: string, key: string, value: string): string {
    return this.box.seal(value, context(configId, key));
  }

  /** A secret in clear; null when none is stored; 500 when it can no longer be opened. */
  open(row: SettingsRow, key: string): string | null {
    const sealed = storedSettings(row)[key];
    if (typeof sealed !== 'string' || sealed === '') return null;
    try {
      return this.box.open(sealed, context(row.id, key));
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      throw new AppError(500, ErrorCode.INTERNAL, 'storage.credentialsUnreadable', {
        name: row.name,
      });
    }
  }

  /** The driver of a stored configuration and its settings, parsed, secrets opened. */
  openConfig(row: SettingsRow): { definition: DriverDefinition; config: DriverConfig } {
    const definition = definitionOf(row);
    const settings: DriverConfig = { ...storedSettings(row) };
    for (const key of definition.secrets) settings[key] = this.open(row, key) ?? '';
    const parsed = definition.config.safeParse(settings);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`stored settings of ${row.name}: ${issue?.message ?? 'invalid'}`);
    }
    return { definition, config: parsed.data };
  }
}

const context = (configId: string, key: string) => `storage_configs:${configId}:${key}`;
