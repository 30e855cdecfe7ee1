/** Which language to show: the saved choice, else the browser's, with zh-CN as the fallback. */
import { LANGUAGES, STORAGE_KEYS, type Language } from '@cloudpaste/contracts';
import i18n from 'i18next';
import { isLanguageLoaded, loadLanguage } from './bundles';

export const FALLBACK_LANGUAGE: Language = 'zh-CN';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    // Storage can be disabled (privacy modes); the browser language still works.
    return null;
  }
}

/** SPEC §1: saved choice first; otherwise zh-CN when the browser language starts with zh. */
export function detectLanguage(
  stored: string | null = readStored(),
  browser: string | null = typeof navigator === 'undefined' ? null : navigator.language,
): Language {
  if (isLanguage(stored)) return stored;
  if (!browser) return FALLBACK_LANGUAGE;
  return browser.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

/**
 * Switches the UI language and remembers the choice (the <html lang> follows via i18n/index). The
 * switch waits for the language's translations if they are not loaded yet, so no key flashes by.
 */
let requested: Language | null = null;

export async function setLanguage(language: Language): Promise<void> {
  requested = language;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Not persisted, but the switch itself still applies for this visit.
  }
  // Loaded already: switch in the same tick, as before on-demand loading.
  if (!isLanguageLoaded(language)) {
    await loadLanguage(language);
    // Another choice came while this one loaded: that one wins.
    if (requested !== language) return;
  }
  await i18n.changeLanguage(language);
}
