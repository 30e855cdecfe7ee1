/** Vitest setup for the web project (jsdom): translations loaded, DOM and storage reset per test. */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import './i18n';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
