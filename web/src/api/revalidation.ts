/**
 * Answers the server tags with an ETag (a folder listing: docs/API.md, "Filesystem"), kept in this
 * page's memory by credential and URL: reading one again sends If-None-Match, and a 304 without a
 * body answers the kept one. Never in the browser's HTTP cache or Cache Storage (docs/ARCHITECTURE.md,
 * "PWA and offline"): the copies go with the page, and each login's stay apart.
 */

/** Enough for the folders one moves between; the oldest read goes first. */
export const MAX_KEPT_ANSWERS = 20;

interface KeptAnswer {
  etag: string;
  payload: unknown;
}

const kept = new Map<string, KeptAnswer>();

/** What a revalidated read of `url` with `authorization` is kept under. */
export const revalidationKey = (authorization: string | null, url: string) =>
  `${authorization ?? ''}\n${url}`;

/** The answer kept under `key`, now the most recently used. */
export function keptAnswer(key: string): KeptAnswer | undefined {
  const answer = kept.get(key);
  if (answer) {
    kept.delete(key);
    kept.set(key, answer);
  }
  return answer;
}

/** Keeps `payload` under `key` with its tag, dropping the least recently used past the limit. */
export function keepAnswer(key: string, etag: string, payload: unknown): void {
  kept.delete(key);
  kept.set(key, { etag, payload });
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_KEPT_ANSWERS) break;
    kept.delete(oldest);
  }
}

/** Forgets every kept answer (tests; a logout needs not: the credential is part of the key). */
export function forgetKeptAnswers(): void {
  kept.clear();
}
