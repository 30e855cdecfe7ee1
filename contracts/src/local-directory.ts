/**
 * The directory a local storage keeps its files in, as the admin writes it. Either an absolute
 * path (`/srv/cloudpaste`, anywhere on the server) or a relative one, which lies inside the data
 * directory (`storage/team` is DATA_DIR/storage/team). Both must be written normalised: no `.` or
 * `..` part, no empty part (`a//b`) and no trailing slash. `..` is refused rather than resolved so a
 * relative path can never climb out of the data directory, and a path means what it reads as.
 */

export type LocalDirectoryProblem = 'parent' | 'notNormalised';

export const LOCAL_DIRECTORY_MESSAGES: Readonly<Record<LocalDirectoryProblem, string>> = {
  parent:
    'bucket_name must not contain ".." parts: write a directory outside the data directory as an absolute path such as /srv/cloudpaste',
  notNormalised:
    'bucket_name must be a normalised path: no "." parts, empty parts (//) or trailing slash',
};

/** What is wrong with a local storage's directory, or null when it is written as it must be. */
export function localDirectoryProblem(path: string): LocalDirectoryProblem | null {
  if (path === '/') return null; // the filesystem root, refused on the server with its own message
  const parts = (path.startsWith('/') ? path.slice(1) : path).split('/');
  if (parts.includes('..')) return 'parent';
  if (parts.some((part) => part === '' || part === '.')) return 'notNormalised';
  return null;
}
