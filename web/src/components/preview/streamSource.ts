/**
 * Where a streamed video's parts are read from. A playlist names its segments by URIs, often
 * relative to itself; served by the app, "itself" is a route or a signed storage link, so a
 * relative URI would resolve to nothing useful. The player therefore loads the playlist under a
 * stand-in address made of its path in its folder tree, resolves every relative URI against that
 * path, and asks `urlOfPath` for the real link of each (docs/PREVIEWS.md).
 */
export interface StreamSource {
  /** Where the file itself is read from. */
  url: string;
  /** The file's path in its folder tree ('/mount/videos/a.m3u8'; a share's is '/' + its name). */
  path: string;
  /** A readable URL for another path of that tree; absent where there is no tree (a share). */
  urlOfPath?: (path: string) => Promise<string>;
}

/** Thrown when a playlist's relative URI names a path its source cannot serve. */
export class UnservedPathError extends Error {
  constructor(readonly path: string) {
    super(`nothing serves ${path} beside this playlist`);
  }
}

/** A host that never resolves (RFC 2606), so a stand-in address can never be fetched by mistake. */
const STAND_IN_ORIGIN = 'https://stream.invalid';

export function standInUrl(path: string): string {
  return new URL(path.split('/').map(encodeURIComponent).join('/'), STAND_IN_ORIGIN).href;
}

/** The path a stand-in address names, or null for a real address (an absolute URI in a playlist). */
export function pathOfStandIn(url: string): string | null {
  const parsed = new URL(url);
  if (parsed.origin !== STAND_IN_ORIGIN) return null;
  return parsed.pathname.split('/').map(decodeURIComponent).join('/');
}

/** The real URL to fetch for `url`, an address from the player. */
export async function fetchableUrl(source: StreamSource, url: string): Promise<string> {
  const path = pathOfStandIn(url);
  if (path === null) return url;
  if (path === source.path) return source.url;
  if (!source.urlOfPath) throw new UnservedPathError(path);
  return source.urlOfPath(path);
}
