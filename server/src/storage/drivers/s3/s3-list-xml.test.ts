import { describe, expect, it } from 'vitest';
import { readListBucketResult } from './s3-list-xml.js';

const PAGE = `<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>b</Name><Prefix>list/</Prefix>
<KeyCount>3</KeyCount><MaxKeys>1000</MaxKeys><Delimiter>/</Delimiter><IsTruncated>true</IsTruncated>
<Contents><Key>list/a &amp;amp; b &lt;1&gt;.txt</Key><LastModified>2026-11-28T13:09:11.361Z</LastModified>
<ETag>&quot;d41d8cd98f00b204e9800998ecf8427e&quot;</ETag><Size>12</Size><StorageClass>STANDARD</StorageClass></Contents>
<Contents><Key>list/&#x4E2D;&#25991;.md</Key><LastModified>bad date</LastModified><Size>0</Size></Contents>
<CommonPrefixes><Prefix>list/sub/</Prefix></CommonPrefixes><CommonPrefixes><Prefix>list/x &amp; y/</Prefix></CommonPrefixes>
<NextContinuationToken>1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=</NextContinuationToken></ListBucketResult>`;

describe('readListBucketResult', () => {
  it('reads objects, prefixes and the continuation, entities decoded, the request prefix left out', () => {
    const page = readListBucketResult(PAGE);
    expect(page.objects).toEqual([
      {
        key: 'list/a &amp; b <1>.txt',
        size: 12,
        etag: '"d41d8cd98f00b204e9800998ecf8427e"',
        lastModified: new Date('2026-11-28T13:09:11.361Z'),
      },
      { key: 'list/中文.md', size: 0, etag: '', lastModified: new Date(0) },
    ]);
    expect(page.prefixes).toEqual(['list/sub/', 'list/x & y/']);
    expect(page.isTruncated).toBe(true);
    expect(page.nextToken).toBe('1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=');
  });

  it('reads the last page of a listing, and refuses what is not XML', () => {
    const last = readListBucketResult(
      '<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>',
    );
    expect(last).toEqual({ objects: [], prefixes: [], isTruncated: false, nextToken: undefined });
    expect(() => readListBucketResult('<ListBucketResult><Contents>')).toThrow();
  });
});
