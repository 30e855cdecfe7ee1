/** Vitest setup for the web project (jsdom): translations loaded, DOM and storage reset per test. */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { addAllResources } from './i18n/allResources';
import i18n from './i18n';

// The app loads a namespace at a time (i18n/bundles.ts); tests have all of both languages from the
// start, so a switch is immediate and every render is translated.
addAllResources();
await i18n.changeLanguage(i18n.language);

// Lazy routes import their chunk on first render; on a busy 2-core CI machine that alone can take
// longer than Testing Library's 1 s default. Conditions are still awaited, never slept on.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
