/** Route tests' file requests (docs/FILE-REQUESTS.md): made by an owner, sent to by a visitor. */
import type { TestApp } from './create-test-app.js';

export interface Upload {
  name: string;
  content?: string | Buffer;
  type?: string;
  ticket?: string;
  uploader?: string;
  headers?: Record<string, string>;
  /** A length to announce other than the content's. */
  length?: number | null;
}

/** POST /api/file-requests as `token`; answers the call. */
export function makeRequest(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.call('POST', '/api/file-requests', { token, body: { title: 'Homework', ...body } });
}

/** A visitor's PUT of one file, with its Content-Length. */
export async function sendFile(t: TestApp, slug: string, upload: Upload) {
  const body = Buffer.from(upload.content ?? 'hello');
  const query = new URLSearchParams({ name: upload.name });
  if (upload.ticket) query.set('t', upload.ticket);
  if (upload.uploader) query.set('uploader', upload.uploader);
  const headers: Record<string, string> = {
    'Content-Type': upload.type ?? 'text/plain',
    ...upload.headers,
  };
  if (upload.length !== null) headers['Content-Length'] = String(upload.length ?? body.length);
  const res = await t.app.request(`/api/public/requests/${slug}/files?${query}`, {
    method: 'PUT',
    headers,
    body,
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}
