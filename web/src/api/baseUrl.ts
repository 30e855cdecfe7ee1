/**
 * Where the API lives: runtime config, then browser storage (the environment switcher's choice),
 * then the same origin (docs/product/interface.md, "Header and footer").
 */
import { STORAGE_KEYS } from '@cloudpaste/contracts';

declare global {
  interface Window {
    /** Written by the server into index.html (or a config script) at deploy time. */
    __CLOUDPASTE_CONFIG__?: { apiBaseUrl?: string };
  }
}

/** The base this browser chose with the environment switcher, or null for the default. */
export function storedApiBaseUrl(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.apiBaseUrl) || null;
  } catch {
    return null;
  }
}

/** The deployment's own base; when set, it wins over the browser's choice. */
export function configuredApiBaseUrl(): string | null {
  return window.__CLOUDPASTE_CONFIG__?.apiBaseUrl || null;
}

/** The origin (and optional path) API paths are appended to, without a trailing slash. */
export function apiBaseUrl(): string {
  const configured = configuredApiBaseUrl() || storedApiBaseUrl() || '';
  return configured.replace(/\/+$/, '');
}

/**
 * An API base as the environment switcher accepts it: an http(s) URL with no credentials, query
 * or fragment, answered without its trailing slash; null when it is not one.
 */
export function parseApiBaseUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
  if (!isHttp || url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** Saves the browser's choice of API base; null goes back to the default (the same origin). */
export function saveApiBaseUrl(base: string | null): void {
  try {
    if (base === null) localStorage.removeItem(STORAGE_KEYS.apiBaseUrl);
    else localStorage.setItem(STORAGE_KEYS.apiBaseUrl, base);
  } catch {
    // Storage refused: the choice cannot outlive this page, and the page reloads to apply it.
  }
}

/** Full URL of an API path given without the /api prefix, e.g. '/admin/login'. */
export function apiUrl(
  path: string,
  query?: Record<string, string | number | boolean | undefined>,
) {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString() === '' ? '' : `?${params.toString()}`;
  return `${apiBaseUrl()}/api${normalized}${search}`;
}
