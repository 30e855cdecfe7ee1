import { describe, expect, it } from 'vitest';
import {
  cleanRemoteFilename,
  filenameFromUrl,
  urlUploadRefInput,
  urlFetchInput,
  urlPresignInput,
} from './url-upload.js';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('remote file names', () => {
  it.each([
    ['https://example.com/files/report.pdf?x=1#top', 'report.pdf'],
    ['https://example.com/a/%E6%8A%A5%E5%91%8A%20one.txt', '报告 one.txt'],
    ['https://example.com/dir/', 'dir'],
    ['https://example.com/', 'download'],
    ['https://example.com/..', 'download'],
    ['https://example.com/bad%E0%A4%A.bin', 'bad%E0%A4%A.bin'],
    ['https://example.com/a%2F..%2F..%2Fetc%2Fpasswd', 'passwd'],
    ['https://example.com/x%00y%0A.txt', 'xy.txt'],
    ['not a url', 'download'],
  ])('%s is named %s', (url, name) => {
    expect(filenameFromUrl(url)).toBe(name);
  });

  it('keeps names within 255 characters without splitting a character', () => {
    const name = cleanRemoteFilename(`${'a'.repeat(254)}😀.txt`);
    expect(name).toBe('a'.repeat(254));
    expect(cleanRemoteFilename('..')).toBe('');
  });
});

describe('URL upload bodies', () => {
  it('presign: the /s3/presign body plus url, the name taken from the URL when missing', () => {
    expect(
      urlPresignInput.parse({
        url: ' https://example.com/v/clip.mp4 ',
        size: '2048',
        slug: 'clip',
        max_views: 2,
      }),
    ).toEqual({
      url: 'https://example.com/v/clip.mp4',
      filename: 'clip.mp4',
      size: 2048,
      slug: 'clip',
      max_views: 2,
    });
  });

  it('presign: lifts `metadata` and older spellings, top-level fields first', () => {
    expect(
      urlPresignInput.parse({
        url: 'https://example.com/dl?id=1',
        metadata: { filename: 'meta.txt', contentType: 'text/plain', size: 5 },
        fileName: 'chosen.txt',
        total_size: 7,
        part_size: 1,
        part_count: 7,
      }),
    ).toEqual({
      url: 'https://example.com/dl?id=1',
      filename: 'chosen.txt',
      size: 7,
      mimetype: 'text/plain',
    });
  });

  it('presign: refuses a bad URL and a missing size', () => {
    expect(issue(urlPresignInput.safeParse({ url: 'ftp://x/a', size: 1 }))).toBe(
      'URL upload needs a valid http or https URL',
    );
    expect(issue(urlPresignInput.safeParse({ url: 'https://x/a' }))).toBe('size is required');
  });

  it('fetch: url and the share options; name and type are left to the remote unless given', () => {
    expect(
      urlFetchInput.parse({
        url: 'https://example.com/a.bin',
        expires_in: '24',
        use_proxy: 'true',
      }),
    ).toEqual({ url: 'https://example.com/a.bin', expires_in: 24, use_proxy: true });
    expect(
      urlFetchInput.parse({ url: 'https://example.com/a.bin', metadata: { filename: 'b.bin' } }),
    ).toMatchObject({ filename: 'b.bin' });
    expect(issue(urlFetchInput.safeParse({ url: 'https://x/a', filename: 'a\u0000b' }))).toBe(
      'filename may not contain control characters',
    );
  });

  it('cancel: needs file_id', () => {
    expect(issue(urlUploadRefInput.safeParse({}))).toBe('file_id is required');
  });
});
