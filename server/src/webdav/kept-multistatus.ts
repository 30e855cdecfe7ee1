/**
 * Depth 1 PROPFIND answers of folders whose listing the mount keeps (services/fs/fs-listings.ts),
 * made once per kept listing and kind of request, as the fs API's JSON is: rclone, Finder, Windows
 * and davfs2 each ask for their own properties again and again, and making 10,000 responses (7 MB
 * of XML) each time cost 4-5 times the API's listing. Only while no dead property and no lock
 * touches the folder or its children: those are read on every request and change the answer.
 */
import type { FsItem } from '@cloudpaste/contracts';
import type { PropfindRequest } from './dav-xml.js';
import { wholeMultistatus } from './multistatus.js';

/** The kinds of request kept per listing: more are made each time, as before. */
const MAX_KINDS_PER_LISTING = 4;

interface KeptAnswer {
  /** The folder's own response, which the body starts with. */
  first: string;
  body: Uint8Array<ArrayBuffer>;
  /** Names the body's bytes, for its compressed copies (http/compressed-bodies.ts). */
  contentKey: string;
}

/** Per kept listing (the same items object while it is kept), per kind of request. */
const kept = new WeakMap<object, Map<string, KeptAnswer>>();
let made = 0;

const kindOf = (request: PropfindRequest) =>
  request.kind === 'prop'
    ? JSON.stringify(request.names.map((name) => [name.namespace, name.name]))
    : request.kind;

/** The whole Depth 1 answer for a kept listing's `items`, made once per kind of request. */
export function keptMultistatus(
  items: { readonly length: number; at(index: number): FsItem },
  request: PropfindRequest,
  first: string,
  responseOf: (item: FsItem) => string,
): Pick<KeptAnswer, 'body' | 'contentKey'> {
  const kind = kindOf(request);
  let answers = kept.get(items);
  const known = answers?.get(kind);
  if (known?.first === first) return known;
  const body = wholeMultistatus(first, items.length, (index) => responseOf(items.at(index)));
  const answer = { first, body, contentKey: `dav-${++made}` };
  if (!answers) kept.set(items, (answers = new Map()));
  if (answers.has(kind) || answers.size < MAX_KINDS_PER_LISTING) answers.set(kind, answer);
  return answer;
}
