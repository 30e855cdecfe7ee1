/**
 * The two looks the walkthrough checks every screen in: English on a 1280×800 desktop, and Chinese
 * in the dark theme on a 390×844 phone; a page opened in one has its preferences set before load.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { NewPage } from './fixtures.js';

export interface Look {
  name: 'en-desktop' | 'zh-dark-phone';
  context: BrowserContextOptions;
  /** localStorage entries the app reads at start ('language', 'themeMode'). */
  prefs: Record<string, string>;
}

export const LOOKS: readonly Look[] = [
  {
    name: 'en-desktop',
    context: { viewport: { width: 1280, height: 800 } },
    prefs: { language: 'en-US' },
  },
  {
    name: 'zh-dark-phone',
    context: { viewport: { width: 390, height: 844 }, locale: 'zh-CN' },
    prefs: { language: 'zh-CN', themeMode: 'dark' },
  },
];

/** A new page in `look`: its viewport and locale, its language and theme stored before any load. */
export async function openAs(newPage: NewPage, look: Look): Promise<Page> {
  const page = await newPage(look.context);
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, look.prefs);
  return page;
}
