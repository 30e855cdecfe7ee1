/**
 * Reading the server's storage types (`GET /api/admin/storage-types`): which driver serves a
 * provider, a provider's label in the interface's language, and what a field needs for a provider. Nothing
 * here knows a driver: a new one needs no web change (docs/STORAGE-DRIVERS.md).
 */
import type { StorageFormField, StorageTypeDescription } from '@cloudpaste/contracts';
import { localized } from '../../lib/localizedText';

export const driverOfProvider = (
  types: readonly StorageTypeDescription[],
  provider: string,
): StorageTypeDescription | undefined =>
  types.find((d) => d.providers.some((p) => p.id === provider));

export const driverOfType = (
  types: readonly StorageTypeDescription[],
  type: string,
): StorageTypeDescription | undefined => types.find((d) => d.type === type);

/** A provider's name as the server labels it; the raw id when no driver offers it any more. */
export function providerLabel(
  types: readonly StorageTypeDescription[],
  provider: string,
  language: string,
): string {
  const found = types.flatMap((d) => d.providers).find((p) => p.id === provider);
  return found ? localized(found.label, language) : provider;
}

/** Required, unless the provider is one it may stay empty for (AWS needs no endpoint). */
export const isRequiredFor = (field: StorageFormField, provider: string): boolean =>
  field.required && !(field.optionalFor ?? []).includes(provider);
