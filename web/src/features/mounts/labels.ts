/**
 * i18n keys (mounts namespace) for the values a mount shows, spelled out so the locales test sees
 * them. Storage types are named by the server (api/storageTypes.ts), not here.
 */
import type { WebdavPolicy } from '@cloudpaste/contracts';

export const POLICY_LABEL_KEYS: Readonly<Record<WebdavPolicy, string>> = {
  '302_redirect': 'policies.redirect',
  native_proxy: 'policies.nativeProxy',
};
