/** Where the API lives: runtime config, then browser storage, then the same origin (SPEC §7). */
import { STORAGE_KEYS } from '@cloudpaste/contracts';

declare global {
  interface Window {
    /** Written by the server into index.html (or a config script) at deploy time. */
    __CLOUDPASTE_CONFIG__?: { apiBaseUrl?: string };
  }
}

function fromStorage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.apiBaseUrl);
  } catch {
    return null;
  }
}

/** The origin (and optional path) API paths are appended to, without a trailing slash. */
export function apiBaseUrl(): string {
  const configured = window.__CLOUDPASTE_CONFIG__?.apiBaseUrl || fromStorage() || '';
  return configured.replace(/\/+$/, '');
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
