/** The loopback HTTP client benches use to reach the server under test. */
import type { BenchContext } from './types.js';

export function createContext(
  url: string,
  admin: { username: string; password: string },
): BenchContext {
  const api: BenchContext['api'] = async (path, init = {}) => {
    const headers: Record<string, string> = {};
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.auth) headers.authorization = init.auth;
    const res = await fetch(`${url}/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    // A failed call is a broken benchmark, never a figure.
    if (!res.ok)
      throw new Error(
        `${init.method ?? 'GET'} /api${path} answered ${res.status}: ${text.slice(0, 200)}`,
      );
    return (JSON.parse(text) as { data: never }).data;
  };
  return {
    url,
    api,
    adminToken: async () =>
      (await api<{ token: string }>('/admin/login', { method: 'POST', body: admin })).token,
  };
}
