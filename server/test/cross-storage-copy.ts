/**
 * The client's half of a copy across storages, as the web app does it: every item answered by
 * `/api/fs/batch-copy` is read from its download URL and written to its upload URL (this server's
 * own route, or a presigned storage URL), then the copy is committed.
 */
import { expect } from 'vitest';
import type { TestApp } from './create-test-app.js';

interface CrossStorageItem {
  downloadUrl: string;
  uploadUrl: string;
  uploadHeaders: Record<string, string>;
  targetPath: string;
  s3Path: string;
  fileSize: number;
}

/** Moves the bytes of `items` and commits them into `targetMountId`; returns the commit's answer. */
export async function completeCrossStorageCopy(
  t: TestApp,
  token: string,
  targetMountId: string,
  items: CrossStorageItem[],
) {
  for (const item of items) {
    const bytes = Buffer.from(await (await t.app.request(item.downloadUrl)).arrayBuffer());
    const init = {
      method: 'PUT',
      headers: { 'Content-Length': String(bytes.length), ...item.uploadHeaders },
      body: bytes,
    };
    const put = item.uploadUrl.startsWith('/')
      ? await t.app.request(item.uploadUrl, init)
      : await fetch(item.uploadUrl, init);
    expect(put.status).toBe(200);
  }
  const files = items.map(({ targetPath, s3Path, fileSize }) => ({ targetPath, s3Path, fileSize }));
  return t.call('POST', '/api/fs/batch-copy-commit', { token, body: { targetMountId, files } });
}
