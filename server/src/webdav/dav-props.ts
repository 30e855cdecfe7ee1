/**
 * PROPFIND (Depth 0 or 1; infinity refused with propfind-finite-depth) and PROPPATCH (dead
 * properties, all or nothing). A Depth 1 listing reads its dead properties and locks in one query
 * each, whatever the number of children; that of a kept listing without either is made once
 * (kept-multistatus.ts).
 */
import type { FsItem } from '@cloudpaste/contracts';
import { sendingListingOf } from '../http/node-bindings.js';
import type { DeadProperty } from '../services/webdav/dav-properties.service.js';
import { guardWrite } from './dav-locks.js';
import { type DavRequest, depthOf, xmlAnswer, xmlBody } from './dav-request.js';
import { parsePropfind, parseProppatch } from './dav-xml.js';
import { keptMultistatus } from './kept-multistatus.js';
import {
  errorBody,
  multistatus,
  multistatusOfPages,
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
  const listed = depth === '1' && self.isDirectory;
  if (listed) sendingListingOf(c);
  const [ownProperties, childProperties, locksOf] = await Promise.all([
    deps.dav.properties.list(self.path),
    listed ? deps.dav.properties.listChildren(self.path) : new Map<string, DeadProperty[]>(),
    deps.dav.locks.locksAround(self.path),
  ]);
  const responseFor = responderFor(request);
  const first = responseFor({ item: self, dead: ownProperties, locks: locksOf(self.path) });
  if (!listed) return xmlAnswer(c, multistatus([first]), 207);
  const childResponse = (item: FsItem) =>
    responseFor({ item, dead: childProperties.get(item.path) ?? [], locks: locksOf(item.path) });
  if (ownProperties.length === 0 && childProperties.size === 0 && locksOf.none) {
    const items = await deps.fs.reads.keptItems(principal, path);
    if (items) {
      const { body, contentKey } = keptMultistatus(items, request, first, childResponse);
      return xmlAnswer(c, body, 207, contentKey);
    }
  }
  // The children a storage page at a time, each response made as the answer is written: the
  // client receives the first pages of a folder of thousands while the next are listed.
  const body = await multistatusOfPages(
    first,
    deps.fs.reads.listingPages(principal, path),
    childResponse,
  );
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
