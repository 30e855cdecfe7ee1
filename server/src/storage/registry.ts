/**
 * The one list of storage drivers (docs/STORAGE-DRIVERS.md). Adding a driver: its folder under
 * `drivers/` with a `definition.ts`, and one line here. Everything else (the admin form, the API's validation,
 * features' capability questions) reads the definitions.
 */
import type { StorageTypeDescription } from '@cloudpaste/contracts';
import type { DriverDefinition } from './driver-definition.js';
import { localDefinition } from './drivers/local/definition.js';
import { s3Definition } from './drivers/s3/definition.js';
import { webDavDefinition } from './drivers/webdav/definition.js';

export const DRIVER_DEFINITIONS: readonly DriverDefinition[] = [
  s3Definition,
  localDefinition,
  webDavDefinition,
];

const byType = new Map(DRIVER_DEFINITIONS.map((d) => [d.type, d]));

/** The definition of a stored or requested `storage_type` (any case); undefined when unknown. */
export const findDriverDefinition = (type: string): DriverDefinition | undefined =>
  byType.get(type.toUpperCase());

/** The definition serving a `provider_type`; undefined when no driver offers it. */
export const definitionOfProvider = (provider: string): DriverDefinition | undefined =>
  DRIVER_DEFINITIONS.find((d) => d.providers.some((p) => p.id === provider));

/** What `GET /api/admin/storage-types` answers: the definitions without their code. */
export const describeDrivers = (): StorageTypeDescription[] =>
  DRIVER_DEFINITIONS.map((d) => ({
    type: d.type,
    label: d.label,
    providers: [...d.providers],
    capabilities: d.capabilities,
    fields: [...d.form],
  }));

export { STAT_WORKER_URL, StatPool } from './drivers/local/stat-pool.js';
export { localDriverAt } from './drivers/local/definition.js';
export { resolveLocalRoot } from './drivers/local/local-root.js';
