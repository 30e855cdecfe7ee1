/** The storage configurations a mount can point at, and the storage type a choice implies. */
import type { Mount, StorageType } from '@cloudpaste/contracts';
import type { StorageOption } from './api';

/**
 * The configurations to offer. A mount whose configuration is no longer listed (deleted, or the
 * list failed to load) keeps it as an option, so opening the form does not silently change it.
 */
export function offeredStorages(
  options: readonly StorageOption[] | undefined,
  current?: Mount,
): StorageOption[] {
  const list = [...(options ?? [])];
  if (current && !list.some((o) => o.id === current.storage_config_id)) {
    list.push({
      id: current.storage_config_id,
      name: current.storage_config_name ?? current.storage_config_id,
      storage_type: current.storage_type,
      is_default: 0,
    });
  }
  return list;
}

/** The type the server requires for this configuration; undefined when none is chosen. */
export function storageTypeOf(
  storageConfigId: string,
  options: readonly StorageOption[] | undefined,
  current?: Mount,
): StorageType | undefined {
  if (!storageConfigId) return undefined;
  return offeredStorages(options, current).find((o) => o.id === storageConfigId)?.storage_type;
}
