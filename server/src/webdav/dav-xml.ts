/**
 * WebDAV request bodies (RFC 4918 §14): parsed by saxes, a strict namespace-aware parser, into a
 * small element tree, then read as a PROPFIND, PROPPATCH or LOCK request. A body that is not
 * well-formed, or binds a prefix wrongly (`xmlns:p=""`), is refused (null: the caller answers 400).
 * A property value is kept as XML text whose elements each declare their namespace, so it reads the
 * same inside any element that leaves the default namespace empty.
 */
import { XML_ILLEGAL_CHAR } from '../lib/xml-chars.js';
import { SaxesParser } from 'saxes';
import type { PropertyUpdate } from '../services/webdav/dav-properties.service.js';
import type { LockScope } from '../services/webdav/dav-locks.service.js';

export interface XmlElement {
  ns: string;
  local: string;
  attributes: { ns: string; local: string; value: string }[];
  children: (XmlElement | string)[];
}

export interface PropertyName {
  namespace: string;
  name: string;
}

export type PropfindRequest =
  { kind: 'allprop' } | { kind: 'propname' } | { kind: 'prop'; names: PropertyName[] };

export interface LockRequest {
  scope: LockScope;
  /** DAV:owner's content as XML ('' when absent). */
  owner: string;
}

/** What makes a text need work before it goes into XML: a special, an illegal or a surrogate character. */
const needsWork = (specials: string) =>
  new RegExp(`[${specials}\\uD800-\\uDFFF]|${XML_ILLEGAL_CHAR.source}`);
const XML_SPECIAL = needsWork(`<>&'"`);
const XML_ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};

/** Text made safe for an attribute value (or anywhere). */
export function escapeXml(text: string): string {
  // Most names need nothing: a test is cheaper than a replace on every one of 10,000 entries.
  return XML_SPECIAL.test(text)
    ? legalXml(text).replace(/[<>&'"]/g, (ch) => XML_ENTITIES[ch]!)
    : text;
}

/** Characters XML cannot carry (and unpaired surrogates), each to be shown as U+FFFD. */
const ILLEGAL_XML = new RegExp(
  `${XML_ILLEGAL_CHAR.source}|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]`,
  'g',
);

/** The text with each character XML cannot carry shown as U+FFFD. */
const legalXml = (text: string) => text.replace(ILLEGAL_XML, '\uFFFD');

const TEXT_SPECIAL = needsWork('<>&');

/**
 * Text made safe for element content, where quotes need no escaping: an ETag (always quoted)
 * then goes out as it is, with no replace per entry of a listing.
 */
export function escapeXmlText(text: string): string {
  return TEXT_SPECIAL.test(text)
    ? legalXml(text).replace(/[<>&]/g, (ch) => XML_ENTITIES[ch]!)
    : text;
}

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** The document element, or null when the text is not well-formed, namespace-correct XML. */
export function parseXml(text: string): XmlElement | null {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let failed = false;
  parser.on('error', () => {
    failed = true;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      ns: tag.uri ?? '',
      local: tag.local ?? tag.name,
      attributes: Object.values(tag.attributes)
        .filter((a) => a.uri !== XMLNS_NS)
        .map((a) => ({ ns: a.uri ?? '', local: a.local ?? a.name, value: a.value })),
      children: [],
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const text_ = (data: string) => stack.at(-1)?.children.push(data);
  parser.on('text', text_);
  parser.on('cdata', text_);
  try {
    parser.write(text).close();
  } catch {
    return null;
  }
  return failed ? null : root;
}

const elements = (parent: XmlElement) =>
  parent.children.filter((child): child is XmlElement => typeof child !== 'string');

const isDav = (element: XmlElement, local: string) =>
  element.ns === 'DAV:' && element.local === local;

const find = (parent: XmlElement, local: string) =>
  elements(parent).find((child) => isDav(child, local));

/** What a PROPFIND body asks for; an empty body means allprop. Null for a malformed body. */
export function parsePropfind(body: string): PropfindRequest | null {
  if (body.trim() === '') return { kind: 'allprop' };
  const root = parseXml(body);
  if (!root || !isDav(root, 'propfind')) return null;
  if (find(root, 'propname')) return { kind: 'propname' };
  const prop = find(root, 'prop');
  if (prop) return { kind: 'prop', names: elements(prop).map(nameOf) };
  // allprop (its DAV:include adds nothing: every property we have is returned anyway).
  return find(root, 'allprop') ? { kind: 'allprop' } : null;
}

/** The updates of a PROPPATCH, in document order; null for a malformed body. */
export function parseProppatch(body: string): PropertyUpdate[] | null {
  const root = parseXml(body);
  if (!root || !isDav(root, 'propertyupdate')) return null;
  const updates: PropertyUpdate[] = [];
  for (const action of elements(root)) {
    if (!isDav(action, 'set') && !isDav(action, 'remove')) continue;
    for (const prop of elements(action).filter((el) => isDav(el, 'prop'))) {
      for (const property of elements(prop)) {
        updates.push(
          action.local === 'set'
            ? { action: 'set', ...nameOf(property), value: contentOf(property) }
            : { action: 'remove', ...nameOf(property) },
        );
      }
    }
  }
  return updates.length > 0 ? updates : null;
}

/** A LOCK body (DAV:lockinfo with a write locktype); null for a malformed or unsupported one. */
export function parseLockinfo(body: string): LockRequest | null {
  const root = parseXml(body);
  if (!root || !isDav(root, 'lockinfo')) return null;
  const scope = find(root, 'lockscope');
  const type = find(root, 'locktype');
  if (!scope || !type || !find(type, 'write')) return null;
  const exclusive = find(scope, 'exclusive') !== undefined;
  if (!exclusive && !find(scope, 'shared')) return null;
  const owner = find(root, 'owner');
  return { scope: exclusive ? 'exclusive' : 'shared', owner: owner ? contentOf(owner) : '' };
}

const nameOf = (element: XmlElement): PropertyName => ({
  namespace: element.ns,
  name: element.local,
});

/**
 * The content of an element as XML. Every element states its namespace as the default one
 * (`xmlns="..."`) where it differs from its parent's, and namespaced attributes get a declared
 * prefix, so the text is self-contained inside any element with no default namespace.
 */
export function contentOf(element: XmlElement): string {
  return element.children.map((child) => serialize(child, '')).join('');
}

function serialize(node: XmlElement | string, defaultNs: string): string {
  if (typeof node === 'string') return escapeXml(node);
  let attributes = node.ns === defaultNs ? '' : ` xmlns="${escapeXml(node.ns)}"`;
  node.attributes.forEach((attribute, i) => {
    const value = escapeXml(attribute.value);
    if (attribute.ns === '') attributes += ` ${attribute.local}="${value}"`;
    else if (attribute.ns === XML_NS) attributes += ` xml:${attribute.local}="${value}"`;
    else
      attributes += ` xmlns:a${i}="${escapeXml(attribute.ns)}" a${i}:${attribute.local}="${value}"`;
  });
  const inner = node.children.map((child) => serialize(child, node.ns)).join('');
  return inner === ''
    ? `<${node.local}${attributes}/>`
    : `<${node.local}${attributes}>${inner}</${node.local}>`;
}
