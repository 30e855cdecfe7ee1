/**
 * Every language's translations, read eagerly. For tests only (test-setup.ts, the locale checks):
 * the app itself loads a namespace of one language at a time (bundles.ts).
 */
import i18n, { type Resource, type ResourceLanguage } from 'i18next';

const files = import.meta.glob<ResourceLanguage[string]>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** { 'en-US': { common: {...}, ... }, 'zh-CN': {...} }. */
export const resources: Resource = {};
for (const [path, messages] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  resources[language] = { ...resources[language], [namespace]: messages };
}

/** Puts every namespace of every language into i18next at once. */
export function addAllResources(): void {
  for (const [language, namespaces] of Object.entries(resources))
    for (const [namespace, messages] of Object.entries(namespaces))
      i18n.addResourceBundle(language, namespace, messages, true, true);
}
