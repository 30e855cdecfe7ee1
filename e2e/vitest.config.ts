/** End-to-end specs: one built server for the run, Chromium per file, files one after another. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 15_000,
    // expect.poll waits as long as a playwright action would before giving up.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
