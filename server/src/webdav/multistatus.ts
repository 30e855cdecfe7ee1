/**
 * WebDAV XML (RFC 4918): what a PROPFIND asks for, and the 207 multistatus answer with escaped
 * names and percent-encoded hrefs. Parsing uses fast-xml-parser with namespaces removed; only the
 * DAV: properties we keep are answered, any other named one gets its own 404 propstat.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { XMLParser } from 'fast-xml-parser';

export const LIVE_PROPS = [
  'displayname',
  'resourcetype',
  'getcontentlength',
  'getlastmodified',
  'getetag',
  'getcontenttype',
  'creationdate',
  'supportedlock',
  'lockdiscovery',
] as const;
type LiveProp = (typeof LIVE_PROPS)[number];

export type PropfindRequest =
  | { kind: 'allprop' }
  | { kind: 'propname' }
  | { kind: 'prop'; names: { name: string; namespace: string }[] };

/** What a PROPFIND body asks for; an empty body means allprop. Null for a malformed body. */
export function parsePropfind(body: string): PropfindRequest | null {
  if (body.trim() === '') return { kind: 'allprop' };
  let doc: Record<string, unknown>;
  try {
    doc = new XMLParser({ removeNSPrefix: false, ignoreAttributes: false }).parse(
      body,
      true,
    ) as Record<string, unknown>;
  } catch {
    return null;
  }
  const root = entry(doc, 'propfind');
  if (!root || typeof root !== 'object') return null;
  const fields = root as Record<string, unknown>;
  if (entry(fields, 'propname') !== undefined) return { kind: 'propname' };
  const prop = entry(fields, 'prop');
  if (prop === undefined) return { kind: 'allprop' };
  const names = Object.keys(typeof prop === 'object' && prop ? prop : {})
    .filter((key) => !key.startsWith('@_'))
    .map((key) => {
      const [prefix, local] = key.includes(':') ? key.split(':', 2) : ['', key];
      const declared = namespaceOf(body, prefix ?? '');
      return { name: local ?? key, namespace: declared };
    });
  return { kind: 'prop', names };
}

/** The properties a PROPPATCH sets or removes; null for a malformed body. */
export function parseProppatch(body: string): { name: string; namespace: string }[] | null {
  let doc: Record<string, unknown>;
  try {
    doc = new XMLParser({ ignoreAttributes: false }).parse(body, true) as Record<string, unknown>;
  } catch {
    return null;
  }
  const update = entry(doc, 'propertyupdate');
  if (!update || typeof update !== 'object') return null;
  const names: { name: string; namespace: string }[] = [];
  for (const action of ['set', 'remove']) {
    const groups = [entry(update as Record<string, unknown>, action)].flat();
    for (const group of groups) {
      if (!group || typeof group !== 'object') continue;
      const prop = entry(group as Record<string, unknown>, 'prop');
      for (const key of Object.keys(typeof prop === 'object' && prop ? prop : {})) {
        if (key.startsWith('@_')) continue;
        const [prefix, local] = key.includes(':') ? key.split(':', 2) : ['', key];
        names.push({ name: local ?? key, namespace: namespaceOf(body, prefix ?? '') });
      }
    }
  }
  return names;
}

/** One response refusing each property with 403: dead properties are not stored. */
export function refusedProps(href: string, names: { name: string; namespace: string }[]): string {
  const props = names.map(({ name, namespace }) => propElement(name, namespace)).join('');
  return `<D:response><D:href>${escapeXml(href)}</D:href><D:propstat><D:prop>${props}</D:prop><D:status>HTTP/1.1 403 Forbidden</D:status></D:propstat></D:response>`;
}

function propElement(name: string, namespace: string): string {
  return namespace === 'DAV:'
    ? `<D:${escapeXml(name)}/>`
    : `<x:${escapeXml(name)} xmlns:x="${escapeXml(namespace)}"/>`;
}

/** An element by local name, whatever prefix the client chose. */
function entry(node: Record<string, unknown>, local: string): unknown {
  const key = Object.keys(node).find((k) => k === local || k.endsWith(`:${local}`));
  return key === undefined ? undefined : (node[key] ?? '');
}

/** The namespace bound to a prefix anywhere in the body ('' prefix: the default namespace). */
function namespaceOf(body: string, prefix: string): string {
  const attribute = prefix ? `xmlns:${prefix}` : 'xmlns';
  const match = new RegExp(`${attribute}\\s*=\\s*["']([^"']*)["']`).exec(body);
  return match?.[1] ?? '';
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (ch) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[ch]};`,
  );
}

/** A virtual path as an href under /dav: each segment percent-encoded, folders ending in `/`. */
export function hrefOf(path: string, isDirectory: boolean): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const base = `/dav${encoded === '/' ? '' : encoded}`;
  return isDirectory ? `${base}/` : base;
}

function liveValue(item: FsItem, prop: LiveProp): string | null {
  switch (prop) {
    case 'displayname':
      return escapeXml(item.name || '/');
    case 'resourcetype':
      return item.isDirectory ? '<D:collection/>' : '';
    case 'getcontentlength':
      return item.isDirectory ? null : String(item.size);
    case 'getlastmodified':
      return item.modified ? new Date(item.modified).toUTCString() : null;
    case 'creationdate':
      return item.modified ? new Date(item.modified).toISOString() : null;
    case 'getetag':
      return item.etag ? escapeXml(`"${item.etag}"`) : null;
    case 'getcontenttype':
      return item.isDirectory ? null : escapeXml(item.mimetype ?? 'application/octet-stream');
    case 'supportedlock':
    case 'lockdiscovery':
      return '';
  }
}

const propTag = (name: string, value: string) =>
  value === '' ? `<D:${name}/>` : `<D:${name}>${value}</D:${name}>`;

/** One <D:response> for an item, answering the request. */
export function responseFor(item: FsItem, request: PropfindRequest): string {
  const found: string[] = [];
  const missing: string[] = [];
  if (request.kind === 'propname') {
    for (const prop of LIVE_PROPS) found.push(`<D:${prop}/>`);
  } else if (request.kind === 'allprop') {
    for (const prop of LIVE_PROPS) {
      const value = liveValue(item, prop);
      if (value !== null) found.push(propTag(prop, value));
    }
  } else {
    for (const { name, namespace } of request.names) {
      const live = namespace === 'DAV:' && (LIVE_PROPS as readonly string[]).includes(name);
      const value = live ? liveValue(item, name as LiveProp) : null;
      if (value !== null) found.push(propTag(name, value));
      else missing.push(propElement(name, namespace));
    }
  }
  const stat = (props: string[], status: string) =>
    `<D:propstat><D:prop>${props.join('')}</D:prop><D:status>HTTP/1.1 ${status}</D:status></D:propstat>`;
  return [
    '<D:response>',
    `<D:href>${escapeXml(hrefOf(item.path, item.isDirectory))}</D:href>`,
    found.length > 0 || missing.length === 0 ? stat(found, '200 OK') : '',
    missing.length > 0 ? stat(missing, '404 Not Found') : '',
    '</D:response>',
  ].join('');
}

export function multistatus(responses: string[]): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<D:multistatus xmlns:D="DAV:">${responses.join('')}</D:multistatus>`;
}

/** The RFC 4918 §9.1 precondition body for a refused Depth: infinity PROPFIND. */
export const FINITE_DEPTH_ERROR =
  '<?xml version="1.0" encoding="utf-8"?>\n<D:error xmlns:D="DAV:"><D:propfind-finite-depth/></D:error>';
