/** The theme toggle cycles auto, light, dark; the choice persists and drives the `dark` class. */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { htmlHasClass, storedValue } from '../support/ui.js';

const CYCLE = ['auto', 'light', 'dark'];

function mode(page: Page): Promise<string | null> {
  return page.getByTestId('theme-toggle').getAttribute('data-theme-mode');
}

/** Clicks the toggle until it shows `target`; each click must move one step along the cycle. */
async function toggleTo(page: Page, target: string): Promise<void> {
  for (let clicks = 0; clicks < CYCLE.length; clicks++) {
    const current = await mode(page);
    if (current === target) return;
    const next = CYCLE[(CYCLE.indexOf(current ?? '') + 1) % CYCLE.length];
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => mode(page)).toBe(next);
  }
  expect(await mode(page)).toBe(target);
}

describe('theme', () => {
  test('dark and light each persist across reloads, whatever the system prefers', async ({
    newPage,
  }) => {
    // The system prefers dark, so "light" can only win if the saved choice is honoured.
    const page = await newPage({ colorScheme: 'dark' });
    await page.goto('/');
    await expect.poll(() => mode(page)).toBe('auto');
    await expect.poll(() => htmlHasClass(page, 'dark')).toBe(true);

    await toggleTo(page, 'dark');
    await page.reload();
    await expect.poll(() => mode(page)).toBe('dark');
    expect(await htmlHasClass(page, 'dark')).toBe(true);
    expect(await storedValue(page, STORAGE_KEYS.themeMode)).toMatch(/dark/);

    await toggleTo(page, 'light');
    await page.reload();
    await expect.poll(() => mode(page)).toBe('light');
    expect(await htmlHasClass(page, 'dark')).toBe(false);
    expect(await storedValue(page, STORAGE_KEYS.themeMode)).toMatch(/light/);
  });
});

describe('first paint', () => {
  test('the stylesheet comes inside the page, so nothing but the HTML holds up the first paint', async ({
    newPage,
  }) => {
    const page = await newPage({ colorScheme: 'dark' });
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto('/');
    await expect.poll(() => mode(page)).toBe('auto');
    // Styled (Tailwind's dark background on the page frame) with no stylesheet fetched for it.
    const background = await page.evaluate(
      () => getComputedStyle(document.querySelector('#root > div')!).backgroundColor,
    );
    expect(background).toBe('oklch(0.13 0.028 261.692)');
    expect(stylesheets).toEqual([]);
    expect(await page.locator('head > link[rel="stylesheet"]').count()).toBe(0);
  });
});
