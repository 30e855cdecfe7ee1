/** Vitest setup for the web project (jsdom): translations loaded, DOM and storage reset per test. */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { addAllResources } from './i18n/allResources';
import i18n from './i18n';

// The app loads a namespace at a time (i18n/bundles.ts); tests have all of both languages from the
// start, so a switch is immediate and every render is translated.
addAllResources();
await i18n.changeLanguage(i18n.language);

// How long waitFor and findBy wait for a condition. Lazy routes import their chunk on first
// render, and a 20 MiB multipart upload runs through the fake server: on a busy two-core machine
// one such wait took more than 5 s (docs/PERFORMANCE.md, test suite). Conditions are awaited,
// never slept on, so the ceiling costs time only when a test fails; it stays under the 20 s test
// budget of web/vite.config.ts, so the wait's own message is the one that shows.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
