/** The If header (RFC 4918 §10.4): its grammar, its verdict, and which lock tokens it submits. */
import { describe, expect, it } from 'vitest';
import {
  ifHeaderHolds,
  parseIfHeader,
  resourcesOf,
  submittedTokens,
  type ResourceState,
} from './if-header.js';

const TOKEN = 'urn:uuid:181d4fae-7d8c-11d0-a765-00a0c91e6bf2';
const OTHER = 'urn:uuid:e454f3f3-acdc-452a-56c7-00a5c91e4b77';

describe('parseIfHeader', () => {
  it('reads untagged lists of tokens and entity tags, with Not', () => {
    expect(parseIfHeader(`(<${TOKEN}> ["I am an ETag"])\t(Not <DAV:no-lock> [W/"weak"])`)).toEqual([
      {
        resource: null,
        conditions: [
          { negated: false, kind: 'token', token: TOKEN },
          { negated: false, kind: 'etag', etag: '"I am an ETag"' },
        ],
      },
      {
        resource: null,
        conditions: [
          { negated: true, kind: 'token', token: 'DAV:no-lock' },
          { negated: false, kind: 'etag', etag: 'W/"weak"' },
        ],
      },
    ]);
  });

  it('reads tagged lists: each list belongs to the last resource tag before it', () => {
    const lists = parseIfHeader(
      `<http://example.com/dav/a> (<${TOKEN}>) (NOT<DAV:no-lock>) </dav/b> ([")]"])`,
    );
    expect(lists?.map((list) => list.resource)).toEqual([
      'http://example.com/dav/a',
      'http://example.com/dav/a',
      '/dav/b',
    ]);
    expect(lists?.[2]?.conditions).toEqual([{ negated: false, kind: 'etag', etag: '")]"' }]);
    expect(resourcesOf(lists ?? [])).toEqual(['http://example.com/dav/a', '/dav/b']);
  });

  it.each([
    ['', 'nothing'],
    ['()', 'an empty list'],
    [`<${TOKEN}>`, 'a token outside a list'],
    [`(<${TOKEN}>`, 'an unclosed list'],
    [`(<${TOKEN}) `, 'an unclosed coded URL'],
    ['(<>)', 'an empty coded URL'],
    ['(<urn:a b>)', 'a space in a coded URL'],
    ['(["etag")', 'an unclosed entity tag'],
    ['([etag])', 'an unquoted entity tag'],
    ['(Nothing)', 'a word that is not Not'],
    [`(<${TOKEN}>) <http://example.com/a> (<${TOKEN}>)`, 'untagged then tagged lists'],
    [`<http://example.com/a> (<${TOKEN}>) (<${TOKEN}>) x`, 'trailing text'],
    ['<http://example.com/a>', 'a tag without a list'],
  ])('refuses %j (%s)', (header) => {
    expect(parseIfHeader(header)).toBeNull();
  });
});

describe('ifHeaderHolds', () => {
  const locked: ResourceState = { etag: '"e1"', lockTokens: [TOKEN] };
  const holds = (header: string, state: ResourceState = locked) =>
    ifHeaderHolds(parseIfHeader(header) ?? [], () => state);

  it('holds when one list has every condition true (litmus cond_put and its variants)', () => {
    expect(holds(`(<${TOKEN}> ["e1"])`)).toBe(true);
    expect(holds(`(<${TOKEN}>) (Not <DAV:no-lock>)`)).toBe(true);
    expect(holds(`(<${TOKEN}x>) (Not <DAV:no-lock>)`)).toBe(true);
    expect(holds(`(<${TOKEN}> ["e1"]) (Not <DAV:no-lock> ["e1"])`)).toBe(true);
    expect(holds('([W/"e1"])')).toBe(true);
  });

  it('fails when no list holds', () => {
    expect(holds('(<DAV:no-lock> ["e1"])')).toBe(false);
    expect(holds('(<DAV:no-lock>)', { etag: '"e1"', lockTokens: [] })).toBe(false);
    expect(holds(`(<${TOKEN}> ["e2"]) (Not <DAV:no-lock> ["e2"])`)).toBe(false);
    expect(holds(`(Not <${TOKEN}>)`)).toBe(false);
    expect(holds('(["e1"])', { etag: null, lockTokens: [] })).toBe(false);
  });

  it('judges each tagged list against its own resource', () => {
    const lists = parseIfHeader(`</dav/a> (<${TOKEN}>) </dav/b> (<${OTHER}>)`) ?? [];
    const states: Record<string, ResourceState> = {
      '/dav/a': { etag: null, lockTokens: [] },
      '/dav/b': { etag: null, lockTokens: [OTHER] },
    };
    expect(ifHeaderHolds(lists, (resource) => states[resource ?? '']!)).toBe(true);
    states['/dav/b'] = { etag: null, lockTokens: [TOKEN] };
    expect(ifHeaderHolds(lists, (resource) => states[resource ?? '']!)).toBe(false);
  });
});

describe('submittedTokens', () => {
  it('submits every token named without Not, once', () => {
    const lists = parseIfHeader(
      `</dav/a> (<${TOKEN}> ["e"]) (Not <${OTHER}>) </dav/b> (<${TOKEN}>) (<DAV:no-lock>)`,
    );
    expect(submittedTokens(lists ?? [])).toEqual([TOKEN, 'DAV:no-lock']);
  });
});
