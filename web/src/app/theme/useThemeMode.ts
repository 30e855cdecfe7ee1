/** React view of the theme mode. */
import type { ThemeMode } from '@cloudpaste/contracts';
import { useSyncExternalStore } from 'react';
import { getThemeMode, subscribeTheme } from './themeStore';

export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribeTheme, getThemeMode);
}
