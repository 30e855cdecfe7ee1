/**
 * Theme mode (auto, light, dark) saved under themeMode. "auto" follows the system's
 * prefers-color-scheme live; the effective theme is the `dark` class on <html>.
 */
import { STORAGE_KEYS, THEME_MODES, type ThemeMode } from '@cloudpaste/contracts';
import { THEME_COLORS } from '../../pwa/themeColors';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.themeMode);
    return (THEME_MODES as readonly string[]).includes(stored ?? '')
      ? (stored as ThemeMode)
      : 'auto';
  } catch {
    return 'auto';
  }
}

let mode: ThemeMode = readMode();
const listeners = new Set<() => void>();

function systemPrefersDark(): boolean {
  // jsdom and very old browsers have no matchMedia: treat them as light.
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function isDarkMode(current: ThemeMode, prefersDark: boolean): boolean {
  return current === 'dark' || (current === 'auto' && prefersDark);
}

export function applyTheme(current: ThemeMode = mode): void {
  const dark = isDarkMode(current, systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  // Lets native controls (scrollbars, date pickers) match the page.
  root.style.colorScheme = dark ? 'dark' : 'light';
  // The browser's (or installed app's) title bar follows the chosen theme, not only the system's.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'))
    meta.content = dark ? THEME_COLORS.dark : THEME_COLORS.light;
}

export function getThemeMode(): ThemeMode {
  return mode;
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setThemeMode(next: ThemeMode): void {
  mode = next;
  try {
    localStorage.setItem(STORAGE_KEYS.themeMode, next);
  } catch {
    // Not persisted; it still applies until the page is reloaded.
  }
  applyTheme();
  for (const listener of listeners) listener();
}

/** The toggle's cycle: auto, light, dark, then auto again. */
export function nextThemeMode(current: ThemeMode): ThemeMode {
  return THEME_MODES[(THEME_MODES.indexOf(current) + 1) % THEME_MODES.length] ?? 'auto';
}

/** Re-reads storage (another tab changed it, or a test reset it) and applies the result. */
export function reloadThemeFromStorage(): void {
  mode = readMode();
  applyTheme();
  for (const listener of listeners) listener();
}

/** Applies the theme now and keeps "auto" in step with the system; returns the cleanup. */
export function startThemeSync(): () => void {
  applyTheme();
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (mode === 'auto') applyTheme();
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
