/**
 * Folder paths of the virtual tree ('/', '/photos/2024'): normalised, their parent and their trail.
 * The explorer's paths (features/explorer/explorerPath.ts) are these too.
 */

/** '/a//b/' and 'a/b' become '/a/b'; '' and '/' stay the root. */
export function normalizeFolder(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

/** The folder above `path`, or null for the root. */
export function parentFolder(path: string): string | null {
  const folder = normalizeFolder(path);
  if (folder === '/') return null;
  return folder.slice(0, folder.lastIndexOf('/')) || '/';
}

export interface TrailStep {
  /** The folder's own name; '' for the root. */
  name: string;
  path: string;
}

/** The folders from the root down to `path`: '/a/b' gives '/', '/a' and '/a/b'. */
export function folderTrail(path: string): TrailStep[] {
  const segments = normalizeFolder(path).split('/').filter(Boolean);
  return [
    { name: '', path: '/' },
    ...segments.map((name, index) => ({
      name,
      path: `/${segments.slice(0, index + 1).join('/')}`,
    })),
  ];
}
