/** Steps of the admin share lists (text and file management): rows, search, confirm dialogs. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The list's prefix: its rows are `${list}-row`, its search box `#${list}-search`. */
export type ShareList = 'paste' | 'file';

export const listRow = (page: Page, list: ShareList, slug: string) =>
  page.locator(`[data-testid="${list}-row"][data-slug="${slug}"]`);

/** Types a search term and waits until every listed row's slug contains it. */
export async function searchList(page: Page, list: ShareList, term: string): Promise<void> {
  await page.locator(`#${list}-search`).fill(term);
  await expect
    .poll(async () => {
      const slugs = await page
        .getByTestId(`${list}-row`)
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-slug') ?? ''));
      return slugs.length > 0 && slugs.every((slug) => slug.includes(term));
    })
    .toBe(true);
}

/** Presses a button of the open dialog and waits until the dialog has gone. */
export async function answerDialog(page: Page, label: string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}
