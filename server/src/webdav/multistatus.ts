/**
 * WebDAV XML answers (RFC 4918): the 207 multistatus of PROPFIND and PROPPATCH with escaped names
 * and percent-encoded hrefs, lock discovery, and the error bodies of 403, 412 and 423.
 */
import type { FsItem } from '@cloudpaste/contracts';
import type { DavLock } from '../services/webdav/dav-locks.service.js';
import {
  isLiveProperty,
  LIVE_PROPERTIES,
  type DeadProperty,
  type LiveProperty,
  type PropertyOutcome,
} from '../services/webdav/dav-properties.service.js';
import { piecesBody } from '../http/pieces-body.js';
import { entryPieces } from '../lib/text-pieces.js';
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
  if (namespace === 'DAV:') {
    const tags = DAV_TAGS.get(name);
    if (tags) return value === '' ? tags.empty : tags.open + value + tags.close;
    return value === '' ? `<D:${name}/>` : `<D:${name}>${value}</D:${name}>`;
  }
  const tag = namespace === '' ? name : `x:${name}`;
  const declare = namespace === '' ? '' : ` xmlns:x="${escapeXml(namespace)}"`;
  return value === '' ? `<${tag}${declare}/>` : `<${tag}${declare}>${value}</${tag}>`;
}

// The live properties' tags, made once: they are written ten times per entry of a listing.
const DAV_TAGS = new Map(
  LIVE_PROPERTIES.map((name) => [
    name as string,
    { open: `<D:${name}>`, close: `</D:${name}>`, empty: `<D:${name}/>` },
  ]),
);

const SUPPORTED_LOCK = ['exclusive', 'shared']
  .map(
    (scope) =>
      `<D:lockentry><D:lockscope><D:${scope}/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockentry>`,
  )
  .join('');

/** One DAV:activelock (RFC 4918 §14.1). */
export function activeLock(lock: DavLock): string {
  return [
    '<D:activelock>',
    '<D:locktype><D:write/></D:locktype>',
    `<D:lockscope><D:${lock.scope}/></D:lockscope>`,
    `<D:depth>${lock.depth}</D:depth>`,
    lock.owner === '' ? '' : `<D:owner>${lock.owner}</D:owner>`,
    `<D:timeout>Second-${lock.secondsLeft}</D:timeout>`,
    `<D:locktoken><D:href>${escapeXmlText(lock.token)}</D:href></D:locktoken>`,
    `<D:lockroot>${href(lock.path)}</D:lockroot>`,
    '</D:activelock>',
  ].join('');
}

function liveValue(resource: DavResource, prop: LiveProperty): string | null {
  const { item } = resource;
  switch (prop) {
    case 'displayname':
      return escapeXmlText(item.name || '/');
    case 'resourcetype':
      return item.isDirectory ? '<D:collection/>' : '';
    case 'getcontentlength':
      return item.isDirectory ? null : String(item.size);
    case 'getlastmodified':
      return item.modified ? httpDateOfIso(item.modified) : null;
    case 'creationdate':
      // fs items carry toISOString() times already: RFC 3339, as creationdate wants.
      return item.modified;
    case 'getetag':
      return item.etag ? escapeXmlText(`"${item.etag}"`) : null;
    case 'getcontenttype':
      return item.isDirectory ? null : escapeXmlText(item.mimetype ?? 'application/octet-stream');
    case 'supportedlock':
      return SUPPORTED_LOCK;
    case 'lockdiscovery':
      return resource.locks.map(activeLock).join('');
  }
}

const propstat = (props: string, status: string, error = '') =>
  `<D:propstat><D:prop>${props}</D:prop><D:status>HTTP/1.1 ${status}</D:status>${error}</D:propstat>`;

/** One <D:response> for a resource, answering a PROPFIND (built by concatenation: it runs per entry). */
export function responseFor(resource: DavResource, request: PropfindRequest): string {
  let found = '';
  let missing = '';
  if (request.kind === 'propname') {
    for (const prop of LIVE_PROPERTIES) found += propElement('DAV:', prop);
    for (const prop of resource.dead) found += propElement(prop.namespace, prop.name);
  } else if (request.kind === 'allprop') {
    for (const prop of LIVE_PROPERTIES) {
      const value = liveValue(resource, prop);
      if (value !== null) found += propElement('DAV:', prop, value);
    }
    for (const prop of resource.dead) found += propElement(prop.namespace, prop.name, prop.value);
  } else {
    for (const { namespace, name } of request.names) {
      const value = isLiveProperty(namespace, name)
        ? liveValue(resource, name)
        : (resource.dead.find((p) => p.namespace === namespace && p.name === name)?.value ?? null);
      if (value !== null) found += propElement(namespace, name, value);
      else missing += propElement(namespace, name);
    }
  }
  let answer = `<D:response>${href(resource.item.path, resource.item.isDirectory)}`;
  if (found !== '' || missing === '') answer += propstat(found, '200 OK');
  if (missing !== '') answer += propstat(missing, '404 Not Found');
  return `${answer}</D:response>`;
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
): string | ReadableStream<Uint8Array> {
  const responses = (start: number, end: number) => {
    let text = '';
    for (let index = start; index < end; index++) text += responseAt(index);
    return text;
  };
  return piecesBody(entryPieces(MULTISTATUS_OPEN, count, responses, '', MULTISTATUS_CLOSE));
}

/** The body of a LOCK answer: the lock's discovery. */
export function lockAnswer(lock: DavLock): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<D:prop xmlns:D="DAV:"><D:lockdiscovery>${activeLock(lock)}</D:lockdiscovery></D:prop>`;
}

/** An RFC 4918 §16 error body: the failed precondition, with the hrefs it concerns. */
export function errorBody(condition: string, paths: readonly string[] = []): string {
  const hrefs = paths.map((path) => href(path)).join('');
  const inner = hrefs === '' ? `<D:${condition}/>` : `<D:${condition}>${hrefs}</D:${condition}>`;
  return `<?xml version="1.0" encoding="utf-8"?>\n<D:error xmlns:D="DAV:">${inner}</D:error>`;
}
