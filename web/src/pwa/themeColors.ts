/** Browser UI colours (`theme-color`) matching the header in each theme; the build and the theme share them. */
export const THEME_COLORS = { light: '#ffffff', dark: '#030712' } as const;
