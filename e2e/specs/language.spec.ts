/** The language switcher: the choice applies at once and survives a reload. */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { chooseLanguage, htmlAttribute, storedValue } from '../support/ui.js';

describe('language', () => {
  test('a Chinese browser starts in Chinese; English and 中文 each persist across reloads', async ({
    newPage,
  }) => {
    const page = await newPage({ locale: 'zh-CN' });
    await page.goto('/');
    await expect.poll(() => htmlAttribute(page, 'lang')).toBe('zh-CN');
    const homeLink = page.getByRole('link', { name: 'Home', exact: true }).first();

    await chooseLanguage(page, 'English');
    await expect.poll(() => htmlAttribute(page, 'lang')).toBe('en-US');
    await page.reload();
    await expect.poll(() => htmlAttribute(page, 'lang')).toBe('en-US');
    // The header renders after the lazy page shell; wait for it rather than sampling once.
    await homeLink.waitFor({ state: 'visible' });
    expect(await storedValue(page, STORAGE_KEYS.language)).toMatch(/en-US/);

    await chooseLanguage(page, '中文');
    await expect.poll(() => htmlAttribute(page, 'lang')).toBe('zh-CN');
    await page.reload();
    await expect.poll(() => htmlAttribute(page, 'lang')).toBe('zh-CN');
    await page
      .getByRole('link', { name: '首页', exact: true })
      .first()
      .waitFor({ state: 'visible' });
    expect(await homeLink.count()).toBe(0);
    expect(await storedValue(page, STORAGE_KEYS.language)).toMatch(/zh-CN/);
  });
});
