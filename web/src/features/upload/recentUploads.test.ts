/** Recent uploads: newest first, three at most, one entry per link, robust to bad storage. */
import { describe, expect, it } from 'vitest';
import { share } from './engine/testing/fakeTransport';
import {
  clearRecentUploads,
  readRecentUploads,
  RECENT_UPLOADS_KEY,
  rememberUpload,
} from './recentUploads';

describe('recent uploads', () => {
  it('keeps the three newest, newest first, one per slug', () => {
    rememberUpload(share({ slug: 'a' }), new Date('2030-01-01T00:00:00Z'));
    rememberUpload(share({ slug: 'b' }), new Date('2030-01-02T00:00:00Z'));
    rememberUpload(share({ slug: 'c' }), new Date('2030-01-03T00:00:00Z'));
    rememberUpload(share({ slug: 'a', filename: 'again.txt' }), new Date('2030-01-04T00:00:00Z'));
    rememberUpload(share({ slug: 'd' }), new Date('2030-01-05T00:00:00Z'));
    expect(readRecentUploads().map((r) => r.slug)).toEqual(['d', 'a', 'c']);
    expect(readRecentUploads()[1]).toEqual({
      slug: 'a',
      filename: 'again.txt',
      size: 10,
      uploadedAt: '2030-01-04T00:00:00.000Z',
    });
  });

  it('ignores unreadable data and can be cleared', () => {
    localStorage.setItem(RECENT_UPLOADS_KEY, 'nope');
    expect(readRecentUploads()).toEqual([]);
    rememberUpload(share());
    clearRecentUploads();
    expect(readRecentUploads()).toEqual([]);
  });
});
