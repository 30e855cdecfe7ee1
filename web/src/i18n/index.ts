/**
 * i18next setup. Translations load per language on demand (bundles.ts): main.tsx renders once the
 * current language is in (loadCurrentLanguage), and setLanguage (language.ts) loads the other one
 * before switching. Adding a namespace is just adding a file in both language folders
 * (locales.test.ts keeps them in step).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLanguage } from './bundles';
import { detectLanguage, FALLBACK_LANGUAGE } from './language';

void i18n.use(initReactI18next).init({
  // Filled per language by bundles.ts; each bundle registers its namespaces as it is added.
  resources: {},
  lng: detectLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  ns: ['common'],
  defaultNS: 'common',
  // React escapes what it renders; escaping here too would show &amp; and friends.
  interpolation: { escapeValue: false },
  // Nothing to fetch at init (no backend): initialise synchronously, so i18n.t works at once.
  initAsync: false,
});

/**
 * Loads the current language's translations and applies the language again, so i18next resolves
 * it against them. Resolves (without the translations) even if they failed to load.
 */
export async function loadCurrentLanguage(): Promise<void> {
  try {
    await loadLanguage(i18n.language);
  } catch (error) {
    console.error('Translations failed to load', error);
  }
  await i18n.changeLanguage(i18n.language);
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export default i18n;
