/** The XML of PROPFIND answers, one resource at a time: allprop against the properties named one by one. */
import type { FsItem } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { LIVE_PROPERTIES } from '../services/webdav/dav-properties.service.js';
import type { DavLock } from '../services/webdav/dav-locks.service.js';
import { responderFor, type DavResource } from './multistatus.js';

const file: FsItem = {
  name: 'a <b> & c.txt',
  path: '/team/docs/a <b> & c.txt',
  isDirectory: false,
  isVirtual: false,
  mount_id: null,
  size: 1234,
  modified: '2026-11-27T17:48:58.740Z',
  etag: '4d2-18ebf82ab4ab4437',
  mimetype: 'text/plain',
  type: 0,
  typeName: 'text',
};
const folder: FsItem = {
  ...file,
  name: 'docs',
  path: '/team/docs',
  isDirectory: true,
  size: 0,
  modified: null,
  etag: null,
  mimetype: null,
};
const lock: DavLock = {
  token: 'opaquelocktoken:1',
  path: '/team/docs',
  depth: 'infinity',
  scope: 'exclusive',
  owner: '<D:href>me</D:href>',
  secondsLeft: 60,
};

const RESOURCES: [string, DavResource][] = [
  ['a file', { item: file, dead: [], locks: [] }],
  [
    'a file without a date, ETag or type',
    {
      item: { ...file, modified: null, etag: null, mimetype: null },
      dead: [],
      locks: [],
    },
  ],
  ['a folder', { item: folder, dead: [], locks: [] }],
  ['a file under a locked folder', { item: file, dead: [], locks: [lock] }],
  ['a locked folder', { item: folder, dead: [], locks: [lock] }],
];

/** What the 200 propstat of a response holds. */
const found = (response: string) =>
  /<D:propstat><D:prop>(.*?)<\/D:prop><D:status>HTTP\/1.1 200 OK/.exec(response)?.[1] ?? '';

describe('allprop', () => {
  it.each(RESOURCES)(
    'answers for %s every live property as a request naming it does, in order',
    (_, resource) => {
      const oneByOne = LIVE_PROPERTIES.map((name) =>
        found(responderFor({ kind: 'prop', names: [{ namespace: 'DAV:', name }] })(resource)),
      ).join('');
      const all = responderFor({ kind: 'allprop' })(resource);
      expect(found(all)).toBe(oneByOne);
      expect(all).not.toContain('404 Not Found');
    },
  );

  it('writes a file and a folder as RFC 4918 shows them', () => {
    const answer = responderFor({ kind: 'allprop' });
    expect(found(answer({ item: file, dead: [], locks: [] }))).toBe(
      '<D:displayname>a &lt;b&gt; &amp; c.txt</D:displayname><D:resourcetype/>' +
        '<D:getcontentlength>1234</D:getcontentlength>' +
        '<D:getlastmodified>Fri, 27 Nov 2026 17:48:58 GMT</D:getlastmodified>' +
        '<D:getetag>"4d2-18ebf82ab4ab4437"</D:getetag><D:getcontenttype>text/plain</D:getcontenttype>' +
        '<D:supportedlock><D:lockentry><D:lockscope><D:exclusive/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockentry>' +
        '<D:lockentry><D:lockscope><D:shared/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockentry></D:supportedlock>' +
        '<D:lockdiscovery/>',
    );
    const locked = found(answer({ item: folder, dead: [], locks: [lock] }));
    expect(locked).toMatch(
      /^<D:displayname>docs<\/D:displayname><D:resourcetype><D:collection\/><\/D:resourcetype><D:supportedlock>/,
    );
    expect(locked).toContain(
      '<D:lockdiscovery><D:activelock><D:locktype><D:write/></D:locktype><D:lockscope><D:exclusive/></D:lockscope>',
    );
    expect(locked).toContain('<D:lockroot><D:href>/dav/team/docs/</D:href></D:lockroot>');
  });
});
