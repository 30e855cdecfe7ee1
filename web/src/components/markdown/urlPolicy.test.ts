/** URL policy: the schemes a share may link to or load images from, however they are spelled. */
import { describe, expect, it } from 'vitest';
import {
  isExternalUrl,
  isSafeImageUrl,
  isSafeLinkUrl,
  shareUrlTransform,
  urlScheme,
} from './urlPolicy';

describe('url policy', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b#c',
    'mailto:someone@example.com',
    '/paste/abc',
    'relative/path',
    '#section',
    '?q=1',
    '//cdn.example.com/x',
  ])('allows the link %s', (url) => expect(isSafeLinkUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'blob:https://x/1',
  ])('refuses the link %j', (url) => expect(isSafeLinkUrl(url)).toBe(false));

  it('allows only http(s) and relative image sources', () => {
    expect(isSafeImageUrl('https://x/a.png')).toBe(true);
    expect(isSafeImageUrl('/a.png')).toBe(true);
    expect(isSafeImageUrl('mailto:a@b.c')).toBe(false);
    expect(isSafeImageUrl('data:image/png;base64,AAAA')).toBe(false);
  });

  it('reads schemes and tells external links apart', () => {
    expect(urlScheme('HTTPS://x')).toBe('https');
    expect(urlScheme('./a:b')).toBeNull();
    expect(isExternalUrl('https://x')).toBe(true);
    expect(isExternalUrl('//x')).toBe(true);
    expect(isExternalUrl('/x')).toBe(false);
    expect(isExternalUrl('mailto:a@b.c')).toBe(false);
  });

  it('drops refused URLs in the final transform', () => {
    expect(shareUrlTransform('javascript:alert(1)', 'href')).toBeUndefined();
    expect(shareUrlTransform('mailto:a@b.c', 'src')).toBeUndefined();
    expect(shareUrlTransform('/ok', 'href')).toBe('/ok');
  });
});
