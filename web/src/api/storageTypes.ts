/**
 * The storage types the server describes (`GET /api/admin/storage-types`), read once while the app
 * runs: the storage configuration form draws its fields from them, and every admin page names a
 * storage type by their labels, so a new driver needs no word in the web app
 * (docs/STORAGE-DRIVERS.md). Shared by the storage and mounts features, hence here.
 */
import type { StorageTypeDescription } from '@cloudpaste/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localized } from '../lib/localizedText';
import { api } from './client';

export const storageTypesKey = ['storage-types'] as const;

/** The drivers the server offers, with their providers and form fields; fixed while it runs. */
export function useStorageTypes() {
  return useQuery({
    queryKey: storageTypesKey,
    queryFn: () => api.get<StorageTypeDescription[]>('/admin/storage-types'),
    staleTime: Infinity,
  });
}

/** A storage type's name in `language`; the type itself while the types load or if none has it. */
export function storageTypeLabel(
  types: readonly StorageTypeDescription[] | undefined,
  type: string,
  language: string,
): string {
  const found = types?.find((d) => d.type === type);
  return found ? localized(found.label, language) : type;
}

/** Names storage types in the interface's language, as the server labels them. */
export function useStorageTypeLabel(): (type: string) => string {
  const { i18n } = useTranslation();
  const types = useStorageTypes();
  return (type) => storageTypeLabel(types.data, type, i18n.language);
}
