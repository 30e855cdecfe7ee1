/**
 * Storage configurations: resolving a stored one to its driver, its settings and secrets, the
 * default local storage and the admin's input. Other service areas import it from here only
 * (docs/ARCHITECTURE.md, "Service areas").
 */
export { defaultLocalRow } from './default-local.js';
export { chooseDriver, settingsFrom, type ChosenDriver } from './storage-config-input.js';
export { STORAGE_NOT_FOUND, StorageResolver } from './storage-resolver.js';
export {
  definitionOf,
  storedSettings,
  visibleSettings,
  type StorageSecrets,
} from './storage-settings.js';
