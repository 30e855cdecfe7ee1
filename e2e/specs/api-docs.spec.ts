/**
 * The API reference (/api-docs) over the document the built server serves: every operation shown,
 * each opening to its details, searchable, and in Chinese (docs/API.md, "OpenAPI").
 */
import { createRequire } from 'node:module';
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { baseURL } from '../support/context.js';
import { test } from '../support/fixtures.js';

interface Document {
  paths: Record<string, Record<string, { operationId: string }>>;
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe's WCAG 2 A and AA violations on the page as it is now, as readable lines. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    type Found = { id: string; nodes: { target: string[] }[] };
    const { axe } = window as unknown as {
      axe: { run: (o: object) => Promise<{ violations: Found[] }> };
    };
    const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.map((v) => `${v.id} @ ${v.nodes.map((n) => n.target).join(', ')}`);
  });
  return found;
}

async function servedDocument(): Promise<Document> {
  const res = await fetch(new URL('/api/openapi.json', baseURL()));
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

describe('/api-docs', () => {
  test('shows every operation of /api/openapi.json, each with its details', async ({ newPage }) => {
    const doc = await servedDocument();
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(ids.length).toBeGreaterThan(100);

    const page = await newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'API' }).click();
    await page.getByRole('heading', { name: 'API reference', level: 1 }).waitFor();
    const operations = page.locator('details[data-testid^="operation-"]');
    await expect.poll(() => operations.count()).toBe(ids.length);
    await page.getByText(`${ids.length} operations`).waitFor();

    // Every operation opens to its request body and answer: the whole document renders.
    await page.evaluate(() =>
      document.querySelectorAll('details').forEach((details) => (details.open = true)),
    );
    expect(await page.getByText('Request body', { exact: true }).count()).toBe(ids.length);
    const create = page.getByTestId('operation-postApiPaste');
    await expect.poll(() => create.textContent()).toContain('content: string');
    expect(await create.textContent()).toContain('API key with TEXT, or admin token');
    expect(await create.textContent()).toContain('slug: string');

    await page.getByRole('searchbox', { name: 'Search operations' }).fill('delete batch');
    await expect.poll(() => operations.count()).toBe(4);
    await page.getByText('4 operations').waitFor();
  });

  test('speaks Chinese: the page, the summaries and the constraint words', async ({ newPage }) => {
    const page = await newPage();
    await page.addInitScript(([key]) => localStorage.setItem(key, 'zh-CN'), [
      STORAGE_KEYS.language,
    ] as const);
    await page.goto('/api-docs');
    await page.getByRole('heading', { name: 'API 参考', level: 1 }).waitFor();
    const create = page.getByTestId('operation-postApiPaste');
    await create.locator('summary').click();
    await expect.poll(() => create.textContent()).toContain('创建文本分享');
    const text = (await create.textContent()) ?? '';
    expect(text).toContain('带 TEXT 权限的 API 密钥，或管理员令牌');
    expect(text).toContain('remark?: string (最长 500)');
    expect(text).not.toContain('Create a text share');
    expect(text).not.toContain('max length');
  });

  for (const theme of ['light', 'dark']) {
    test(`has no WCAG A/AA violation with operations open, on a phone (${theme})`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        STORAGE_KEYS.themeMode,
        theme,
      ] as const);
      await page.goto('/api-docs');
      for (const id of ['postApiPaste', 'getApiFsList', 'getApiAdminSettings']) {
        await page.getByTestId(`operation-${id}`).locator('summary').click();
      }
      expect(await violations(page)).toEqual([]);
    });
  }
});
