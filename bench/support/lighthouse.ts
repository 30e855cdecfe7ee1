/**
 * Lighthouse runs on the system Chromium: each run gets a fresh browser profile, launched through
 * playwright-core (as e2e does) with a DevTools port Lighthouse attaches to, so a page can be
 * prepared first (a session token in localStorage) without loading the app before the audit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { BROWSER_ARGS, CHROMIUM_PATH } from '../../e2e/support/browser.js';
import { freePort } from '../../e2e/support/server.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The metrics printed beside the scores: Lighthouse audit id -> label. */
export const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
} as const;
export type Metric = (typeof METRICS)[keyof typeof METRICS];

export interface Audit {
  /** 0-100 per category. */
  scores: Record<Category, number>;
  /** ms, except CLS (unitless). */
  metrics: Record<Metric, number>;
  /** Script bytes as sent over the network (what the page fetched during the load). */
  scriptTransferBytes: number;
  /** Failed audits (score < 0.9) that weigh in the category scores, as "category: id (title)". */
  failing: string[];
  /** Lighthouse's CPU benchmark of this machine (a mid-range phone is about 1000). */
  benchmarkIndex: number;
  lhr: Result;
}

/** A persistent Chromium profile in a temp dir, reachable by Lighthouse on `port`. */
export async function withBrowser<T>(
  work: (context: BrowserContext, port: number) => Promise<T>,
): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'cloudpaste-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...BROWSER_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    return await work(context, port);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse navigation of `url`, with the default (mobile: a mid-range phone on slow 4G,
 * simulated) or the desktop settings. With `localStorage`, those
 * items are written on the origin first (on a same-origin URL that runs no app code, so no service
 * worker or cache exists yet) and Lighthouse is told not to reset storage, which would erase them.
 */
export async function audit(
  url: string,
  options: { localStorage?: Record<string, string>; isDesktop?: boolean } = {},
): Promise<Audit> {
  const { localStorage, isDesktop = false } = options;
  return withBrowser(async (context, port) => {
    if (localStorage) {
      const page = await context.newPage();
      await page.goto(new URL('/manifest.webmanifest', url).href);
      // Runs in the page; this package compiles without the DOM types.
      await page.evaluate((items) => {
        const { localStorage: store } = globalThis as unknown as {
          localStorage: { setItem(key: string, value: string): void };
        };
        for (const [key, value] of Object.entries(items)) store.setItem(key, value);
      }, localStorage);
      await page.close();
    }
    const flags: Flags = {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: localStorage !== undefined,
    };
    const result = await lighthouse(url, flags, isDesktop ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return summarise(result.lhr);
  });
}

/** Lighthouse could not measure the page (e.g. NO_NAVSTART, a trace it failed to record). */
export class LighthouseRuntimeError extends Error {}

function summarise(lhr: Result): Audit {
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.message}`);
  const scores = {} as Record<Category, number>;
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = Math.round((category?.score ?? 0) * 100);
    for (const ref of category?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (ref.weight > 0 && result && result.score !== null && result.score < 0.9)
        failing.push(`${id}: ${ref.id} (${result.displayValue ?? result.title})`);
    }
  }
  const metrics = {} as Record<Metric, number>;
  for (const [id, label] of Object.entries(METRICS))
    metrics[label] = lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary?.type === 'table' ? summary.items : [];
  const scripts = items.find((item) => item.resourceType === 'script');
  return {
    scores,
    metrics,
    scriptTransferBytes: Number(scripts?.transferSize ?? 0),
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lhr,
  };
}
