/** Status of a file share in the list, read from its snake_case fields by the shared rule. */
import { describe, expect, it } from 'vitest';
import { fileStatus } from './fileStatus';

const now = new Date('2030-03-01T12:00:00.000Z');
const base = { expires_at: null, views: 0, max_views: 0, is_expired: false };

describe('fileStatus', () => {
  it('is active without expiry or limit, or before them', () => {
    expect(fileStatus(base, now)).toBe('active');
    expect(
      fileStatus({ ...base, expires_at: '2030-03-01T12:00:01.000Z', views: 4, max_views: 5 }, now),
    ).toBe('active');
  });

  it('is expired from the expiry instant on, and when the server says so', () => {
    expect(fileStatus({ ...base, expires_at: '2030-03-01T12:00:00.000Z' }, now)).toBe('expired');
    expect(fileStatus({ ...base, is_expired: true }, now)).toBe('expired');
  });

  it('is used up when the views reach a positive limit; expiry wins over it', () => {
    expect(fileStatus({ ...base, views: 3, max_views: 3 }, now)).toBe('usedUp');
    expect(fileStatus({ ...base, views: 9, max_views: 0 }, now)).toBe('active');
    expect(
      fileStatus({ ...base, expires_at: '2020-01-01T00:00:00Z', views: 3, max_views: 3 }, now),
    ).toBe('expired');
  });
});
