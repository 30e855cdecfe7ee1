/**
 * From a stored configuration row to what a driver needs: credentials opened from their encrypted
 * columns. Decrypted secrets exist only on the way into a driver.
 */
import { ErrorCode } from '@cloudpaste/contracts';
import type { StorageConfigRow } from '../db/types.js';
import { AppError } from '../errors.js';
import { SecretBox, SecretBoxError } from '../lib/secret-box.js';
import type { DriverConfig, DriverDefinition } from '../storage/driver-definition.js';
import { findDriverDefinition } from '../storage/registry.js';

type CredentialField = 'access_key_id' | 'secret_access_key';

export class StorageCredentials {
  private readonly box: SecretBox;

  constructor(secret: string) {
    this.box = new SecretBox(secret);
  }

  /** Bound to the record and column, so a sealed value cannot be copied onto another row. */
  seal(configId: string, field: CredentialField, value: string): string {
    return this.box.seal(value, context(configId, field));
  }

  open(row: StorageConfigRow, field: CredentialField): string | null {
    const sealed = row[`${field}_enc`];
    if (sealed === null) return null;
    try {
      return this.box.open(sealed, context(row.id, field));
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      throw new AppError(500, ErrorCode.INTERNAL, 'storage.credentialsUnreadable', {
        name: row.name,
      });
    }
  }
}

const context = (configId: string, field: CredentialField) =>
  `storage_configs:${configId}:${field}`;

/** The driver of a stored configuration and its settings, secrets opened: only on the way into a driver. */
export function openDriverConfig(
  row: StorageConfigRow,
  credentials: StorageCredentials,
): { definition: DriverDefinition; config: DriverConfig } {
  const definition = findDriverDefinition(row.storage_type);
  if (!definition) throw new Error(`no storage driver for type ${row.storage_type}`);
  const config: DriverConfig = {};
  for (const field of definition.form) {
    const column = field.apiField as keyof StorageConfigRow;
    config[field.key] = definition.secrets.includes(field.key)
      ? (credentials.open(row, field.key as CredentialField) ?? '')
      : field.kind === 'boolean'
        ? row[column] === 1
        : row[column];
  }
  return { definition, config };
}
