/**
 * Browser steps the specs share: logging in, reading the URL and <html>, picking a language,
 * waiting for the service worker.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { TEST_ADMIN } from './server.js';

/** A form input found by its name or id attribute. */
export function field(page: Page, name: string) {
  return page.locator(`input[name="${name}"], input#${name}`).first();
}

export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

export function htmlAttribute(page: Page, name: string): Promise<string | null> {
  return page.locator('html').getAttribute(name);
}

export async function htmlHasClass(page: Page, className: string): Promise<boolean> {
  const classes = (await htmlAttribute(page, 'class')) ?? '';
  return classes.split(/\s+/).includes(className);
}

/** A value the app keeps in localStorage, read through the context so no page script is needed. */
export async function storedValue(page: Page, key: string): Promise<string | undefined> {
  const origin = new URL(page.url()).origin;
  const state = await page.context().storageState();
  return state.origins
    .find((o) => o.origin === origin)
    ?.localStorage.find((item) => item.name === key)?.value;
}

/** Submits the account tab of the admin login; where it lands is for the caller to check. */
export async function submitAccountLogin(
  page: Page,
  username: string,
  password: string,
): Promise<void> {
  await page.goto('/admin');
  await page.getByTestId('login-mode-admin').click();
  await field(page, 'username').fill(username);
  await field(page, 'password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function loginAsAdmin(page: Page): Promise<void> {
  await submitAccountLogin(page, TEST_ADMIN.username, TEST_ADMIN.password);
  await page.getByTestId('admin-sidebar').waitFor();
}

/** Submits the API-key tab of the admin login; where it lands is for the caller to check. */
export async function submitApiKeyLogin(page: Page, key: string): Promise<void> {
  await page.goto('/admin');
  await page.getByTestId('login-mode-apikey').click();
  await field(page, 'apiKey').fill(key);
  await page.getByTestId('login-submit').click();
}

/** Opens the header language menu and picks an option by its visible label ('English', '中文'). */
export async function chooseLanguage(page: Page, label: string): Promise<void> {
  await page.getByTestId('language-switcher').click();
  const option = page
    .getByRole('menuitem', { name: label, exact: true })
    .or(page.getByRole('menuitemradio', { name: label, exact: true }))
    .or(page.getByRole('option', { name: label, exact: true }));
  await option.first().click();
}

/** Waits until the service worker has installed (the precache is complete) and controls the page. */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return `${registration?.active?.state}/${navigator.serviceWorker.controller !== null}`;
      }),
    )
    .toBe('activated/true');
}
