/**
 * Entry names inside a zip of files gathered from several folders: every segment safe to extract,
 * and every name unique the way file managers extract them (case-insensitively), `a (2).txt` style.
 */

export class ZipNames {
  /** Lower-cased names of the files and folders claimed so far. */
  private readonly taken = new Set<string>();

  /**
   * A free name for `path` (`/`-separated): its last segment is numbered when the name is taken.
   * The folders above it are claimed too, so no file can later take a folder's name.
   */
  claim(path: string, kind: 'file' | 'folder'): string {
    const segments = path.split('/').map(safeSegment);
    const last = segments.pop() ?? '_';
    const at = (name: string) => [...segments, name].join('/');
    let name = last;
    for (let n = 2; this.taken.has(at(name).toLowerCase()); n++) name = numbered(last, n, kind);
    for (let depth = 1; depth <= segments.length; depth++)
      this.taken.add(segments.slice(0, depth).join('/').toLowerCase());
    this.taken.add(at(name).toLowerCase());
    return at(name);
  }
}

/** A segment no unzip tool reads as a separator or a step up. */
function safeSegment(segment: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const cleaned = segment.replace(/[\u0000-\u001f\u007f\\]/g, '_');
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? '_' : cleaned;
}

/** `a.txt` -> `a (2).txt`; folders and names without an extension (`.env`) -> `name (2)`. */
function numbered(name: string, n: number, kind: 'file' | 'folder'): string {
  const dot = kind === 'file' ? name.lastIndexOf('.') : -1;
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

/** The zip's own file name: the name asked for, made safe, or one made from the date. */
export function archiveFileName(requested: string | undefined, now: Date): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const base = (requested ?? '').replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim();
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `${base.replace(/\.zip$/i, '') || `cloudpaste-${stamp}`}.zip`;
}
