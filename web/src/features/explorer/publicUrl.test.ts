import { describe, expect, it } from 'vitest';
import { isPublicHttpUrl, officeViewerUrl } from './publicUrl';

describe('isPublicHttpUrl', () => {
  it('accepts http(s) links on public hosts', () => {
    expect(isPublicHttpUrl('https://bucket.s3.amazonaws.com/a.docx?X-Amz-Signature=1')).toBe(true);
    expect(isPublicHttpUrl('http://files.example.org/a.xlsx')).toBe(true);
    expect(isPublicHttpUrl('https://8.8.8.8/a.pptx')).toBe(true);
  });

  it('refuses relative, non-http and private-network links', () => {
    for (const url of [
      '/api/storage/local/token',
      'ftp://example.com/a.doc',
      'http://localhost:8787/api/storage/local/x',
      'http://127.0.0.1/a.doc',
      'http://192.168.1.20:9000/bucket/a.doc',
      'http://172.20.0.5/a.doc',
      'http://10.0.0.1/a.doc',
      'http://100.64.0.1/a.doc',
      'http://[::1]/a.doc',
      'http://[fd00::1]/a.doc',
      'http://minio:9000/a.doc',
      'http://nas.local/a.doc',
    ]) {
      expect({ url, isPublic: isPublicHttpUrl(url) }).toEqual({ url, isPublic: false });
    }
  });

  it('hands either viewer the link encoded as one parameter', () => {
    const link = 'https://x.org/a b.docx?sig=1&t=2';
    const encoded = 'https%3A%2F%2Fx.org%2Fa%20b.docx%3Fsig%3D1%26t%3D2';
    expect(officeViewerUrl('microsoft', link)).toBe(
      `https://view.officeapps.live.com/op/embed.aspx?src=${encoded}`,
    );
    expect(officeViewerUrl('google', link)).toBe(
      `https://docs.google.com/viewer?url=${encoded}&embedded=true`,
    );
  });
});
