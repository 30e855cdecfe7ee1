/** File shares made from outside the browser, as a script holding the admin token would. */
import { expect } from 'vitest';
import { baseURL, storages } from './context.js';

export interface NewFileShare {
  name: string;
  content: string | Uint8Array;
  /** The file's media type as the uploader's browser would send it; none when absent. */
  type?: string;
  /** Further form fields of POST /api/upload (max_views, remark, slug...). */
  fields?: Record<string, string>;
}

/** The embedded local storage every install starts with. */
export const localStorageId = (): string => storages().find((s) => s.kind === 'local')!.id;

/** Uploads a file share to the local storage through POST /api/upload; answers its id and slug. */
export async function uploadFileShare(
  token: string,
  share: NewFileShare,
): Promise<{ id: string; slug: string }> {
  const res = await postUpload(token, share);
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string; slug: string } }).data;
}

/** The raw answer of POST /api/upload, for specs that expect a refusal. */
export function postUpload(token: string, share: NewFileShare): Promise<Response> {
  const form = new FormData();
  form.append('s3_config_id', localStorageId());
  for (const [name, value] of Object.entries(share.fields ?? {})) form.append(name, value);
  const bytes = typeof share.content === 'string' ? share.content : new Uint8Array(share.content);
  form.append('file', new Blob([bytes], { type: share.type ?? '' }), share.name);
  return fetch(`${baseURL()}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}
