/** Vitest setup for the web project (jsdom): translations loaded, DOM and storage reset per test. */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import './i18n';

// Lazy routes import their chunk on first render; on a busy 2-core CI machine that alone can take
// longer than Testing Library's 1 s default. Conditions are still awaited, never slept on.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
