/**
 * A PROPFIND answer (RFC 4918 multistatus) read with saxes, namespaces resolved, so `D:`, `d:` or a
 * default namespace all read alike. Only the properties the driver asks for are kept, and only from
 * a propstat whose status is 200. Hrefs (absolute URLs or paths, percent-encoded) become decoded
 * paths without their trailing slash.
 */
import { SaxesParser } from 'saxes';

const DAV = 'DAV:';

/** The body of the driver's PROPFIND requests: the four properties it reads. */
export const PROPFIND_BODY =
  '<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop>' +
  '<d:resourcetype/><d:getcontentlength/><d:getetag/><d:getlastmodified/></d:prop></d:propfind>';

export interface DavEntry {
  /** Decoded path, no trailing slash (`/dav/files/a b`). */
  path: string;
  isCollection: boolean;
  size: number;
  /** As sent, quotes included; '' when the server sent none. */
  etag: string;
  lastModified: Date | null;
}

interface Props {
  isCollection: boolean;
  size: number;
  etag: string;
  lastModified: Date | null;
}

const noProps = (): Props => ({ isCollection: false, size: 0, etag: '', lastModified: null });

/** Decoded path of an href, without a trailing slash; null when it cannot be decoded. */
export function hrefPath(href: string): string | null {
  try {
    const pathname = new URL(href.trim(), 'http://host').pathname;
    return decodeURIComponent(pathname).replace(/\/+$/, '');
  } catch {
    return null;
  }
}

export function readMultistatus(xml: string): DavEntry[] {
  const entries: DavEntry[] = [];
  const open: string[] = [];
  let text = '';
  let href = '';
  let found = noProps();
  let props = noProps();
  let status = '';
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (tag) => {
    const name = tag.uri === DAV ? tag.local : `{${tag.uri}}${tag.local}`;
    open.push(name);
    text = '';
    if (name === 'response') {
      href = '';
      found = noProps();
    } else if (name === 'propstat') {
      props = noProps();
      status = '';
    } else if (name === 'collection' && open.at(-2) === 'resourcetype') props.isCollection = true;
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('cdata', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', () => {
    const name = open.pop();
    const parent = open.at(-1);
    if (parent === 'response' && name === 'href') href = text;
    else if (parent === 'propstat' && name === 'status') status = text;
    else if (parent === 'prop') readProp(props, name ?? '', text.trim());
    else if (name === 'propstat' && / 200 /.test(`${status} `)) found = props;
    else if (name === 'response') {
      const path = hrefPath(href);
      if (path !== null) entries.push({ path, ...found });
    }
    text = '';
  });
  parser.write(xml).close();
  return entries;
}

function readProp(props: Props, name: string, text: string): void {
  if (name === 'getcontentlength') props.size = Number(text) || 0;
  else if (name === 'getetag') props.etag = text;
  else if (name === 'getlastmodified') {
    const time = Date.parse(text);
    props.lastModified = Number.isNaN(time) ? null : new Date(time);
  }
}
