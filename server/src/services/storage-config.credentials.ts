/**
 * From a stored configuration row to what a driver needs: credentials opened from their encrypted
 * columns, the local root resolved against DATA_DIR, the region a provider expects. Decrypted
 * secrets exist only on the way into a driver.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ErrorCode, type StorageProvider } from '@cloudpaste/contracts';
import type { StorageConfigRow } from '../db/types.js';
import { AppError, validationFailed } from '../errors.js';
import { SecretBox, SecretBoxError } from '../lib/secret-box.js';
import type { DriverSpec } from '../storage/registry.js';

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

/** R2 wants 'auto'; every other S3 API accepts us-east-1 when the provider has no regions. */
export const regionFor = (provider: StorageProvider | string, region: string | null): string =>
  region || (provider === 'Cloudflare R2' ? 'auto' : 'us-east-1');

/**
 * The absolute directory of a local storage. Refused: the filesystem root and DATA_DIR itself or
 * any folder holding it, which would expose the database and the server secret as objects.
 */
export function resolveLocalRoot(dataDir: string, bucketName: string): string {
  const root = resolve(dataDir, bucketName);
  const data = resolve(dataDir);
  const fromRootToData = relative(root, data);
  const outside =
    fromRootToData === '..' || fromRootToData.startsWith(`..${sep}`) || isAbsolute(fromRootToData);
  if (resolve(root, '..') === root || !outside) {
    throw validationFailed('storage.localRootForbidden');
  }
  return root;
}

export function toDriverSpec(
  row: StorageConfigRow,
  credentials: StorageCredentials,
  dataDir: string,
): DriverSpec {
  if (row.storage_type === 'LOCAL') {
    return { type: 'LOCAL', configId: row.id, root: resolveLocalRoot(dataDir, row.bucket_name) };
  }
  return {
    type: 'S3',
    endpoint: row.endpoint_url,
    region: regionFor(row.provider_type, row.region),
    bucket: row.bucket_name,
    accessKeyId: credentials.open(row, 'access_key_id') ?? '',
    secretAccessKey: credentials.open(row, 'secret_access_key') ?? '',
    pathStyle: row.path_style === 1,
    customHost: row.custom_host,
  };
}

/**
 * Where a storage's objects live, for telling when two configurations reach the same bytes: the
 * endpoint's origin (lower-cased by URL) and bucket for S3, the resolved directory for local storage.
 * Two names for one host (an IP and a host name) are not recognised as one.
 */
export function objectRootOf(spec: DriverSpec): string {
  if (spec.type === 'LOCAL') return `local:${spec.root.replace(/\/+$/, '')}/`;
  let origin = 'aws';
  try {
    if (spec.endpoint) origin = new URL(spec.endpoint).origin;
  } catch {
    origin = spec.endpoint ?? 'aws';
  }
  return `s3:${origin}/${spec.bucket}/`;
}
