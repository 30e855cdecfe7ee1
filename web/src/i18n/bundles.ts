/**
 * Translations per namespace, loaded on demand: each locales/<language>/<namespace>.json is a
 * chunk of its own, so a page fetches only the language it shows and only the namespaces it uses.
 * The shell's namespaces load before the first render (i18n/index.ts); a page's load with its code
 * (app/routes.tsx); any other is fetched when a component first asks for it (react-i18next
 * suspends until it is in).
 */
import type { ResourceLanguage } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { loadServerErrors, SERVER_ERRORS_NAMESPACE } from './serverErrors';

/**
 * What the app shell (header, errors) shows on every page; the login form's words (`auth`) load with
 * the admin area and the pages that sign people in (app/routes.tsx).
 */
export const SHELL_NAMESPACES: readonly string[] = Object.freeze(['common', 'errors']);

const files = import.meta.glob<ResourceLanguage[string]>('./locales/*/*.json', {
  import: 'default',
});

/** i18next's backend: one namespace of one language per read (server errors: from contracts). */
export const translationsBackend = resourcesToBackend((language: string, namespace: string) => {
  if (namespace === SERVER_ERRORS_NAMESPACE) return loadServerErrors(language);
  const load = files[`./locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`no translations for ${language}/${namespace}`));
});
