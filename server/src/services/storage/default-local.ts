/**
 * The storage a fresh install uploads to (docs/API.md, Storage configurations): a public, default
 * local folder under DATA_DIR, keeping share uploads in a folder of their own.
 */
import { LOCAL_PROVIDER } from '@cloudpaste/contracts';
import type { NewStorageConfigRow } from '../../db/types.js';
import { definitionOfProvider, resolveLocalRoot } from '../../storage/registry.js';

const DEFAULT_LOCAL_NAME = 'Local storage';
/**
 * Where the default local storage keeps share uploads: a folder of their own, so a mount of that
 * storage shows them apart from the files users keep there (docs/SHARE-OBJECTS.md).
 */
const DEFAULT_LOCAL_FOLDER = 'shares/';
/**
 * One fixed id (UUIDv7-shaped, like every id): instances starting together on an empty database
 * each try to insert this row, and the id lets exactly one of them do it.
 */
export const DEFAULT_LOCAL_ID = '00000000-0000-7000-8000-000000000001';

export function defaultLocalRow(dataDir: string, now: string): NewStorageConfigRow {
  const local = definitionOfProvider(LOCAL_PROVIDER);
  if (!local) throw new Error('the local storage driver is not registered');
  return {
    id: DEFAULT_LOCAL_ID,
    name: DEFAULT_LOCAL_NAME,
    storage_type: local.type,
    provider_type: LOCAL_PROVIDER,
    config: JSON.stringify({ root: resolveLocalRoot(dataDir, 'storage') }),
    default_folder: DEFAULT_LOCAL_FOLDER,
    is_default: 1,
    is_public: 1,
    total_storage_bytes: null,
    created_by: 'system',
    created_at: now,
    updated_at: now,
    last_used: null,
  };
}
