/**
 * Storage configurations: the admin's CRUD and connection test (StorageConfigService), and
 * resolving a stored one to its cached driver (StorageResolver, the StorageAccess every feature
 * opens storages through). Other service areas import it from here only (docs/ARCHITECTURE.md,
 * "Service areas").
 */
export { StorageConfigService } from './storage-config.service.js';
export { StorageResolver } from './storage-resolver.js';
