import { describe, expect, it } from 'vitest';
import { forwardedValue, parseTrustProxy, readForwarded, type TrustProxy } from './trust-proxy.js';

const trust = (text: string) => parseTrustProxy(text) as TrustProxy;

describe('readForwarded', () => {
  it('believes nothing when no proxy is trusted', () => {
    expect(readForwarded(trust('false'), '10.0.0.1', '1.2.3.4')).toBeNull();
  });

  it('takes the entry the one proxy appended, not what the client sent before it', () => {
    expect(readForwarded(trust('true'), '10.0.0.1', '6.6.6.6, 1.2.3.4')).toEqual({
      client: '1.2.3.4',
      depth: 1,
    });
    expect(readForwarded(trust('true'), undefined, '1.2.3.4')).toEqual({
      client: '1.2.3.4',
      depth: 1,
    });
    expect(readForwarded(trust('true'), '10.0.0.1', undefined)).toEqual({
      client: undefined,
      depth: 1,
    });
  });

  it('takes the entry as many places from the right as there are proxies', () => {
    expect(readForwarded(trust('2'), '10.0.0.2', '6.6.6.6, 1.2.3.4, 10.0.0.1')).toEqual({
      client: '1.2.3.4',
      depth: 2,
    });
    // Fewer entries than proxies: the leftmost, never past the list.
    expect(readForwarded(trust('3'), '10.0.0.2', '1.2.3.4, 10.0.0.1')?.client).toBe('1.2.3.4');
  });

  it('believes only a listed peer, and skips listed proxies from the right', () => {
    const listed = trust('127.0.0.1, 10.0.0.0/8');
    expect(readForwarded(listed, '192.0.2.9', '1.2.3.4')).toBeNull();
    expect(readForwarded(listed, '10.1.1.1', '6.6.6.6, 1.2.3.4, 10.0.0.7')).toEqual({
      client: '1.2.3.4',
      depth: 2,
    });
    // A dual-stack socket names an IPv4 peer in its IPv6 form.
    expect(readForwarded(listed, '::ffff:127.0.0.1', '1.2.3.4')).toEqual({
      client: '1.2.3.4',
      depth: 1,
    });
    expect(readForwarded(listed, '127.0.0.1', '::ffff:1.2.3.4')?.client).toBe('1.2.3.4');
    // Every entry a proxy: the first stands for the client.
    expect(readForwarded(listed, '127.0.0.1', '10.0.0.5, 10.0.0.6')?.client).toBe('10.0.0.5');
  });
});

describe('forwardedValue', () => {
  it('reads the entry at the trusted depth, the leftmost when there are fewer', () => {
    expect(forwardedValue('http, https', 1)).toBe('https');
    expect(forwardedValue('https, http', 2)).toBe('https');
    expect(forwardedValue('https', 2)).toBe('https');
    expect(forwardedValue(undefined, 1)).toBeUndefined();
  });
});

describe('parseTrustProxy', () => {
  it('reads off, one proxy, a count, or a list, and refuses the rest', () => {
    expect(parseTrustProxy('no')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('TRUE')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('3')).toEqual({ kind: 'hops', hops: 3 });
    expect(parseTrustProxy('99')).toHaveProperty('error');
    expect(parseTrustProxy('10.0.0.0/8, proxy.local')).toEqual({
      error: 'proxy.local is not true, false, a number of hops, or an IP network',
    });
  });
});
