/**
 * PWA installability, which Lighthouse 12 no longer audits: the manifest's required fields and
 * icons (fetched and measured), a service worker controlling the page, and Chromium's own verdict
 * (the DevTools call the old Lighthouse audit used, Page.getInstallabilityErrors).
 */
import type { Page } from 'playwright-core';
import { withBrowser } from './lighthouse.js';
import { pngSize } from '../../e2e/support/png.js';

export interface Installability {
  isInstallable: boolean;
  /** One line per check, "ok" or what was wrong. */
  checks: string[];
}

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

const DISPLAY_MODES = ['standalone', 'fullscreen', 'minimal-ui'];
const WORKER_TIMEOUT_MS = 15_000;

/** "WxH" of a PNG file, or undefined when the bytes are no PNG. */
function sizeOf(bytes: Buffer): string | undefined {
  const size = pngSize(bytes);
  return size && `${size.width}x${size.height}`;
}

async function manifestChecks(page: Page): Promise<Record<string, boolean>> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  if (!href) return { 'a <link rel="manifest"> in the page': false };
  const response = await page.request.get(new URL(href, page.url()).href);
  const manifest = (await response.json()) as Record<string, unknown>;
  const icons = (manifest.icons ?? []) as ManifestIcon[];
  const served: string[] = [];
  for (const icon of icons) {
    const answer = await page.request.get(new URL(icon.src, page.url()).href);
    const size = answer.ok() ? sizeOf(await answer.body()) : undefined;
    if (size && size === icon.sizes && (icon.purpose ?? 'any').includes('any')) served.push(size);
  }
  return {
    'manifest served as application/manifest+json': (
      response.headers()['content-type'] ?? ''
    ).startsWith('application/manifest+json'),
    'name and short_name': Boolean(manifest.name && manifest.short_name),
    start_url: typeof manifest.start_url === 'string',
    [`display in ${DISPLAY_MODES.join('|')}`]: DISPLAY_MODES.includes(String(manifest.display)),
    'icons 192x192 and 512x512 (PNG of that size)':
      served.includes('192x192') && served.includes('512x512'),
  };
}

export async function checkInstallability(origin: string): Promise<Installability> {
  return withBrowser(async (context) => {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    const results = await manifestChecks(page);
    // A function, not a string: the app's CSP forbids eval. Runs in the page (no DOM types here).
    const isControlled = () =>
      (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } }).navigator
        .serviceWorker.controller !== null;
    results['a service worker controls the page'] = await page
      .waitForFunction(isControlled, undefined, { polling: 250, timeout: WORKER_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const errors = installabilityErrors.map((e) => e.errorId);
    const checks = Object.entries(results).map(([check, ok]) => `${check}: ${ok ? 'ok' : 'NO'}`);
    checks.push(`Chromium installability errors: ${errors.length ? errors.join(', ') : 'none'}`);
    return {
      isInstallable: Object.values(results).every(Boolean) && errors.length === 0,
      checks,
    };
  });
}
