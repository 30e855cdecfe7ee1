/** Text shares made from outside the browser, as a script holding the admin token or an API key would. */
import type { CreatedPaste } from '@cloudpaste/contracts';
import { adminToken, callApi } from './api.js';

export interface NewPaste {
  content: string;
  format: 'markdown' | 'text';
  title?: string;
  remark?: string;
  slug?: string;
  password?: string;
  maxViews?: number;
  /** ISO time; the server's default (7 days) when absent. */
  expiresAt?: string;
}

/** Creates a share through POST /api/paste; as the admin unless an Authorization value is given. */
export async function createPaste(body: NewPaste, authorization?: string): Promise<CreatedPaste> {
  const auth = authorization ?? `Bearer ${await adminToken()}`;
  const res = await callApi<CreatedPaste>('/paste', {
    method: 'POST',
    headers: { authorization: auth },
    body: JSON.stringify(body),
  });
  if (res.status !== 201 || !res.body.data?.slug)
    throw new Error(`creating a share failed: ${res.status} ${res.body.message}`);
  return res.body.data;
}

/** HTTP status of the management read of a share (200 while it exists, 404 once deleted). */
export async function pasteRecordStatus(id: string): Promise<number> {
  const token = await adminToken();
  const res = await callApi(`/pastes/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

/** How many views the server has counted for a share (its management record). */
export async function pasteViews(id: string): Promise<number> {
  const token = await adminToken();
  const res = await callApi<{ views: number }>(`/pastes/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`reading share ${id} failed: ${res.status}`);
  return res.body.data.views;
}

/** A slug no other test has used: every spec file of a run talks to the same server. */
export function uniqueSlug(prefix: string): string {
  const random = Math.random().toString(36).slice(2, 7);
  return `${prefix}-${Date.now().toString(36)}-${random}`;
}
