/**
 * The audit log in the browser (docs/product/admin.md, "Audit log"): a failed sign-in made beside
 * the walk shows on the Audit log page with the address the server saw, not the one the client
 * claimed; the filters find it, Export CSV downloads it, and on a phone no column is cut off.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { Permission } from '@cloudpaste/contracts';
import { describe, expect } from 'vitest';
import { baseURL } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { callApi, createApiKey } from '../support/api.js';
import { loginAsAdmin, submitApiKeyLogin } from '../support/ui.js';

/** A wrong password for `username`, claiming to come from another address. */
async function failSignIn(username: string): Promise<void> {
  const res = await fetch(`${baseURL()}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66' },
    body: JSON.stringify({ username, password: 'not the password' }),
  });
  expect(res.status).toBe(401);
}

/** Signs in, opens the Audit log page (through the sidebar when `link` names it) and filters. */
async function showEntriesOf(page: Page, who: string, link?: string) {
  await loginAsAdmin(page);
  if (link) await page.getByRole('link', { name: link, exact: true }).click();
  else await page.goto('/admin/audit-log');
  await page.getByTestId('audit-filter-actor').fill(who);
  await page.getByTestId('audit-filter-apply').click();
  const row = page.getByTestId('audit-row').filter({ hasText: who });
  await row.waitFor();
  return row;
}

describe('audit log', () => {
  test('a failed sign-in is listed with the real address, found by the filters and exported', async ({
    newPage,
  }) => {
    const who = `e2e-audit-${Date.now()}`;
    await failSignIn(who);
    const page = await newPage({ acceptDownloads: true });
    const row = await showEntriesOf(page, who, 'Audit log');
    // The newest entry is this one, so the row shows before the filtered list replaces the whole
    // one: wait for the filter to take, rather than count the first list.
    await expect.poll(() => page.getByTestId('audit-row').count()).toBe(1);
    const text = await row.textContent();
    expect(text).toContain('Failed sign-in');
    expect(text).toContain('127.0.0.1');
    expect(text).not.toContain('203.0.113.66');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('audit-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-log.csv');
    const csv = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toMatch(/^at,action,actor_kind,actor_id,actor_label,address,/);
    expect(csv.slice(1)).toEqual([
      expect.stringContaining(`auth.login.failure,anonymous,,${who},127.0.0.1,`),
    ]);
  });

  test('on a phone, in Chinese, each entry is a card as wide as the screen', async ({
    newPage,
  }) => {
    const who = `e2e-audit-phone-${Date.now()}`;
    await failSignIn(who);
    const page = await newPage({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    await page.addInitScript(() => localStorage.setItem('language', 'zh-CN'));
    const row = await showEntriesOf(page, who);
    expect(await row.textContent()).toContain('登录失败');
    const box = await row.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test('an API key finds its own entries under My activity, as cards on a phone in Chinese', async ({
    newPage,
  }) => {
    const name = `e2e-mine-${Date.now()}`;
    const key = await createApiKey(name, Permission.TEXT);
    const made = await callApi<{ slug: string }>('/paste', {
      method: 'POST',
      headers: { authorization: `ApiKey ${key}` },
      body: JSON.stringify({ content: 'mine' }),
    });
    expect(made.status).toBe(201);

    const desktop = await newPage();
    await submitApiKeyLogin(desktop, key);
    await desktop.getByRole('link', { name: 'My activity', exact: true }).click();
    const rows = desktop.getByTestId('audit-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Text share created');

    const phone = await newPage({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    await phone.addInitScript(() => localStorage.setItem('language', 'zh-CN'));
    await submitApiKeyLogin(phone, key);
    await phone.getByTestId('admin-sidebar').waitFor();
    await phone.goto('/admin/my-activity');
    const card = phone.getByTestId('audit-row').first();
    await card.waitFor();
    expect(await card.textContent()).toContain('创建文本分享');
    const box = await card.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
