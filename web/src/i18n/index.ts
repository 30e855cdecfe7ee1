/**
 * i18next setup. Translations load per namespace on demand (bundles.ts): main.tsx renders once the
 * shell's namespaces of the current language are in (loadShellTranslations); a page's namespaces
 * load with its code, and a language switch loads the namespaces in use before it applies.
 * Adding a namespace is just adding a file in both language folders (locales.test.ts keeps them
 * in step, which is why no fallback language is needed).
 */
import { LANGUAGES } from '@cloudpaste/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SHELL_NAMESPACES, translationsBackend } from './bundles';
import { detectLanguage } from './language';

void i18n
  .use(translationsBackend)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    supportedLngs: [...LANGUAGES],
    // Only the exact language (never a bare 'en'), and no fallback: every key is in both.
    load: 'currentOnly',
    fallbackLng: false,
    // A copy: i18next adds every namespace it loads to this list.
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    // React escapes what it renders; escaping here too would show &amp; and friends.
    interpolation: { escapeValue: false },
    // No waiting in init itself: loading is awaited where it matters (loadShellTranslations).
    initAsync: false,
  });

/**
 * Loads the shell's namespaces of the current language. Resolves (without them) even if they
 * failed to load: the page still renders, with keys where the words would be.
 */
export async function loadShellTranslations(): Promise<void> {
  try {
    await i18n.loadNamespaces([...SHELL_NAMESPACES]);
  } catch (error) {
    console.error('Translations failed to load', error);
  }
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export default i18n;
