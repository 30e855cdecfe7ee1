/** Test helpers for code that talks to the API: a stubbed fetch with envelope answers. */
import { vi } from 'vitest';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function envelopeResponse(status: number, data: unknown, message = ''): Response {
  return jsonResponse(status, { code: status, message, data, success: status < 300 });
}

/** Installs a fetch stub answering by "METHOD /api/path"; unknown routes answer 404. */
export function stubFetch(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: { key: string; headers: Headers; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    const key = `${init.method ?? 'GET'} ${path}`;
    calls.push({
      key,
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const route = routes[key];
    return route ? route() : envelopeResponse(404, null, 'not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
