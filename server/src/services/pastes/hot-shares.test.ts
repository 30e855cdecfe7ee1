import { describe, expect, it } from 'vitest';
import type { PasteRow } from '../../db/types.js';
import { HotShares } from './hot-shares.js';

const row = (slug: string, over: Partial<PasteRow> = {}): PasteRow => ({
  id: `id-${slug}`,
  slug,
  content: 'x'.repeat(10),
  format: 'text',
  size: 10,
  title: null,
  remark: null,
  password_hash: null,
  expires_at: null,
  max_views: 0,
  encrypted: 0,
  views: 0,
  created_by: 'admin',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('HotShares', () => {
  it('keeps an open share for its time to live, then reads as a miss', () => {
    const hot = new HotShares({ ttlMs: 1000, maxBytes: 100, maxShareBytes: 50 });
    hot.put(row('a'), 0);
    expect(hot.get('a', 999)?.slug).toBe('a');
    expect(hot.get('a', 1000)).toBeUndefined();
    expect(hot.get('b', 0)).toBeUndefined();
  });

  it('keeps a share no longer than its own expiry', () => {
    const hot = new HotShares({ ttlMs: 10_000, maxBytes: 100, maxShareBytes: 50 });
    const expiresAt = Date.parse('2026-01-01T00:00:05.000Z');
    hot.put(row('a', { expires_at: '2026-01-01T00:00:05.000Z' }), expiresAt - 5000);
    expect(hot.get('a', expiresAt - 1)?.slug).toBe('a');
    expect(hot.get('a', expiresAt)).toBeUndefined();
  });

  it("makes a kept share's content JSON once, only for the content it keeps", () => {
    const hot = new HotShares({ ttlMs: 1000, maxBytes: 100, maxShareBytes: 50 });
    const content = 'a "quoted"\nline';
    hot.put(row('a', { content }), 0);
    const json = hot.contentJson('a', content);
    expect(json).toBe(JSON.stringify(content));
    expect(JSON.parse(json!)).toBe(content);
    // Made once: the second answer is the string made the first time.
    expect(Object.is(hot.contentJson('a', content), json)).toBe(true);
    expect(hot.contentJson('a', 'other content')).toBeUndefined();
    expect(hot.contentJson('b', content)).toBeUndefined();
    hot.clear();
    expect(hot.contentJson('a', content)).toBeUndefined();
  });

  it('never keeps a share with a password, a view limit, or too large', () => {
    const hot = new HotShares({ ttlMs: 1000, maxBytes: 100, maxShareBytes: 50 });
    hot.put(row('locked', { password_hash: 'h' }), 0);
    hot.put(row('limited', { max_views: 3 }), 0);
    hot.put(row('big', { size: 51 }), 0);
    expect(['locked', 'limited', 'big'].map((slug) => hot.get(slug, 1))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('drops the oldest shares to stay within its byte budget, and forgets all on clear', () => {
    const hot = new HotShares({ ttlMs: 1000, maxBytes: 25, maxShareBytes: 25 });
    hot.put(row('a'), 0);
    hot.put(row('b'), 1);
    hot.put(row('a', { views: 5 }), 2);
    hot.put(row('c'), 3);
    expect(hot.get('b', 4)).toBeUndefined();
    expect(hot.get('a', 4)?.views).toBe(5);
    expect(hot.get('c', 4)).toBeDefined();
    hot.clear();
    expect(hot.get('a', 4)).toBeUndefined();
    hot.put(row('d', { size: 25 }), 5);
    expect(hot.get('d', 5)).toBeDefined();
  });
});
