/**
 * Storage configurations: the admin's CRUD and connection test (StorageConfigService), and
 * resolving a stored one to its cached driver (StorageResolver, the StorageAccess every feature
 * opens storages through); the local driver's signed upload and download links
 * (LocalStorageService). Other service areas import it from here only (docs/ARCHITECTURE.md,
 * "Service areas").
 */
export { LocalStorageService, type UploadMarks } from './local-storage.service.js';
export { StorageConfigService } from './storage-config.service.js';
export { StorageResolver } from './storage-resolver.js';
