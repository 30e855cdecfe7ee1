/**
 * The installable app and its offline shell (docs/product/offline-and-pwa.md): manifest and icons,
 * the service worker, the install prompt, the offline badge and toast, and pages opening offline
 * from the precache.
 */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { loginAsAdmin, storedValue, workerInControl } from '../support/ui.js';
import { pngSize } from '../support/png.js';

const OFFLINE_TOAST = 'You are offline, some features may be limited';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The app has rendered its header (the page's code and the session check are done). */
async function appReady(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
}

/** What Chromium dispatches when the app may be installed; prompt() counts its calls. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((outcome) => {
    const counter = window as unknown as { installDialogs?: number };
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        counter.installDialogs = (counter.installDialogs ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

function installDialogs(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { installDialogs?: number }).installDialogs ?? 0,
  );
}

/** "WxH" of a PNG file. */
function sizeOf(bytes: Buffer): string {
  const size = pngSize(bytes);
  expect(size, 'a PNG file').toBeDefined();
  return `${size?.width}x${size?.height}`;
}

describe('PWA', () => {
  test('the manifest is linked and valid, and every icon is there in its size', async ({
    page,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'CloudPaste',
      short_name: 'CloudPaste',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/upload', '/']);

    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const [src, sizes] of [
      ...icons.map((icon) => [icon.src, icon.sizes]),
      [appleIcon, '180x180'],
    ]) {
      const icon = await page.request.get(src!);
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toBe('image/png');
      expect(sizeOf(await icon.body())).toBe(sizes);
    }

    const themeColors = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('media')));
    expect(themeColors).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
  });

  test('the service worker registers, activates, and keeps every API answer out of its caches', async ({
    page,
  }) => {
    await page.goto('/');
    await workerInControl(page);
    const registration = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL };
    });
    expect(new URL(registration.scope).pathname).toBe('/');
    expect(new URL(registration.script!).pathname).toBe('/sw.js');

    // Authenticated API traffic, then a look at everything Cache Storage holds.
    await loginAsAdmin(page);
    await page.goto('/admin/text-management');
    await appReady(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((path) => /^\/assets\/HomePage-.+\.js$/.test(path))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);
  });

  test('the install prompt: Install opens the browser dialog, Later hides it for 7 days', async ({
    page,
  }) => {
    await page.goto('/');
    await appReady(page);
    const prompt = page.getByTestId('install-prompt');
    expect(await prompt.count()).toBe(0);

    await offerInstall(page);
    await prompt.getByRole('button', { name: 'Install' }).click();
    await expect.poll(() => installDialogs(page)).toBe(1);
    await prompt.waitFor({ state: 'detached' });

    await offerInstall(page);
    await prompt.getByRole('button', { name: 'Later' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await installDialogs(page)).toBe(1);
    const dismissedAt = Number(await storedValue(page, STORAGE_KEYS.installPromptDismissedAt));
    expect(Math.abs(Date.now() - dismissedAt)).toBeLessThan(60_000);

    // The next visit: the browser offers again, the prompt stays away.
    await page.reload();
    await appReady(page);
    await offerInstall(page);
    expect(await prompt.count()).toBe(0);

    // A week and a day later it asks again.
    await page.evaluate(([key, at]) => localStorage.setItem(key, at), [
      STORAGE_KEYS.installPromptDismissedAt,
      String(Date.now() - 8 * DAY_MS),
    ] as const);
    await page.reload();
    await appReady(page);
    await offerInstall(page);
    await prompt.waitFor();
  });

  test('offline: the badge and the toast; visited and precached pages still open after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await appReady(page);
    await workerInControl(page);
    const badge = page.getByTestId('offline-badge');
    expect(await badge.count()).toBe(0);

    await page.context().setOffline(true);
    await badge.waitFor();
    const toast = page.getByText(OFFLINE_TOAST);
    await toast.waitFor();
    // It goes by itself after 3 s.
    await toast.waitFor({ state: 'detached', timeout: 8_000 });

    await page.reload();
    await appReady(page);
    await expect.poll(() => page.title()).toBe('Home - CloudPaste');
    await badge.waitFor();

    // Never opened before, but its code is in the precache.
    await page.getByRole('link', { name: 'Upload', exact: true }).first().click();
    await expect.poll(() => page.title()).toBe('Upload - CloudPaste');
    expect(await page.getByRole('heading', { name: 'Page unavailable offline' }).count()).toBe(0);

    await page.context().setOffline(false);
    await badge.waitFor({ state: 'detached' });
  });

  test('offline with no service worker: a page whose code never loaded shows the offline fallback', async ({
    newPage,
  }) => {
    const page = await newPage({ serviceWorkers: 'block' });
    await page.goto('/');
    await appReady(page);
    await page.context().setOffline(true);

    await page.getByRole('link', { name: 'Upload', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Page unavailable offline' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'This page is unavailable offline' }).waitFor();
    for (const name of ['Back to home', 'Go back', 'Retry'])
      await page.getByRole('button', { name }).waitFor();

    // Back online, Retry loads the page.
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.title()).toBe('Upload - CloudPaste');
    await appReady(page);
    expect(await page.getByRole('heading', { name: 'Page unavailable offline' }).count()).toBe(0);
  });
});
