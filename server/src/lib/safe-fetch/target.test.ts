import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.js';
import { BadUrlError, RefusedAddressError } from './errors.js';
import { parseTarget } from './target.js';

describe('parseTarget', () => {
  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://127.0.0.1./',
    'http://0/',
    'http://0.0.0.0:8080/',
    'http://10.1.2.3/',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[0:0:0:0:0:ffff:127.0.0.1]/',
    'http://[::127.0.0.1]/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://[64:ff9b::a00:1]/',
    'http://１２７.０.０.１/',
    'http://127。0。0。1/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ/',
    'http://api.localhost/',
    'http://127.0.0.1\\@example.com/',
    'http://127.0.0.1#@example.com/',
    'http://127.0.0.1:80\\@example.com/',
    'https://255.255.255.255/',
    'http://224.0.0.1/',
  ])('refuses %s as a non-public address', (url) => {
    expect(() => parseTarget(url, isPublicAddress)).toThrow(RefusedAddressError);
  });

  it.each([
    'ftp://example.com/file',
    'file:///etc/passwd',
    'gopher://example.com/',
    'javascript:alert(1)',
    'data:text/plain,hi',
    'not a url',
    '//example.com/x',
    '',
    'http://public@127.0.0.1/',
    'http://user:pass@example.com/',
    'http://[fe80::1%25eth0]/',
    'http://0x100000000/',
    `https://example.com/${'a'.repeat(5000)}`,
  ])('refuses %s as a bad URL', (url) => {
    expect(() => parseTarget(url, isPublicAddress)).toThrow(BadUrlError);
  });

  it.each([
    ['https://example.com/a%20b.zip?x=1#frag', 'https://example.com/a%20b.zip?x=1'],
    ['http://93.184.215.14:8080/f', 'http://93.184.215.14:8080/f'],
    ['http://[2606:4700:4700::1111]/', 'http://[2606:4700:4700::1111]/'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
  ])('accepts %s', (url, expected) => {
    expect(parseTarget(url, isPublicAddress).href).toBe(expected);
  });

  it('resolves a relative redirect against the previous URL', () => {
    const previous = new URL('https://example.com/dir/page');
    expect(parseTarget('../file.bin', isPublicAddress, previous).href).toBe(
      'https://example.com/file.bin',
    );
    expect(() => parseTarget('http://10.0.0.1/', isPublicAddress, previous)).toThrow(
      RefusedAddressError,
    );
  });
});
