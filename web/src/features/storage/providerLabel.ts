/** Provider names are brands and stay as they are, except the two that are descriptions. */
import type { StorageProvider } from '@cloudpaste/contracts';

const KEYS: Readonly<Record<StorageProvider, string>> = {
  'Cloudflare R2': 'providers.r2',
  'Backblaze B2': 'providers.b2',
  'AWS S3': 'providers.aws',
  'Aliyun OSS': 'providers.aliyun',
  'Other S3 Compatible': 'providers.other',
  Local: 'providers.local',
};

/** The storageConfig-namespace key of a provider's display name. */
export const providerLabelKey = (provider: StorageProvider): string =>
  KEYS[provider] ?? 'providers.other';
