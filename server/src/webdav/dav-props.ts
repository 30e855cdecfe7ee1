/**
 * PROPFIND (Depth 0 or 1; infinity refused with propfind-finite-depth) and PROPPATCH (dead
 * properties, all or nothing). A Depth 1 listing reads its dead properties and locks in one query
 * each, whatever the number of children.
 */
import { itemsOfArray, type FolderItems } from '../services/fs/fs.service.js';
import { guardWrite } from './dav-locks.js';
import { type DavRequest, depthOf, xmlAnswer, xmlBody } from './dav-request.js';
import { parsePropfind, parseProppatch } from './dav-xml.js';
import {
  errorBody,
  multistatus,
  multistatusOf,
  patchResponse,
  responderFor,
} from './multistatus.js';

export async function propfind(r: DavRequest): Promise<Response> {
  const { c, deps, principal, path } = r;
  const depth = depthOf(c);
  if (depth === null) return c.text('Depth must be 0, 1 or infinity', 400);
  if (depth === 'infinity') return xmlAnswer(c, errorBody('propfind-finite-depth'), 403);
  const request = parsePropfind(await xmlBody(c));
  if (!request) return c.text('the PROPFIND body is not a valid DAV:propfind', 400);
  const self = await deps.fs.reads.stat(principal, path);
  const children: FolderItems =
    depth === '1' && self.isDirectory
      ? (await deps.fs.reads.listing(principal, path)).items
      : itemsOfArray([]);
  const [ownProperties, childProperties, locksOf] = await Promise.all([
    deps.dav.properties.list(self.path),
    children.length > 0 ? deps.dav.properties.listChildren(self.path) : new Map(),
    deps.dav.locks.locksAround(self.path),
  ]);
  // The folder itself, then its children, each made as the answer is written.
  const responseFor = responderFor(request);
  const body = multistatusOf(1 + children.length, (index) => {
    const item = index === 0 ? self : children.at(index - 1);
    const dead = index === 0 ? ownProperties : (childProperties.get(item.path) ?? []);
    return responseFor({ item, dead, locks: locksOf(item.path) });
  });
  return xmlAnswer(c, body, 207);
}

export async function proppatch(r: DavRequest): Promise<Response> {
  const { c, deps, principal, path } = r;
  const target = await deps.fs.reads.stat(principal, path);
  await guardWrite(r, [{ path: target.path }]);
  const updates = parseProppatch(await xmlBody(c));
  if (!updates) return c.text('the PROPPATCH body is not a valid DAV:propertyupdate', 400);
  const outcomes = await deps.dav.properties.patch(target.path, updates);
  return xmlAnswer(c, multistatus([patchResponse(target, outcomes)]), 207);
}
