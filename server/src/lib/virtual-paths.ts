/** Helpers on normalised virtual paths (`/`, `/mount/dir/file`): the tree WebDAV state is keyed by. */

/** The folder a path lies in: '/' for the root and the top level. */
export function parentOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? '/' : path.slice(0, cut);
}

/** The path lies strictly below `root`. */
export const isInside = (path: string, root: string): boolean =>
  root === '/' ? path !== '/' : path.startsWith(`${root}/`);

/** The folders above a path, nearest first, up to and including '/'. */
export function ancestorsOf(path: string): string[] {
  const out: string[] = [];
  for (let p = path; p !== '/';) out.push((p = parentOf(p)));
  return out;
}

/** The last segment of a path ('' for the root). */
export const nameOfPath = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
