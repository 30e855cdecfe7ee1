/** Which language to show: the saved choice, else the browser's, with zh-CN as the fallback. */
import { LANGUAGES, STORAGE_KEYS, type Language } from '@cloudpaste/contracts';
import i18n from 'i18next';

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

/** Saved choice first; otherwise zh-CN when the browser language starts with zh. */
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
 * switch applies once the namespaces in use are loaded in that language, so no key flashes by; of
 * two quick choices the last one wins (i18next's own rule).
 */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Not persisted, but the switch itself still applies for this visit.
  }
  await i18n.changeLanguage(language);
}
