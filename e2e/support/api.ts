/** Calls the HTTP API from outside the browser, as a script or another client would. */
import type { ApiKey, Envelope, LoginResult } from '@cloudpaste/contracts';
import { baseURL } from './context.js';
import { TEST_ADMIN } from './server.js';

export interface ApiResponse<T> {
  status: number;
  contentType: string;
  body: Envelope<T>;
}

export async function callApi<T>(path: string, init: RequestInit = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const res = await fetch(`${baseURL()}/api${path}`, { ...init, headers });
  const contentType = res.headers.get('content-type') ?? '';
  const text = await res.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(
      `${init.method ?? 'GET'} /api${path} answered ${res.status} with non-JSON: ${text.slice(0, 200)}`,
    );
  }
  return { status: res.status, contentType, body };
}

/** Logs the test admin in and returns the session token. */
export async function adminToken(): Promise<string> {
  const res = await callApi<LoginResult>('/admin/login', {
    method: 'POST',
    body: JSON.stringify(TEST_ADMIN),
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.body.message}`);
  return res.body.data.token;
}

/** Creates an API key as the admin and returns its full secret value. */
export async function createApiKey(name: string, permissions: number): Promise<string> {
  const token = await adminToken();
  const res = await callApi<ApiKey>('/admin/api-keys', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, permissions }),
  });
  const key = res.body.data?.key;
  if (res.status >= 300 || !key)
    throw new Error(`creating key "${name}" failed: ${res.status} ${res.body.message}`);
  return key;
}
