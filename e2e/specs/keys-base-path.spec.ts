/**
 * Key management in a browser: the admin picks a new key's base path in the folder picker, by
 * mouse and keyboard, through a mount and its folders; on a phone the key list is a column of cards.
 */
import { describe, expect } from 'vitest';
import { adminToken } from '../support/api.js';
import { storages } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { mountStorage, uploadFile } from '../support/fs.js';
import { loginAsAdmin } from '../support/ui.js';

describe('key base path picker', () => {
  test('browses the mounts to a folder, which the new key gets as its base path', async ({
    newPage,
  }) => {
    const suffix = Date.now().toString(36);
    const mount = `/keypick-${suffix}`;
    const token = await adminToken();
    const local = storages().find((storage) => storage.kind === 'local')!;
    await mountStorage(token, local, mount);
    await uploadFile(token, `${mount}/reports/2024`, 'q1.txt', 'numbers');
    await uploadFile(token, `${mount}/archive`, 'old.txt', 'old');
    await uploadFile(token, mount, 'readme.txt', 'a file beside the folders');

    const page = await newPage();
    await loginAsAdmin(page);
    await page.goto('/admin/key-management');
    await page.getByTestId('create-key-button').click();
    const form = page.getByRole('dialog', { name: 'Create API key' });
    await form.getByLabel('Name', { exact: true }).fill(`picked-${suffix}`);
    await form.getByTestId('basic-path-browse').click();

    const picker = page.getByRole('dialog', { name: 'Choose the base path' });
    await picker.getByRole('button', { name: new RegExp(`^keypick-${suffix}`) }).click();
    // Inside the mount: its folders, by keyboard. Focus follows into each folder opened.
    const folders = picker.getByRole('list', { name: `Folders in ${mount}` });
    await folders.waitFor();
    // Folders only (the mount's storage holds other uploads' folders too, never a file here).
    const names = await folders.getByRole('button').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['archive', 'reports']));
    expect(names).not.toContain('readme.txt');
    // Focus followed into the mount: the arrows walk its folders down to 'reports'.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('Home');
    for (let step = 0; step < names.length && (await focused()) !== 'reports'; step++) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await focused()).toBe('reports');
    await page.keyboard.press('Enter');
    await picker.getByRole('list', { name: `Folders in ${mount}/reports` }).waitFor();
    await page.keyboard.press('Enter');
    await picker.getByText('No folders here.').waitFor();
    await page.keyboard.press('Backspace');
    await picker.getByRole('list', { name: `Folders in ${mount}/reports` }).waitFor();
    await picker.getByRole('button', { name: /^2024/ }).click();
    await picker.getByText('No folders here.').waitFor();
    await picker.getByTestId('folder-picker-choose').click();
    await picker.waitFor({ state: 'detached' });

    const basePath = form.getByLabel('Base path', { exact: true });
    expect(await basePath.inputValue()).toBe(`${mount}/reports/2024`);
    await form.getByTestId('key-submit').click();
    await page.getByTestId('new-key-value').waitFor();
    await page.keyboard.press('Escape');
    const row = page.locator(`[data-testid="key-row"][data-key-name="picked-${suffix}"]`);
    expect(await row.textContent()).toContain(`${mount}/reports/2024`);
  });

  test('on a phone the keys are cards, with nothing wider than the screen', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await loginAsAdmin(page);
    await page.goto('/admin/key-management');
    await page.getByTestId('create-key-button').waitFor();
    const rows = page.getByTestId('key-row');
    if ((await rows.count()) === 0) {
      await page.getByTestId('create-key-button').click();
      await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill('phone card');
      await page.getByTestId('key-submit').click();
      await page.getByTestId('new-key-value').waitFor();
      await page.keyboard.press('Escape');
    }
    const row = rows.first();
    await row.waitFor();
    expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    expect(await page.locator('thead').first().isVisible()).toBe(false);
    // Each value carries its column name on a card.
    expect(await row.getByText('Base path', { exact: true }).isVisible()).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
