/** Keeps the <html> dark class in step with the saved mode and, in auto, with the system. */
import { useEffect, type ReactNode } from 'react';
import { startThemeSync } from './themeStore';

export function ThemeProvider({ children }: { children?: ReactNode }) {
  useEffect(() => startThemeSync(), []);
  return children;
}
