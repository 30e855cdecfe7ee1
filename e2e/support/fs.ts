/** The filesystem API as a script uses it: mounts, uploads, listings and downloads, as the admin. */
import { expect } from 'vitest';
import { callApi } from './api.js';
import { baseURL } from './context.js';
import type { E2eStorage } from './storages.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Mounts a storage at `path` (listings uncached, so the API sees every change at once). */
export async function mountStorage(
  token: string,
  storage: Pick<E2eStorage, 'id' | 'kind'>,
  path: string,
): Promise<string> {
  const res = await callApi<{ id: string }>('/admin/mounts', {
    method: 'POST',
    headers: bearer(token),
    body: JSON.stringify({
      name: path.slice(1),
      storage_type: storage.kind === 's3' ? 'S3' : 'LOCAL',
      storage_config_id: storage.id,
      mount_path: path,
      cache_ttl: 0,
    }),
  });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data.id;
}

export async function uploadFile(
  token: string,
  folder: string,
  name: string,
  body: Buffer | string,
): Promise<void> {
  const form = new FormData();
  form.append('path', folder);
  form.append('file', new Blob([typeof body === 'string' ? body : new Uint8Array(body)]), name);
  const res = await fetch(`${baseURL()}/api/fs/upload`, {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** The names in a folder; none when it does not exist. */
export async function listNames(token: string, path: string): Promise<string[]> {
  const res = await callApi<{ items: { name: string }[] }>(
    `/fs/list?path=${encodeURIComponent(path)}`,
    { headers: bearer(token) },
  );
  return res.status === 200 ? res.body.data.items.map((i) => i.name) : [];
}

export async function downloadText(token: string, path: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/fs/download?path=${encodeURIComponent(path)}`, {
    headers: bearer(token),
  });
  expect(res.status, path).toBe(200);
  return res.text();
}
