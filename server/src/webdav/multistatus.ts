/**
 * WebDAV XML answers (RFC 4918): the 207 multistatus of PROPFIND and PROPPATCH with escaped names
 * and percent-encoded hrefs, lock discovery, and the error bodies of 403, 412 and 423.
 */
import type { FsItem, FsRemoveMemberFailure } from '@cloudpaste/contracts';
import type { DavLock } from '../services/webdav/dav-locks.service.js';
import {
  isLiveProperty,
  LIVE_PROPERTIES,
  type DeadProperty,
  type LiveProperty,
  type PropertyOutcome,
} from '../services/webdav/dav-properties.service.js';
import { asyncPiecesBody, piecesBody, type Piece } from '../http/pieces-body.js';
import { utf8Pieces } from '../lib/text-pieces.js';
import { httpDateOfIso } from '../lib/listing-dates.js';
import { escapeXml, escapeXmlText, type PropfindRequest } from './dav-xml.js';

/** What a PROPFIND answers about one resource. */
export interface DavResource {
  item: FsItem;
  dead: readonly DeadProperty[];
  locks: readonly DavLock[];
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

// A Depth 1 listing names thousands of children of one folder: its encoding is kept, not redone.
let lastParent = '';
let lastParentEncoded = '';

function encodedOf(path: string): string {
  const cut = path.lastIndexOf('/');
  if (cut <= 0) return encodePath(path);
  const parent = path.slice(0, cut);
  if (parent !== lastParent) {
    lastParent = parent;
    lastParentEncoded = encodePath(parent);
  }
  return `${lastParentEncoded}/${encodeURIComponent(path.slice(cut + 1))}`;
}

/** A virtual path as an href under /dav: each segment percent-encoded, folders ending in `/`. */
export function hrefOf(path: string, isDirectory: boolean): string {
  const encoded = encodedOf(path);
  const base = `/dav${encoded === '/' ? '' : encoded}`;
  return isDirectory && !base.endsWith('/') ? `${base}/` : base;
}

// Percent-encoded segments hold no < > or &: the href needs no XML escaping.
const href = (path: string, isDirectory = false) => `<D:href>${hrefOf(path, isDirectory)}</D:href>`;

/**
 * A property element: DAV: ones with the D: prefix, others with a prefix of their own, so the
 * default namespace inside stays none, as stored values (dav-xml.ts contentOf) assume.
 */
function propElement(namespace: string, name: string, value = ''): string {
  const tag = namespace === 'DAV:' ? `D:${name}` : namespace === '' ? name : `x:${name}`;
  const declare =
    namespace === 'DAV:' || namespace === '' ? '' : ` xmlns:x="${escapeXml(namespace)}"`;
  return value === '' ? `<${tag}${declare}/>` : `<${tag}${declare}>${value}</${tag}>`;
}

const SUPPORTED_LOCK = `<D:supportedlock>${['exclusive', 'shared']
  .map(
    (scope) =>
      `<D:lockentry><D:lockscope><D:${scope}/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockentry>`,
  )
  .join('')}</D:supportedlock>`;

/**
 * One DAV:activelock (RFC 4918 §14.1). The lock does not record what its root is; callers know
 * (a lock seen from below its root is rooted at a collection), and a collection's root ends in `/`.
 */
export function activeLock(lock: DavLock, rootIsCollection: boolean): string {
  return [
    '<D:activelock>',
    '<D:locktype><D:write/></D:locktype>',
    `<D:lockscope><D:${lock.scope}/></D:lockscope>`,
    `<D:depth>${lock.depth}</D:depth>`,
    lock.owner === '' ? '' : `<D:owner>${lock.owner}</D:owner>`,
    `<D:timeout>Second-${lock.secondsLeft}</D:timeout>`,
    `<D:locktoken><D:href>${escapeXmlText(lock.token)}</D:href></D:locktoken>`,
    `<D:lockroot>${href(lock.path, rootIsCollection)}</D:lockroot>`,
    '</D:activelock>',
  ].join('');
}

/**
 * A live property's element for a resource, or null where the resource has none. Each is written
 * whole, tags and value in one template: a Depth 1 listing writes ten per entry, and strings made
 * of fewer parts are quicker to copy out to the client.
 */
function liveElement(resource: DavResource, prop: LiveProperty): string | null {
  const { item } = resource;
  switch (prop) {
    case 'displayname':
      return `<D:displayname>${escapeXmlText(item.name || '/')}</D:displayname>`;
    case 'resourcetype':
      return item.isDirectory
        ? '<D:resourcetype><D:collection/></D:resourcetype>'
        : '<D:resourcetype/>';
    case 'getcontentlength':
      return item.isDirectory ? null : `<D:getcontentlength>${item.size}</D:getcontentlength>`;
    case 'getlastmodified':
      return item.modified
        ? `<D:getlastmodified>${httpDateOfIso(item.modified)}</D:getlastmodified>`
        : null;
    case 'getetag':
      return item.etag ? `<D:getetag>${escapeXmlText(`"${item.etag}"`)}</D:getetag>` : null;
    case 'getcontenttype':
      return item.isDirectory
        ? null
        : `<D:getcontenttype>${escapeXmlText(item.mimetype ?? 'application/octet-stream')}</D:getcontenttype>`;
    case 'supportedlock':
      return SUPPORTED_LOCK;
    case 'lockdiscovery': {
      if (resource.locks.length === 0) return '<D:lockdiscovery/>';
      const locks = resource.locks.map((lock) =>
        activeLock(lock, item.isDirectory || lock.path !== item.path),
      );
      return `<D:lockdiscovery>${locks.join('')}</D:lockdiscovery>`;
    }
  }
}

/** Live properties only a file has. */
const FILE_ONLY: ReadonlySet<LiveProperty> = new Set(['getcontentlength', 'getcontenttype']);

const propstat = (props: string, status: string, error = '') =>
  `<D:propstat><D:prop>${props}</D:prop><D:status>HTTP/1.1 ${status}</D:status>${error}</D:propstat>`;

/** A property a PROPFIND names: live ones known once per request, not once per entry. */
interface NamedProperty {
  namespace: string;
  name: string;
  live: LiveProperty | null;
  /** Its empty element, as listed among the missing. */
  empty: string;
}

/**
 * Makes one <D:response> per resource for `request` (built by concatenation: it runs per entry of
 * a listing; what depends only on the request is worked out here, once).
 */
export function responderFor(request: PropfindRequest): (resource: DavResource) => string {
  const named: NamedProperty[] =
    request.kind === 'prop'
      ? request.names.map(({ namespace, name }) => ({
          namespace,
          name,
          live: isLiveProperty(namespace, name) ? name : null,
          empty: propElement(namespace, name),
        }))
      : [];
  // A collection has no content, so neither its length nor its type (liveElement answers null).
  const namesOf = (props: readonly LiveProperty[]) =>
    props.map((prop) => propElement('DAV:', prop)).join('');
  const propnames =
    request.kind === 'propname'
      ? {
          file: namesOf(LIVE_PROPERTIES),
          collection: namesOf(LIVE_PROPERTIES.filter((p) => !FILE_ONLY.has(p))),
        }
      : { file: '', collection: '' };
  return (resource) => {
    let found = '';
    let missing = '';
    if (request.kind === 'propname') {
      found = resource.item.isDirectory ? propnames.collection : propnames.file;
      for (const prop of resource.dead) found += propElement(prop.namespace, prop.name);
    } else if (request.kind === 'allprop') {
      for (const prop of LIVE_PROPERTIES) found += liveElement(resource, prop) ?? '';
      for (const prop of resource.dead) found += propElement(prop.namespace, prop.name, prop.value);
    } else {
      for (const prop of named) {
        if (prop.live) {
          const element = liveElement(resource, prop.live);
          if (element === null) missing += prop.empty;
          else found += element;
          continue;
        }
        const dead = resource.dead.find(
          (p) => p.namespace === prop.namespace && p.name === prop.name,
        );
        if (dead) found += propElement(prop.namespace, prop.name, dead.value);
        else missing += prop.empty;
      }
    }
    let answer = `<D:response>${href(resource.item.path, resource.item.isDirectory)}`;
    if (found !== '' || missing === '') answer += propstat(found, '200 OK');
    if (missing !== '') answer += propstat(missing, '404 Not Found');
    return `${answer}</D:response>`;
  };
}

const OUTCOMES = [
  [200, '200 OK', ''],
  [403, '403 Forbidden', '<D:error><D:cannot-modify-protected-property/></D:error>'],
  [424, '424 Failed Dependency', ''],
] as const;

/** The <D:response> of a PROPPATCH: one propstat per kind of outcome. */
export function patchResponse(item: FsItem, outcomes: readonly PropertyOutcome[]): string {
  const stats = OUTCOMES.map(([status, line, error]) => {
    const names = outcomes
      .filter((o) => o.status === status)
      .map((p) => propElement(p.namespace, p.name));
    return names.length === 0 ? '' : propstat(names.join(''), line, error);
  });
  return `<D:response>${href(item.path, item.isDirectory)}${stats.join('')}</D:response>`;
}

const MULTISTATUS_OPEN = '<?xml version="1.0" encoding="utf-8"?>\n<D:multistatus xmlns:D="DAV:">';
const MULTISTATUS_CLOSE = '</D:multistatus>';

export function multistatus(responses: string[]): string {
  return `${MULTISTATUS_OPEN}${responses.join('')}${MULTISTATUS_CLOSE}`;
}

/**
 * A multistatus of `count` responses, made a piece at a time as the client reads (http/pieces-body.ts):
 * a Depth 1 answer for a folder of 10,000 children (megabytes of XML) is never whole in memory.
 */
export function multistatusOf(
  count: number,
  responseAt: (index: number) => string,
): Piece | ReadableStream<Uint8Array> {
  return piecesBody(utf8Pieces(count, responseAt), MULTISTATUS_OPEN, MULTISTATUS_CLOSE);
}

/** A multistatus of `first` and `count` more responses, whole, as UTF-8 (a body to keep). */
export function wholeMultistatus(
  first: string,
  count: number,
  responseAt: (index: number) => string,
): Uint8Array<ArrayBuffer> {
  const encode = (text: string) => Buffer.from(text, 'utf8');
  const parts = [encode(MULTISTATUS_OPEN + first)];
  for (const piece of utf8Pieces(count, responseAt)) parts.push(piece);
  parts.push(encode(MULTISTATUS_CLOSE));
  const whole = Buffer.concat(parts);
  return new Uint8Array(whole.buffer, whole.byteOffset, whole.length);
}

/**
 * A multistatus of `first` and then a response for each item of pages that come one after another
 * (a folder listed a storage page at a time), made into pieces as the client reads: the client
 * receives the first pages of a listing while the next are listed.
 */
export function multistatusOfPages<T>(
  first: string,
  pages: AsyncIterable<{ readonly length: number; at(index: number): T }>,
  responseOf: (item: T) => string,
): Promise<Piece | ReadableStream<Uint8Array>> {
  async function* pieces(): AsyncGenerator<Piece> {
    for await (const page of pages) yield* utf8Pieces(page.length, (i) => responseOf(page.at(i)));
  }
  return asyncPiecesBody(pieces(), MULTISTATUS_OPEN + first, MULTISTATUS_CLOSE);
}

/**
 * The 207 of a removal the storage did only in part (RFC 4918 §9.6.1): one response per member it
 * kept, 403 where it refused and 502 where it failed; the folders holding them are not named.
 */
export function keptMembers(
  members: readonly FsRemoveMemberFailure[],
): Piece | ReadableStream<Uint8Array> {
  return multistatusOf(members.length, (index) => {
    const member = members[index]!;
    const status = member.denied ? '403 Forbidden' : '502 Bad Gateway';
    return (
      `<D:response>${href(member.path, member.isDirectory)}<D:status>HTTP/1.1 ${status}</D:status>` +
      `<D:responsedescription>${escapeXmlText(member.error)}</D:responsedescription></D:response>`
    );
  });
}

/** The body of a LOCK answer: the lock's discovery. */
export function lockAnswer(lock: DavLock, rootIsCollection: boolean): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<D:prop xmlns:D="DAV:"><D:lockdiscovery>${activeLock(lock, rootIsCollection)}</D:lockdiscovery></D:prop>`;
}

/** An RFC 4918 §16 error body: the failed precondition, with the hrefs it concerns. */
export function errorBody(condition: string, paths: readonly string[] = []): string {
  const hrefs = paths.map((path) => href(path)).join('');
  const inner = hrefs === '' ? `<D:${condition}/>` : `<D:${condition}>${hrefs}</D:${condition}>`;
  return `<?xml version="1.0" encoding="utf-8"?>\n<D:error xmlns:D="DAV:">${inner}</D:error>`;
}
