/**
 * i18next setup. Every locales/<language>/<namespace>.json is bundled eagerly, so adding a
 * namespace is just adding a file in both language folders (locales.test.ts keeps them in step).
 */
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, FALLBACK_LANGUAGE } from './language';

type Messages = Record<string, unknown>;

const modules = import.meta.glob<Messages>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Turns { './locales/en-US/common.json': {...} } into { 'en-US': { common: {...} } }. */
export function buildResources(files: Record<string, Messages>): Resource {
  const resources: Resource = {};
  for (const [path, messages] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language = '', namespace = ''] = match;
    resources[language] = { ...resources[language], [namespace]: messages };
  }
  return resources;
}

export const resources = buildResources(modules);
export const NAMESPACES = [
  ...new Set(Object.values(resources).flatMap((namespaces) => Object.keys(namespaces))),
].sort();

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  ns: NAMESPACES,
  defaultNS: 'common',
  // React escapes what it renders; escaping here too would show &amp; and friends.
  interpolation: { escapeValue: false },
  // Resources are in the bundle, so initialise synchronously: the first render is translated.
  initAsync: false,
});

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export default i18n;
