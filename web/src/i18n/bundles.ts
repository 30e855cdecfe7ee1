/**
 * Translations per language, loaded on demand: each locales/<language>/index.ts is a chunk of its
 * own, so a page fetches only the language it shows; the other one loads when the user switches.
 */
import i18n, { type ResourceLanguage } from 'i18next';

const bundles = import.meta.glob<ResourceLanguage>('./locales/*/index.ts', { import: 'default' });

/** Whether `language`'s translations are in i18next already (then switching to it is immediate). */
export function isLanguageLoaded(language: string): boolean {
  return i18n.hasResourceBundle(language, 'common');
}

/**
 * One language's JSON files as namespaces ({ './common.json': {...} } as { common: {...} }), for
 * locales/<language>/index.ts. It lives here, in the entry chunk, so that a language chunk needs no
 * further chunk of its own.
 */
export function toNamespaces(files: Record<string, ResourceLanguage[string]>): ResourceLanguage {
  return Object.fromEntries(
    Object.entries(files).map(([path, messages]) => [path.replace(/^\.\/|\.json$/g, ''), messages]),
  );
}

/** Adds every namespace of one language to i18next. */
export function addLanguage(language: string, namespaces: ResourceLanguage): void {
  for (const [namespace, messages] of Object.entries(namespaces))
    i18n.addResourceBundle(language, namespace, messages, true, true);
}

/** Fetches `language`'s translations unless they are loaded; an unknown language loads nothing. */
export async function loadLanguage(language: string): Promise<void> {
  if (isLanguageLoaded(language)) return;
  const load = bundles[`./locales/${language}/index.ts`];
  if (load) addLanguage(language, await load());
}
