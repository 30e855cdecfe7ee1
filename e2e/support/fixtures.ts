/**
 * The `test` of browser specs: Chromium once per file, fresh contexts per test, screenshots of failed
 * tests, and a temp dir of files to upload for the specs that ask for it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { test as base } from 'vitest';
import { launchBrowser } from './browser.js';
import { ARTIFACTS_DIR, baseURL } from './context.js';
import { createSourceFiles, type SourceFiles } from './source-files.js';

/** Opens a page in a new browser context; English and a desktop viewport unless overridden. */
export type NewPage = (options?: BrowserContextOptions) => Promise<Page>;

/**
 * Context options for a page whose requests a test intercepts with `page.route`. Playwright does
 * not see requests a service worker handles, and the app's worker takes control of the page a
 * moment after it first loads: without this, a held request sometimes slips through unheld.
 */
export const INTERCEPTABLE: BrowserContextOptions = { serviceWorkers: 'block' };

const ACTION_TIMEOUT_MS = 10_000;
const NAVIGATION_TIMEOUT_MS = 20_000;

function slug(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

async function screenshotAll(contexts: BrowserContext[], name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const pages = contexts.flatMap((context) => context.pages());
  await Promise.all(
    pages.map((page, index) =>
      page
        .screenshot({
          path: join(ARTIFACTS_DIR, `${name}${pages.length > 1 ? `-${index + 1}` : ''}.png`),
          fullPage: true,
        })
        .catch((error: unknown) => console.warn(`[e2e] screenshot failed: ${String(error)}`)),
    ),
  );
}

export const test = base
  // eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('newPage', async ({ browser, task }, { onCleanup }): Promise<NewPage> => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      // Cleanup runs after the test has been marked, so a failure can still be photographed.
      if (task.result?.state === 'fail')
        await screenshotAll(contexts, slug(`${task.file.name}-${task.name}`));
      await Promise.all(contexts.map((context) => context.close()));
    });
    return async (options = {}) => {
      const context = await browser.newContext({
        baseURL: baseURL(),
        locale: 'en-US',
        viewport: { width: 1280, height: 800 },
        ...options,
      });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
      contexts.push(context);
      return context.newPage();
    };
  })
  .extend('page', async ({ newPage }): Promise<Page> => newPage())
  // eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
  .extend('sources', { scope: 'file' }, async ({}, { onCleanup }): Promise<SourceFiles> => {
    const sources = createSourceFiles();
    onCleanup(() => sources.remove());
    return sources;
  });
