/** i18n keys (mounts namespace) for the values a mount shows, spelled out so the locales test sees them. */
import type { StorageType, WebdavPolicy } from '@cloudpaste/contracts';

export const POLICY_LABEL_KEYS: Readonly<Record<WebdavPolicy, string>> = {
  '302_redirect': 'policies.redirect',
  native_proxy: 'policies.nativeProxy',
};

export const STORAGE_TYPE_LABEL_KEYS: Readonly<Partial<Record<StorageType, string>>> = {
  S3: 'types.s3',
  LOCAL: 'types.local',
  WEBDAV: 'types.webdav',
};

/** The label key of a storage driver's type; a driver added later shows as "other". */
export const storageTypeLabelKey = (type: StorageType): string =>
  STORAGE_TYPE_LABEL_KEYS[type] ?? 'types.other';
