/**
 * Every language's translations, read eagerly. For tests only (test-setup.ts, the locale checks):
 * the app itself loads one language at a time (bundles.ts).
 */
import type { Resource, ResourceLanguage } from 'i18next';

const languages = import.meta.glob<ResourceLanguage>('./locales/*/index.ts', {
  eager: true,
  import: 'default',
});

/** { 'en-US': { common: {...}, ... }, 'zh-CN': {...} }. */
export const resources: Resource = Object.fromEntries(
  Object.entries(languages).map(([path, namespaces]) => [path.split('/')[2], namespaces]),
);
