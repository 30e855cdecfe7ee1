/**
 * GET on a collection, which RFC 4918 §9.4 leaves to the server: a plain HTML index, so that the
 * WebDAV address opened in a browser shows the folder (with links to its files and folders)
 * instead of an error. WebDAV clients list with PROPFIND and never see it. Names are escaped, links
 * percent-encoded, and the page runs nothing: no script, no style, a CSP that allows neither.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { compressible } from '../http/compression.js';
import { piecesBody } from '../http/pieces-body.js';
import { utf8Pieces } from '../lib/text-pieces.js';
import { parentOf } from '../lib/virtual-paths.js';
import type { DavRequest } from './dav-request.js';
import { escapeXmlText } from './dav-xml.js';
import { hrefOf } from './multistatus.js';

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
};

/** A listing's time, to the minute: 2026-11-25 14:03 UTC. */
const shownTime = (iso: string | null | undefined) =>
  iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '';

function row(href: string, name: string, size: string, modified: string): string {
  return `<tr><td><a href="${href}">${escapeXmlText(name)}</a></td><td>${size}</td><td>${modified}</td></tr>\n`;
}

const itemRow = (item: FsItem) =>
  item.isDirectory
    ? row(hrefOf(item.path, true), `${item.name}/`, '', shownTime(item.modified))
    : row(hrefOf(item.path, false), item.name, String(item.size), shownTime(item.modified));

export async function collectionIndex(r: DavRequest, folder: FsItem): Promise<Response> {
  const { c, deps, principal } = r;
  for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value);
  if (c.req.method === 'HEAD') return c.body(null, 200);
  const items = (await deps.fs.reads.listing(principal, folder.path)).items;
  const title = escapeXmlText(`Index of ${folder.path === '/' ? '/' : `${folder.path}/`}`);
  const open =
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
    `<body><h1>${title}</h1><table><thead><tr><th>Name</th><th>Size (bytes)</th>` +
    `<th>Modified</th></tr></thead><tbody>\n` +
    (folder.path === '/' ? '' : row(hrefOf(parentOf(folder.path), true), '../', '', ''));
  const close = '</tbody></table></body></html>\n';
  return compressible(
    c,
    piecesBody(
      utf8Pieces(items.length, (i) => itemRow(items.at(i))),
      open,
      close,
    ),
  );
}
