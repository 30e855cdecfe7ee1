/**
 * What a storage driver tells the rest of the server about itself (docs/STORAGE-DRIVERS.md): its type
 * id, the configuration it keeps, the admin form asking for it, what it can do, and how to build it.
 * Each driver folder exports one `DriverDefinition`; `storage/registry.ts` lists them. Nothing here
 * imports a driver, so drivers can import these types without a cycle.
 */
import type { LocalizedText, StorageCapabilities, StorageFormField } from '@cloudpaste/contracts';
import type { z } from 'zod';
import type { Clock } from '../lib/time.js';
import type { StorageDriver } from './driver.js';
import type { StatPool } from './drivers/local/stat-pool.js';

/** What drivers need from the server around them. */
export interface DriverDeps {
  /** Server secret: signs the app URLs that stand in for presigned URLs on local storage. */
  secret: string;
  /** "Now" for the expiry of those signed URLs; the system clock when absent. */
  clock?: Clock;
  /** Where local listings stat their files (main.ts's pool of workers); the thread pool when absent. */
  stats?: StatPool;
}

/** The configuration a driver is built for, besides its own settings. */
export interface DriverContext extends DriverDeps {
  /** The storage configuration's id: app-signed URLs name it. */
  configId: string;
  /** The configuration's `provider_type` ('Cloudflare R2', 'Local' ...). */
  provider: string;
  /** DATA_DIR: relative local paths are resolved against it. */
  dataDir: string;
}

/** A stored configuration's driver settings: secrets in clear here, sealed at rest. */
export type DriverConfig = Record<string, unknown>;

export interface DriverDefinition<Config extends DriverConfig = DriverConfig> {
  /** The `storage_type` stored with configurations and mounts: upper case, never renamed. */
  readonly type: string;
  readonly label: LocalizedText;
  /** `provider_type` values served by this driver, in the form's order; the first is its default. */
  readonly providers: readonly { id: string; label: LocalizedText }[];
  /**
   * The settings as stored (`storage_configs.config`) and as accepted from the API: parsing fills
   * defaults and normalises; a failed parse names the field. Secrets are plain strings here.
   */
  readonly config: z.ZodType<Config, DriverConfig>;
  /** Keys of `config` sealed at rest and never answered (only whether one is set). */
  readonly secrets: readonly string[];
  /** The admin form, one entry per key of `config` the admin sets. */
  readonly form: readonly StorageFormField[];
  readonly capabilities: StorageCapabilities;
  /**
   * A rule across fields or against the provider the schema cannot say, checked after parsing;
   * the message names the field. `secretsSet` tells which secrets are (or stay) stored.
   */
  problem?(
    config: Config,
    provider: string,
    secretsSet: ReadonlySet<string>,
  ): { field: string; message: string } | null;
  create(config: Config, context: DriverContext): StorageDriver;
  /**
   * Where this storage's bytes live, ending in `/` (`s3:{origin}/{bucket}/`): two configurations
   * with the same root reach the same objects.
   */
  objectRoot(config: Config, context: DriverContext): string;
  /** Plain-http origins browsers reach this storage at (the web app's CSP must name them). */
  browserOrigins?(config: Config): string[];
}

/** Keeps a definition's own config type while listing it with the others. */
export const defineDriver = <Config extends DriverConfig>(
  definition: DriverDefinition<Config>,
): DriverDefinition => definition as unknown as DriverDefinition;
