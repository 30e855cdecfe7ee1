/**
 * Every language's translations, read eagerly. For tests only (test-setup.ts, the locale checks):
 * the app itself loads a namespace of one language at a time (bundles.ts).
 */
import { errorMessagesEn } from '@cloudpaste/contracts/error-messages/en';
import { errorMessagesZh } from '@cloudpaste/contracts/error-messages/zh';
import i18n, { type Resource, type ResourceLanguage } from 'i18next';
import { nestReasons, SERVER_ERRORS_NAMESPACE } from './serverErrors';

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

/** The server's error catalogue per language (contracts), the app's `serverErrors` namespace. */
export const serverErrorResources: Resource = {
  'en-US': { [SERVER_ERRORS_NAMESPACE]: nestReasons(errorMessagesEn) },
  'zh-CN': { [SERVER_ERRORS_NAMESPACE]: nestReasons(errorMessagesZh) },
};

/** Puts every namespace of every language into i18next at once. */
export function addAllResources(): void {
  for (const all of [resources, serverErrorResources])
    for (const [language, namespaces] of Object.entries(all))
      for (const [namespace, messages] of Object.entries(namespaces))
        i18n.addResourceBundle(language, namespace, messages, true, true);
}
