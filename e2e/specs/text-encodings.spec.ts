/**
 * A GBK text file end to end: uploaded into a mount, it reads as Chinese in the explorer's preview
 * and on a file share page; edited and saved in the explorer, the stored bytes are still GBK.
 */
import { readFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { baseURL, storages } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { mountStorage, uploadFile } from '../support/fs.js';
import { loginAsAdmin } from '../support/ui.js';

const MOUNT = '/e2e-encodings';
const NAME = 'gbk-notes.txt';
const GBK = readFileSync(
  new URL('../../web/src/lib/textEncoding/fixtures/gbk.txt', import.meta.url),
);
const FIRST_LINE = '中文文本预览：编码检测与保存。';
const ADDED = '第三行：在浏览器里编辑。\n';
const local = () => storages().find((storage) => storage.kind === 'local')!;

async function downloadBytes(token: string, path: string): Promise<Buffer> {
  const res = await fetch(`${baseURL()}/api/fs/download?path=${encodeURIComponent(path)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const isUtf8 = (bytes: Buffer) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

describe('text encodings', () => {
  test('a GBK file is read, edited and saved as GBK', async ({ newPage }) => {
    const token = await adminToken();
    await mountStorage(token, local(), MOUNT);
    await uploadFile(token, MOUNT, NAME, GBK);

    const page = await newPage();
    await loginAsAdmin(page);
    await page.goto(`/mount-explorer${MOUNT}?preview=${NAME}`);
    const encoding = page.getByTestId('preview-encoding');
    await expect.poll(() => encoding.inputValue()).toBe('gbk');
    await page.getByTestId('preview-text').getByText(FIRST_LINE).waitFor();

    await page.getByTestId('preview-edit').click();
    const input = page.getByTestId('text-editor-input');
    const original = await input.inputValue();
    expect(original.startsWith(FIRST_LINE)).toBe(true);
    expect(await page.getByTestId('text-editor-encoding-note').textContent()).toBe(
      'Will be saved as GBK, as it was read.',
    );
    await input.fill(original + ADDED);
    await page.getByTestId('text-editor-save').click();
    await page.getByText(`“${NAME}” saved as GBK`).waitFor();

    const stored = await downloadBytes(token, `${MOUNT}/${NAME}`);
    expect(isUtf8(stored)).toBe(false);
    expect(stored.subarray(0, GBK.length).equals(GBK)).toBe(true);
    expect(new TextDecoder('gbk').decode(stored)).toBe(original + ADDED);
    await page.getByTestId('preview-text').getByText('第三行：在浏览器里编辑。').waitFor();

    const share = await callApi<{ slug: string }>('/fs/create-share', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ path: `${MOUNT}/${NAME}` }),
    });
    expect(share.status, share.body.message).toBe(201);
    const visitor = await newPage();
    await visitor.goto(`/file/${share.body.data.slug}`);
    const shareEncoding = visitor.getByTestId('file-text-encoding');
    await expect.poll(() => shareEncoding.inputValue()).toBe('gbk');
    await visitor.getByTestId('file-text').getByText(FIRST_LINE).waitFor();
    await visitor.getByTestId('file-text').getByText('第三行：在浏览器里编辑。').waitFor();
  });
});
