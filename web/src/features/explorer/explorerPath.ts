/**
 * Virtual paths and the explorer's URLs: `/mount-explorer/team/my%20docs` is the folder
 * `/team/my docs`. Each segment is encoded on the way out and decoded exactly once on the way in,
 * as the route guard does, so a file called `100%.txt` survives the round trip.
 */
import { decodeUrlPath } from '@cloudpaste/contracts';
import { folderTrail, normalizeFolder } from '../../lib/folderTrail';

export const EXPLORER_ROOT = '/mount-explorer';
export const PREVIEW_PARAM = 'preview';

/** Slashes collapsed, no trailing slash, always absolute. */
export const normalizePath = normalizeFolder;

/** The virtual path a location.pathname (still percent-encoded) stands for. */
export function pathFromPathname(pathname: string): string {
  const rest = pathname.startsWith(EXPLORER_ROOT) ? pathname.slice(EXPLORER_ROOT.length) : '';
  return normalizePath(decodeUrlPath(rest));
}

/** The URL path that shows a folder. */
export function folderHref(path: string): string {
  const normalized = normalizePath(path);
  if (normalized === '/') return EXPLORER_ROOT;
  return EXPLORER_ROOT + normalized.split('/').map(encodeURIComponent).join('/');
}

/** The query string that previews `name` inside the current folder ('' closes the preview). */
export function previewSearch(name: string | null): string {
  if (!name) return '';
  return `?${new URLSearchParams({ [PREVIEW_PARAM]: name }).toString()}`;
}

export function joinPath(folder: string, name: string): string {
  return normalizePath(`${folder}/${name}`);
}

export function parentPath(path: string): string {
  const normalized = normalizePath(path);
  return normalizePath(normalized.slice(0, normalized.lastIndexOf('/')));
}

/** Every folder from the root down to `path`: '/a/b' -> ['/', '/a', '/a/b'] with their names. */
export const pathTrail = folderTrail;
