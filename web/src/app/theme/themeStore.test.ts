/** Theme mode: cycle order, persistence, the dark class, and auto following the system live. */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getThemeMode,
  isDarkMode,
  nextThemeMode,
  reloadThemeFromStorage,
  setThemeMode,
  startThemeSync,
} from './themeStore';
import { THEME_COLORS } from '../../pwa/themeColors';

/** A controllable prefers-color-scheme, since jsdom has no matchMedia. */
function stubSystemTheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (dark: boolean) => {
    query.matches = dark;
    for (const listener of listeners) listener();
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  reloadThemeFromStorage();
});

describe('theme mode', () => {
  it('cycles auto, light, dark', () => {
    expect(nextThemeMode('auto')).toBe('light');
    expect(nextThemeMode('light')).toBe('dark');
    expect(nextThemeMode('dark')).toBe('auto');
  });

  it('resolves dark from the mode and the system preference', () => {
    expect(isDarkMode('dark', false)).toBe(true);
    expect(isDarkMode('light', true)).toBe(false);
    expect(isDarkMode('auto', true)).toBe(true);
    expect(isDarkMode('auto', false)).toBe(false);
  });

  it('defaults to auto and ignores unknown stored values', () => {
    localStorage.setItem(STORAGE_KEYS.themeMode, 'sepia');
    reloadThemeFromStorage();
    expect(getThemeMode()).toBe('auto');
  });

  it('saves the choice under themeMode and sets the dark class', () => {
    setThemeMode('dark');
    expect(localStorage.getItem(STORAGE_KEYS.themeMode)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    setThemeMode('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('gives the browser UI (theme-color) the colour of the chosen theme', () => {
    const metas = (['light', 'dark'] as const).map((scheme) => {
      const meta = document.createElement('meta');
      meta.name = 'theme-color';
      meta.media = `(prefers-color-scheme: ${scheme})`;
      document.head.append(meta);
      return meta;
    });
    setThemeMode('dark');
    expect(metas.map((meta) => meta.content)).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    setThemeMode('light');
    expect(metas.map((meta) => meta.content)).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
    for (const meta of metas) meta.remove();
  });

  it('follows the system live in auto, and only in auto', () => {
    const setSystemDark = stubSystemTheme(false);
    setThemeMode('auto');
    const stop = startThemeSync();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    setSystemDark(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    setThemeMode('light');
    setSystemDark(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    stop();
  });
});
